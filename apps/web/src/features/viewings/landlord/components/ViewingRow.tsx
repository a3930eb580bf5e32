import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ViewingFieldsFragment } from '../../../../gql/graphql';
import { personName } from '../../../../lib/format/person-name';
import { ViewingActions } from '../../components/ViewingActions';
import { ViewingStatusChip } from '../../components/ViewingStatusChip';
import { ViewingWhen } from '../../components/ViewingWhen';

/** Where the listing's viewing hours are set. */
export const availabilityPath = (listingId: string) => `/building/viewings/${listingId}/availability`;

/**
 * One viewing of the landlord's agenda or of the staff list: when (in the listing's zone), the
 * listing and renter, its status, the changes the caller may make, and links to the conversation
 * and to the listing's viewing hours. `children` adds what only staff do (assigning). The renter's
 * name is a heading one level under the page's: h3 under the agenda's days, h2 in the staff list.
 */
export function ViewingRow({
  viewing,
  conversationHref,
  headingLevel = 'h3',
  children,
}: {
  viewing: ViewingFieldsFragment;
  conversationHref: string;
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const { t } = useTranslation('viewingAgenda');
  const renter = personName(viewing.renter) ?? t('agenda.formerRenter');
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${renter}, ${viewing.listingTitle}`}
      sx={{ p: 2 }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Box sx={{ minWidth: 0, fontWeight: 600 }}>
            <ViewingWhen viewing={viewing} />
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {viewing.kind === 'OPEN_HOUSE' && <Chip size="small" label={t('agenda.openHouse')} />}
            <ViewingStatusChip status={viewing.status} />
          </Stack>
        </Stack>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component={headingLevel}
            variant="subtitle1"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {renter}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {viewing.listingTitle}
          </Typography>
        </Box>
        <ViewingActions viewing={viewing} />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Link
            component={RouterLink}
            to={conversationHref}
            aria-label={t('agenda.conversationWith', { name: renter })}
          >
            {t('agenda.conversation')}
          </Link>
          <Link
            component={RouterLink}
            to={availabilityPath(viewing.listingId)}
            aria-label={t('agenda.availabilityOf', { listing: viewing.listingTitle })}
          >
            {t('agenda.availability')}
          </Link>
          {children}
        </Stack>
      </Stack>
    </Paper>
  );
}
