import Block from '@mui/icons-material/Block';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AdminInboxRoomFieldsFragment } from '../../../../gql/graphql';

/** Text colours that read at 4.5:1 on white and on the list's selected row. */
const COLORS = {
  flagged: '#8a3b00',
  reports: '#a4161a',
  blocked: '#4a5550',
  handled: '#00703c',
} as const;

type State = keyof typeof COLORS;

const ICONS = {
  flagged: WarningAmber,
  reports: OutlinedFlag,
  blocked: Block,
  handled: CheckCircleOutline,
} as const;

/** A conversation's state as small labels: flagged, open reports, blocked, handled. */
export function StateChips({
  room,
}: {
  room: Pick<AdminInboxRoomFieldsFragment, 'flagged' | 'openReportCount' | 'blocked' | 'handledAt'>;
}) {
  const { t } = useTranslation('adminInbox');
  const states: [State, string][] = [];
  if (room.flagged) states.push(['flagged', t('state.flagged')]);
  if (room.openReportCount > 0) states.push(['reports', t('state.reports', { count: room.openReportCount })]);
  if (room.blocked) states.push(['blocked', t('state.blocked')]);
  if (room.handledAt) states.push(['handled', t('state.handled')]);
  if (!states.length) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {states.map(([state, label]) => {
        const Icon = ICONS[state];
        return (
          <Chip
            key={state}
            size="small"
            variant="outlined"
            icon={<Icon />}
            label={label}
            sx={{
              color: COLORS[state],
              borderColor: COLORS[state],
              bgcolor: 'background.paper',
              '& .MuiChip-icon': { color: COLORS[state] },
            }}
          />
        );
      })}
    </Stack>
  );
}
