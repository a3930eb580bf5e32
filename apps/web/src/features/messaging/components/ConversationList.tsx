import WarningAmber from '@mui/icons-material/WarningAmber';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoomFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { personName } from '../../../lib/format/person-name';
import { listTime } from '../format/conversation-format';
import { UnreadBadge } from './UnreadBadge';

function usePreview(room: RoomFieldsFragment, viewerId: string): string {
  const { t } = useTranslation('messaging');
  const last = room.lastMessage;
  if (!last) return t('list.noMessage');
  const text =
    last.text ||
    (last.file
      ? t('list.attachment', { name: last.file.filename })
      : last.type === 'FILE'
        ? t('conversation.attachmentRemoved')
        : '');
  return last.sender?.id === viewerId && !last.asTeam ? t('list.mine', { text }) : text;
}

interface ItemProps {
  room: RoomFieldsFragment;
  viewerId: string;
  selected: boolean;
  to: string;
  now: Date;
}

/**
 * One conversation: the listing's picture, the other participant ('Deleted user' once their
 * account is gone) and the listing, the last message, its time and the unread count.
 */
function ConversationItem({ room, viewerId, selected, to, now }: ItemProps) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const name = personName(room.otherParty) ?? t('deletedUser');
  const preview = usePreview(room, viewerId);
  const unread = room.unreadCount;
  return (
    <li>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        sx={{
          alignItems: 'flex-start',
          gap: 1.5,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          '&.Mui-selected': { boxShadow: 'inset 4px 0 0 #00a857' },
        }}
      >
        <Avatar
          variant="rounded"
          src={room.listing.coverUrl ?? undefined}
          alt=""
          sx={{ width: 56, height: 56, bgcolor: 'grey.200', flexShrink: 0 }}
        >
          {' '}
        </Avatar>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              component="span"
              sx={{ fontWeight: unread ? 800 : 600, flexGrow: 1, minWidth: 0 }}
              noWrap
            >
              {name}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              <time dateTime={room.lastMessageTime}>{listTime(room.lastMessageTime, now, locale)}</time>
            </Typography>
          </Box>
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ display: 'block' }}
          >
            {room.listing.title}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
            {room.flagged && (
              <WarningAmber fontSize="small" sx={{ color: '#a14400' }} titleAccess={t('list.flagged')} />
            )}
            <Typography
              component="span"
              variant="body2"
              noWrap
              sx={{ flexGrow: 1, minWidth: 0, fontWeight: unread ? 700 : 400 }}
            >
              {preview}
            </Typography>
            {unread > 0 && <UnreadBadge count={unread} label={t('list.unread', { count: unread })} />}
          </Box>
        </Box>
      </ListItemButton>
    </li>
  );
}

interface Props {
  rooms: readonly RoomFieldsFragment[];
  viewerId: string;
  selectedId: string | null;
  /** The address of a conversation, keeping the list's page. */
  hrefOf: (roomId: string) => string;
  now: Date;
}

/** The viewer's conversations, the most recent first. */
export function ConversationList({ rooms, viewerId, selectedId, hrefOf, now }: Props) {
  const { t } = useTranslation('messaging');
  return (
    <Box component="ul" aria-label={t('list.label')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {rooms.map((room) => (
        <ConversationItem
          key={room.id}
          room={room}
          viewerId={viewerId}
          selected={room.id === selectedId}
          to={hrefOf(room.id)}
          now={now}
        />
      ))}
    </Box>
  );
}
