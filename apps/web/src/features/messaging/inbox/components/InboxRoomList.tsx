import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminInboxRoomFieldsFragment } from '../../../../gql/graphql';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { personName } from '../../../../lib/format/person-name';
import { excerpt } from '../format/inbox-format';
import { StateChips } from './StateChips';
import { UnreadBadge } from '../../components/UnreadBadge';

type InboxRoom = AdminInboxRoomFieldsFragment;
type Person = InboxRoom['renter'];

/** 'Renter: Élise Tremblay · elise@example.ca', or 'Deleted user' once the account is gone. */
export function usePersonLine() {
  const { t } = useTranslation('adminInbox');
  return (role: 'renter' | 'owner', person: Person) => {
    if (!person) return t('list.person', { role: t(`list.${role}`), name: t('conversation.deletedUser') });
    const name = personName(person);
    return t('list.person', {
      role: t(`list.${role}`),
      name: name ? `${name} · ${person.email}` : person.email,
    });
  };
}

function usePreview(room: InboxRoom): string {
  const { t } = useTranslation('adminInbox');
  const last = room.lastMessage;
  if (!last) return t('list.noMessage');
  const text = last.text
    ? excerpt(last.text)
    : last.file
      ? t('list.attachment', { name: last.file.filename })
      : '';
  return last.asTeam ? t('list.team', { text }) : text;
}

interface ItemProps {
  room: InboxRoom;
  selected: boolean;
  to: string;
}

/**
 * One conversation: its listing (a link to that listing's conversations), the renter and the
 * owner with their e-mails, the last message and its time, the unread count and its state.
 */
function InboxRoomItem({ room, selected, to }: ItemProps) {
  const { t } = useTranslation('adminInbox');
  const personLine = usePersonLine();
  const preview = usePreview(room);
  const unread = room.unreadCount;
  return (
    <Box
      component="li"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: selected ? 'inset 4px 0 0 #00a857' : undefined,
      }}
    >
      <Box sx={{ px: 2, pt: 1.25 }}>
        <Link
          component={RouterLink}
          to={`/adminInbox/${room.listing.id}/listing`}
          variant="body2"
          sx={{
            fontWeight: 600,
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {t('list.listingLink', { title: room.listing.title })}
        </Link>
      </Box>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        sx={{ display: 'block', pt: 0.5, pb: 1.25 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography component="span" variant="body2" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
            {personLine('renter', room.renter)}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            <time dateTime={room.lastMessageTime}>{formatTimestamp(room.lastMessageTime)}</time>
          </Typography>
        </Box>
        <Typography component="span" variant="body2" noWrap sx={{ display: 'block' }}>
          {personLine('owner', room.owner)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography
            component="span"
            variant="body2"
            color={unread ? 'text.primary' : 'text.secondary'}
            noWrap
            sx={{ flexGrow: 1, minWidth: 0, fontWeight: unread ? 700 : 400 }}
          >
            {preview}
          </Typography>
          {unread > 0 && <UnreadBadge count={unread} label={t('list.unread', { count: unread })} />}
        </Box>
        <Box sx={{ mt: 0.5, '&:empty': { display: 'none' } }}>
          <StateChips room={room} />
        </Box>
      </ListItemButton>
    </Box>
  );
}

interface Props {
  rooms: readonly InboxRoom[];
  selectedId: string | null;
  /** The address of a conversation, keeping the list's filters and page. */
  hrefOf: (roomId: string) => string;
}

/** The inbox's conversations, the newest message first. */
export function InboxRoomList({ rooms, selectedId, hrefOf }: Props) {
  const { t } = useTranslation('adminInbox');
  return (
    <Box component="ul" aria-label={t('list.label')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {rooms.map((room) => (
        <InboxRoomItem key={room.id} room={room} selected={room.id === selectedId} to={hrefOf(room.id)} />
      ))}
    </Box>
  );
}
