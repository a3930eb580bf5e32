import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onSubscriptionsReconnected } from '../../../lib/apollo/connection-events';
import {
  MarkRoomReadDocument,
  MessagesInRoomDocument,
  RoomMessagesDocument,
} from '../api/messaging-operations';
import { watchUserRooms } from '../live/user-rooms';
import { mergeMessages, type ChatMessage } from '../format/message-list';

/**
 * After a reconnect the newest pages are read until one overlaps what is on screen: at most this
 * many (the API's pages hold 30 messages), so a long outage cannot start an endless walk.
 */
const MAX_CATCH_UP_PAGES = 10;

interface RoomState {
  messages: ChatMessage[];
  /** The cursor of the earlier messages; null once the first message is shown. */
  cursor: string | null;
  /** The newest page has come. */
  loaded: boolean;
  /** The newest page could not be read. */
  error: unknown;
  loadingEarlier: boolean;
  earlierError: unknown;
}

const INITIAL: RoomState = {
  messages: [],
  cursor: null,
  loaded: false,
  error: null,
  loadingEarlier: false,
  earlierError: null,
};

/**
 * The open conversation (the component using it is keyed by room): its newest page, earlier pages
 * on demand, new messages as the roomMessages subscription pushes them, read marks from the
 * userRooms pushes ('Seen'), and after the subscriptions reconnect the newest messages read again
 * so nothing sent meanwhile is missed. Every source is merged by message id, so nothing shows
 * twice. Opening the room, and each message of the others seen while the page is visible, marks
 * the room read. Staff reading from the inbox (`asStaff`) are not participants: they leave no read
 * mark and have no rooms of their own to watch.
 */
export function useRoomMessages(roomId: string, viewerId: string, { asStaff = false } = {}) {
  const client = useApolloClient();
  const [markRoomRead] = useMutation(MarkRoomReadDocument);
  const [state, setState] = useState<RoomState>(INITIAL);
  const shown = useRef<ChatMessage[]>([]);
  shown.current = state.messages;
  const earlierLoading = useRef(false);
  const readWanted = useRef(false);

  const markRead = useCallback(() => {
    if (asStaff) return;
    if (document.visibilityState !== 'visible') {
      readWanted.current = true;
      return;
    }
    readWanted.current = false;
    // A failed mark leaves the badge as it was; the next visit marks it again.
    markRoomRead({ variables: { roomId } }).catch(() => undefined);
  }, [asStaff, markRoomRead, roomId]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && readWanted.current) markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [markRead]);

  const receive = useCallback(
    (incoming: ChatMessage[]) => {
      setState((s) => ({ ...s, messages: mergeMessages(s.messages, incoming) }));
      const fromOthers = incoming.some(
        (m) => m.sender?.id !== viewerId && !shown.current.some((known) => known.id === m.id),
      );
      if (fromOthers) markRead();
    },
    [markRead, viewerId],
  );

  const fetchPage = useCallback(
    async (before: string | null) => {
      const { data } = await client.query({
        query: MessagesInRoomDocument,
        variables: { roomId, before },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('messagesInRoom answered no data');
      return data.messagesInRoom;
    },
    [client, roomId],
  );

  /** The newest page; when messages are on screen already, as many pages as reach them. */
  const loadNewest = useCallback(async () => {
    const known = new Set(shown.current.map((m) => m.id));
    const collected: ChatMessage[] = [];
    let before: string | null = null;
    let cursor: string | null = null;
    for (let i = 0; i < MAX_CATCH_UP_PAGES; i++) {
      const page = await fetchPage(before);
      collected.push(...page.items);
      cursor = page.nextCursor ?? null;
      if (!known.size || !page.nextCursor || page.items.some((m) => known.has(m.id))) break;
      before = page.nextCursor;
    }
    const first = !known.size;
    setState((s) => ({
      ...s,
      messages: mergeMessages(s.messages, collected),
      cursor: first ? cursor : s.cursor,
      loaded: true,
      error: null,
    }));
    return first;
  }, [fetchPage]);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadNewest().then(
      () => {
        if (current) markRead();
      },
      (error: unknown) => {
        if (current) setState((s) => ({ ...s, error }));
      },
    );
    return () => {
      current = false;
    };
  }, [loadNewest, markRead, attempt]);

  const retry = useCallback(() => {
    setState((s) => ({ ...s, error: null }));
    setAttempt((n) => n + 1);
  }, []);

  const loadEarlier = useCallback(async () => {
    const cursor = state.cursor;
    if (!cursor || earlierLoading.current) return;
    earlierLoading.current = true;
    setState((s) => ({ ...s, loadingEarlier: true, earlierError: null }));
    try {
      const page = await fetchPage(cursor);
      setState((s) => ({
        ...s,
        messages: mergeMessages(s.messages, page.items),
        cursor: page.nextCursor ?? null,
        loadingEarlier: false,
      }));
    } catch (earlierError) {
      setState((s) => ({ ...s, loadingEarlier: false, earlierError }));
    } finally {
      earlierLoading.current = false;
    }
  }, [fetchPage, state.cursor]);

  // New messages of this room, as they are sent.
  useEffect(() => {
    const subscription = client
      .subscribe({ query: RoomMessagesDocument, variables: { roomId }, fetchPolicy: 'no-cache' })
      .subscribe({
        next: ({ data }) => {
          if (data) receive([data.roomMessages]);
        },
        error: () => undefined,
      });
    return () => subscription.unsubscribe();
  }, [client, roomId, receive]);

  // The room's changes: its last message read by the other participant shows 'Seen'.
  useEffect(() => {
    if (asStaff) return;
    return watchUserRooms((room) => {
      if (room.id === roomId && room.lastMessage) receive([room.lastMessage]);
    });
  }, [asStaff, roomId, receive]);

  // Pushes sent while the socket was down are lost: read the newest messages again.
  useEffect(
    () =>
      onSubscriptionsReconnected(() => {
        loadNewest().then(markRead, () => undefined);
      }),
    [loadNewest, markRead],
  );

  return {
    messages: state.messages,
    loaded: state.loaded,
    error: state.error,
    retry,
    hasEarlier: !!state.cursor,
    loadingEarlier: state.loadingEarlier,
    earlierError: state.earlierError,
    loadEarlier,
    /** Shows a message this page sent, as the API answered it. */
    receive,
  };
}
