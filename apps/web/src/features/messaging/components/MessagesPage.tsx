import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { HEADER_HEIGHT_PX, MAX_PAGE_SIZE, PAGE_SIZE } from '@rentals/domain/limits';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../components/list-state/ListState';
import type { RoomFieldsFragment } from '../../../gql/graphql';
import { onSubscriptionsReconnected } from '../../../lib/apollo/connection-events';
import { usePageInRange } from '../../../lib/paging/use-page-in-range';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlSearch } from '../../../lib/use-url-search';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { RenterBookingsDocument, RoomsPerUserDocument } from '../api/messaging-operations';
import { watchUserRooms } from '../live/user-rooms';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { ConversationPanes } from './ConversationPanes';

const ROOM = 'room';

/** Newest message first, as the API orders them; pushes change the times of rooms on screen. */
const byLastMessage = (a: RoomFieldsFragment, b: RoomFieldsFragment) =>
  Date.parse(b.lastMessageTime) - Date.parse(a.lastMessageTime);

/** The time the list's times are written against, moved on every minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /message: the signed-in user's conversations and the open one (`?room=`), side by side from
 * 900px and one at a time below, with a back button. The list follows the userRooms pushes: a
 * room on screen updates in Apollo's cache, a room it does not show (a new conversation, one from
 * a later page) reloads the page of the list; after the subscriptions reconnect it reloads too.
 */
export function MessagesPage() {
  const { t } = useTranslation('messaging');
  const { user } = useSession();
  useDocumentTitle(t('page.title'));
  // The user guard only renders this page for a signed-in user.
  if (!user) return null;
  return <Inbox viewerId={user.id} />;
}

function Inbox({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation('messaging');
  const [params] = useSearchParams();
  const roomId = params.get(ROOM);
  const { page, setPage, skip } = useUrlSearch();
  const now = useNow();

  const rooms = useQuery(RoomsPerUserDocument, {
    variables: { first: PAGE_SIZE, skip },
    fetchPolicy: 'cache-and-network',
  });
  const shown = rooms.data ?? rooms.previousData;
  const items = useMemo(
    () => [...(shown?.roomsPerUser.items ?? [])].sort(byLastMessage),
    [shown?.roomsPerUser.items],
  );
  const total = shown?.roomsPerUser.count ?? 0;
  usePageInRange(!!rooms.data, page, total, setPage);

  const { refetch } = rooms;
  const listed = useRef(new Set<string>());
  listed.current = new Set(items.map((room) => room.id));
  useEffect(
    () =>
      watchUserRooms((room) => {
        if (!listed.current.has(room.id)) void refetch();
      }),
    [refetch],
  );
  useEffect(() => onSubscriptionsReconnected(() => void refetch()), [refetch]);

  // The open room when it is not on the list's page (an older one opened from a link).
  const inList = !!roomId && items.some((room) => room.id === roomId);
  const wider = useQuery(RoomsPerUserDocument, {
    variables: { first: MAX_PAGE_SIZE, skip: 0 },
    skip: !roomId || !rooms.data || inList,
  });
  const room =
    items.find((r) => r.id === roomId) ?? wider.data?.roomsPerUser.items.find((r) => r.id === roomId) ?? null;

  const bookings = useQuery(RenterBookingsDocument, {
    variables: { userId: viewerId },
    fetchPolicy: 'cache-and-network',
  });
  const isRenter = !!roomId && !!bookings.data?.bookingsForUser.some((b) => b.room === roomId);
  // The other participant of a conversation is the listing's owner (staff read from their inbox).
  const isOwner = !!roomId && !!bookings.data && !isRenter;

  const hrefOf = useCallback(
    (id: string) => {
      const next = new URLSearchParams(params);
      next.set(ROOM, id);
      return `/message?${next.toString()}`;
    },
    [params],
  );
  const backTo = useMemo(() => {
    const next = new URLSearchParams(params);
    next.delete(ROOM);
    const query = next.toString();
    return query ? `/message?${query}` : '/message';
  }, [params]);

  const list = (
    <ListState
      query={rooms}
      errorMessage={t('list.loadError')}
      skeleton={{ rows: 4, height: 72 }}
      empty={{
        title: t('list.emptyTitle'),
        text: t('list.emptyText'),
        action: (
          <Button component={RouterLink} to="/search" variant="contained">
            {t('list.search')}
          </Button>
        ),
      }}
      paging={{ page, pageLength: items.length, total, onPage: setPage, label: t('list.pages') }}
    >
      <ConversationList rooms={items} viewerId={viewerId} selectedId={roomId} hrefOf={hrefOf} now={now} />
    </ListState>
  );
  const empty = !!rooms.data && total === 0 && !roomId;

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        height: {
          xs: `calc(100dvh - ${HEADER_HEIGHT_PX}px - 48px)`,
          md: `calc(100dvh - ${HEADER_HEIGHT_PX}px - 80px)`,
        },
        minHeight: 440,
      }}
    >
      <Box sx={(theme) => (roomId ? { [theme.breakpoints.down('md')]: visuallyHidden } : {})}>
        <Typography variant="h4" component="h1">
          {t('page.title')}
        </Typography>
        <Typography color="text.secondary">{t('page.subtitle')}</Typography>
      </Box>
      {empty ? (
        list
      ) : (
        <ConversationPanes
          listLabel={t('list.label')}
          list={list}
          chooseText={t('conversation.choose')}
          open={
            roomId ? (
              <ConversationView
                key={roomId}
                roomId={roomId}
                room={room}
                viewerId={viewerId}
                isRenter={isRenter}
                isOwner={isOwner}
                backTo={backTo}
              />
            ) : null
          }
        />
      )}
    </Box>
  );
}
