import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/LoadError';
import { useRoomMessages } from '../../hooks/use-room-messages';
import { Composer } from '../../components/Composer';
import { MessageList } from '../../components/MessageList';

export interface TeamThreadProps {
  roomId: string;
  viewerId: string;
  /** Names the messages for screen readers ('Messages between … and …'). */
  label: string;
  /** Staff with inbox edit answer as the team; the others only read. */
  canPost: boolean;
  /** The newest page has come: the API has recorded this reading. */
  onLoaded?: () => void;
  /** A message came or was sent after the first page: the inbox's row of it has changed. */
  onNewMessage?: () => void;
}

/**
 * A conversation as staff read it from the staff inbox (composed with the inbox feature's page in
 * app/router/compositions.tsx): the same live messages and typing area as /message, without read
 * marks, the team's messages on the reader's side and every safety warning shown, and the typing
 * area posting for the team. Keyed by room by its parent.
 */
export function TeamThread({ roomId, viewerId, label, canPost, onLoaded, onNewMessage }: TeamThreadProps) {
  const { t } = useTranslation('messaging');
  const conversation = useRoomMessages(roomId, viewerId, { asStaff: true });
  const newest = conversation.messages.at(-1)?.id ?? null;

  const callbacks = useRef({ onLoaded, onNewMessage });
  callbacks.current = { onLoaded, onNewMessage };
  const { loaded } = conversation;
  useEffect(() => {
    if (loaded) callbacks.current.onLoaded?.();
  }, [loaded]);
  // The newest message once loaded; a later change is a new message.
  const seenNewest = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!loaded) return;
    if (seenNewest.current !== undefined && seenNewest.current !== newest) callbacks.current.onNewMessage?.();
    seenNewest.current = newest;
  }, [loaded, newest]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
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
          label={label}
          viewerId={viewerId}
          messages={conversation.messages}
          loaded={conversation.loaded}
          warn
          asTeam
          hasEarlier={conversation.hasEarlier}
          loadingEarlier={conversation.loadingEarlier}
          earlierError={conversation.earlierError}
          onLoadEarlier={conversation.loadEarlier}
        />
      )}
      {canPost && (
        <Composer
          roomId={roomId}
          viewerId={viewerId}
          asTeam
          onSent={(message) => conversation.receive([message])}
        />
      )}
    </Box>
  );
}
