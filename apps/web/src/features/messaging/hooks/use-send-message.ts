import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { toAppError, type AppError } from '../../../lib/errors/graphql-error';
import { CreateMessageDocument } from '../api/messaging-operations';
import { newClientId } from '../format/client-id';
import type { ChatMessage } from '../format/message-list';

export interface OutgoingMessage {
  text: string;
  /** An uploaded MESSAGE_ATTACHMENT's id: the message is then a FILE with `text` as its caption. */
  fileId?: string | null;
}

/**
 * Sends the typing area's message with an id made on this device (clientId). Until it is sent the
 * text stays in the typing area; a failure says why, and sending the same text and file again (the
 * Retry) reuses the id, so a message the API did receive before the answer was lost is written
 * once. A changed text is a new message with a new id.
 */
export function useSendMessage(roomId: string, onSent: (message: ChatMessage) => void) {
  const [createMessage] = useMutation(CreateMessageDocument);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const attempt = useRef<{ clientId: string; text: string; fileId: string | null } | null>(null);
  const busy = useRef(false);

  const send = useCallback(
    async ({ text, fileId = null }: OutgoingMessage): Promise<boolean> => {
      if (busy.current) return false;
      const same = attempt.current?.text === text && attempt.current.fileId === fileId;
      const clientId = same && attempt.current ? attempt.current.clientId : newClientId();
      attempt.current = { clientId, text, fileId };
      busy.current = true;
      setSending(true);
      setError(null);
      try {
        const { data } = await createMessage({
          variables: {
            room: roomId,
            text,
            type: fileId ? 'FILE' : 'TEXT',
            url: fileId,
            clientId,
          },
        });
        if (data) onSent(data.createMessage);
        attempt.current = null;
        return true;
      } catch (failure) {
        setError(toAppError(failure));
        return false;
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [createMessage, onSent, roomId],
  );

  return { send, sending, error, clearError: () => setError(null) };
}
