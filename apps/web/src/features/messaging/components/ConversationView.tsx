import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import type { RoomFieldsFragment } from '../../../gql/graphql';
import { personName } from '../../../lib/format/person-name';
import type { ChatMessage } from '../format/message-list';
import { useRoomMessages } from '../hooks/use-room-messages';
import { BlockedNotice } from './BlockedNotice';
import { Composer } from './Composer';
import { ConversationActions } from './ConversationActions';
import { useOpenedExisting } from './conversation-notice';
import { MessageList } from './MessageList';
import { ConversationHeader } from './ConversationHeader';

/** The other participant as the messages show them, when the room is not in the list on screen. */
function otherFromMessages(messages: readonly ChatMessage[], viewerId: string) {
  return messages.find((m) => m.sender && !m.asTeam && m.sender.id !== viewerId)?.sender ?? null;
}

interface Props {
  roomId: string;
  /** The room as the conversation list has it; null while it is not on the list's page. */
  room: RoomFieldsFragment | null;
  viewerId: string;
  /** The viewer is the renter of this conversation: they see the scam warnings. */
  isRenter: boolean;
  /** The viewer owns the conversation's listing: their saved replies are offered. */
  isOwner: boolean;
  /** Where the back button of the phone layout goes: the list. */
  backTo: string;
}

/** The open conversation (keyed by room): who and what it is about, the messages, the typing area. */
export function ConversationView({ roomId, room, viewerId, isRenter, isOwner, backTo }: Props) {
  const { t } = useTranslation('messaging');
  const conversation = useRoomMessages(roomId, viewerId);
  const openedExisting = useOpenedExisting();
  const [noticeShown, setNoticeShown] = useState(openedExisting);
  const other = room ? room.otherParty : otherFromMessages(conversation.messages, viewerId);
  // Without the room (not on the list's page), a name comes from the other participant's messages.
  const name = personName(other) ?? (room ? t('deletedUser') : '');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ConversationHeader backTo={backTo}>
        <Avatar
          variant="rounded"
          src={room?.listing.coverUrl ?? undefined}
          alt=""
          sx={{ width: 48, height: 48, bgcolor: 'grey.200', flexShrink: 0 }}
        >
          {' '}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h6" noWrap sx={{ lineHeight: 1.3 }}>
            {name}
          </Typography>
          {room && (
            <Typography variant="body2" color="text.secondary" noWrap>
              <Link component={RouterLink} to={`/listing/${room.listing.id}`}>
                {t('conversation.about', { title: room.listing.title })}
              </Link>
            </Typography>
          )}
        </Box>
        {room && <ConversationActions roomId={roomId} name={name} blockedByViewer={room.blockedByViewer} />}
      </ConversationHeader>
      {noticeShown && (
        <Alert severity="info" onClose={() => setNoticeShown(false)} sx={{ borderRadius: 0 }}>
          {t('contact.existing')}
        </Alert>
      )}
      {conversation.error && !conversation.loaded ? (
        <Box sx={{ p: 2, flexGrow: 1 }}>
          <LoadError
            error={conversation.error}
            message={t('conversation.loadError')}
            onRetry={conversation.retry}
          />
        </Box>
      ) : (
        <MessageList
          label={name ? t('conversation.messages', { name }) : t('page.title')}
          viewerId={viewerId}
          messages={conversation.messages}
          loaded={conversation.loaded}
          warn={isRenter}
          hasEarlier={conversation.hasEarlier}
          loadingEarlier={conversation.loadingEarlier}
          earlierError={conversation.earlierError}
          onLoadEarlier={conversation.loadEarlier}
        />
      )}
      {room?.blocked ? (
        <BlockedNotice roomId={roomId} name={name} blockedByViewer={room.blockedByViewer} />
      ) : (
        // A room not known to be blocked (a block not heard of yet) sends, and shows the refusal.
        <Composer
          roomId={roomId}
          viewerId={viewerId}
          onSent={(message) => conversation.receive([message])}
          savedReplies={isOwner}
        />
      )}
    </Box>
  );
}
