import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useQuery } from '@apollo/client/react';
import { HEADER_HEIGHT_PX, PAGE_SIZE } from '@rentals/domain/limits';
import { hasModulePermission } from '@rentals/domain/users/rules';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../../components/list-state/ListState';
import { PageHeader } from '../../../../components/PageHeader';
import { onSubscriptionsReconnected } from '../../../../lib/apollo/connection-events';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { usePageInRange } from '../../../../lib/paging/use-page-in-range';
import { useSession, type CurrentUser } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import { AdminInboxRoomsDocument, InboxListingTitleDocument } from '../api/inbox-operations';
import { INBOX_PARAMS, inboxWhere, isFiltered, roomHref, withInboxFilters } from '../format/inbox-filters';
import { nameOrEmail } from '../../../../lib/format/person-name';
import { useInboxFilters } from '../hooks/use-inbox-filters';
import { InboxConversation } from './InboxConversation';
import { InboxFilterBar } from './InboxFilterBar';
import { InboxRoomList } from './InboxRoomList';
import { ConversationPanes } from '../../components/ConversationPanes';

/** What the page shows to staff without the inbox view permission (the API refuses the list anyway). */
function NoAccess({ title }: { title: string }) {
  const { t } = useTranslation('adminInbox');
  useDocumentTitle(title);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Alert severity="warning">{t('noAccess.text')}</Alert>
      <Box>
        <Button component={RouterLink} to="/dashboards" variant="outlined">
          {t('noAccess.dashboard')}
        </Button>
      </Box>
    </Stack>
  );
}

/** The tab param of /adminInbox: `contact` shows the /contact-us messages instead of the conversations. */
const TAB_PARAM = 'tab';

/** The /contact-us messages of the inbox (the contact feature's, passed in by app/router/compositions.tsx). */
export interface InboxSections {
  ContactMessages?: ComponentType;
}

/**
 * /adminInbox and /adminInbox/{id}/listing (spec/01 §2, issue 16): every conversation (or one
 * listing's), newest message first, 10 a page, with the search and filters in the URL, and the
 * open one (`?room=`, as on /message) beside the list from 900px, alone below with a way back.
 * Staff with inbox view read; with inbox edit they answer as the team and mark a conversation
 * handled. On /adminInbox a second tab (`?tab=contact`) holds the /contact-us messages (issue 23).
 */
export function InboxPage({ ContactMessages }: InboxSections = {}) {
  const { t } = useTranslation('adminInbox');
  const { user } = useSession();
  const { id: listingId } = useParams();
  const [params, setParams] = useSearchParams();
  // The staff guard only renders this page for staff.
  if (!user) return null;
  if (!hasModulePermission(user, 'inbox', 'view')) return <NoAccess title={t('page.title')} />;
  if (!ContactMessages || listingId) return <Inbox viewer={user} />;
  const contactTab = params.get(TAB_PARAM) === 'contact';
  const tabs = (
    <InboxTabs
      value={contactTab ? 'contact' : 'conversations'}
      onChange={(tab) => setParams(tab === 'contact' ? { [TAB_PARAM]: 'contact' } : {})}
    />
  );
  if (!contactTab) return <Inbox viewer={user} tabs={tabs} />;
  return <ContactTab tabs={tabs} ContactMessages={ContactMessages} />;
}

function InboxTabs({ value, onChange }: { value: string; onChange: (tab: string) => void }) {
  const { t } = useTranslation('contact');
  return (
    <Tabs
      value={value}
      onChange={(_event, tab: string) => onChange(tab)}
      aria-label={t('inbox.tabsLabel')}
      variant="scrollable"
      allowScrollButtonsMobile
      // The theme's green is for fills; as text on white the chosen tab takes its darker one, as on /my-viewings.
      sx={{ mt: 1, '& .Mui-selected.MuiTab-root': { color: 'primary.dark' } }}
    >
      <Tab value="conversations" label={t('inbox.tabConversations')} />
      <Tab value="contact" label={t('inbox.tabContact')} />
    </Tabs>
  );
}

function ContactTab({ tabs, ContactMessages }: { tabs: ReactNode; ContactMessages: ComponentType }) {
  const { t } = useTranslation('adminInbox');
  useDocumentTitle(t('page.title'));
  return (
    <Stack spacing={2}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      {tabs}
      <ContactMessages />
    </Stack>
  );
}

function Inbox({ viewer, tabs }: { viewer: CurrentUser; tabs?: ReactNode }) {
  const { t } = useTranslation('adminInbox');
  const { id: listingId = null } = useParams();
  const { pathname } = useLocation();
  const { typed, setTyped, search, page, setPage, skip, params, filters, setFilters, clearAll } =
    useInboxFilters();
  const roomId = params.get(INBOX_PARAMS.room);

  const rooms = useQuery(AdminInboxRoomsDocument, {
    variables: { where: inboxWhere(filters, { search, listingId }), first: PAGE_SIZE, skip },
    fetchPolicy: 'cache-and-network',
  });
  const shown = rooms.data ?? rooms.previousData;
  const items = useMemo(() => shown?.adminInboxRooms.items ?? [], [shown]);
  const total = shown?.adminInboxRooms.count ?? 0;
  usePageInRange(!!rooms.data, page, total, setPage);

  // The open conversation when it is not on the list's page (a link, or filtered out since).
  const inList = !!roomId && items.some((room) => room.id === roomId);
  const opened = useQuery(AdminInboxRoomsDocument, {
    variables: { where: { roomId }, first: 1 },
    skip: !roomId || !rooms.data || inList,
    fetchPolicy: 'cache-and-network',
  });
  const room =
    items.find((r) => r.id === roomId) ??
    opened.data?.adminInboxRooms.items.find((r) => r.id === roomId) ??
    null;
  const missing = !!roomId && !room && (!!opened.error || opened.data?.adminInboxRooms.count === 0);

  const listing = useQuery(InboxListingTitleDocument, {
    variables: { id: listingId ?? '' },
    skip: !listingId,
  });
  const listingTitle =
    (listingId && items.find((r) => r.listing.id === listingId)?.listing.title) ||
    listing.data?.listing.title;
  const title = listingId ? (listingTitle ?? t('page.listingFallback')) : t('page.title');
  useDocumentTitle(title);

  const { refetch } = rooms;
  const refetchOpened = opened.refetch;
  const refresh = useCallback(() => {
    void refetch();
    if (roomId && !inList) void refetchOpened();
  }, [refetch, refetchOpened, roomId, inList]);
  useEffect(() => onSubscriptionsReconnected(() => void refetch()), [refetch]);

  const hrefOf = useCallback((id: string) => roomHref(pathname, params, id), [pathname, params]);
  const backTo = roomHref(pathname, params, null);
  const userHref = useCallback(
    (userId: string) => roomHref(pathname, withInboxFilters(params, { userId }), roomId),
    [pathname, params, roomId],
  );
  // The user filtered on, named by a row of the list (they are in every row).
  const filteredUser = filters.userId
    ? items.flatMap((r) => [r.renter, r.owner]).find((p) => p?.id === filters.userId)
    : null;
  const userName = filteredUser ? nameOrEmail(filteredUser) : null;

  if (rooms.error && toAppError(rooms.error).code === 'NO_ACCESS') return <NoAccess title={title} />;

  const filtered = isFiltered(filters, search);
  const list = (
    <ListState
      query={rooms}
      errorMessage={t('list.loadError')}
      skeleton={{ rows: 4, height: 96 }}
      empty={
        filtered
          ? {
              title: t('list.noMatchTitle'),
              text: t('list.noMatchText'),
              titleAs: 'p',
              action: (
                <Button variant="outlined" onClick={clearAll}>
                  {t('list.clearFilters')}
                </Button>
              ),
            }
          : { title: t('list.emptyTitle'), text: t('list.emptyText'), titleAs: 'p' }
      }
      paging={{ page, pageLength: items.length, total, onPage: setPage, label: t('list.pages') }}
    >
      <InboxRoomList rooms={items} selectedId={roomId} hrefOf={hrefOf} />
    </ListState>
  );

  const hideOnPhone = roomId ? { display: { xs: 'none', md: 'block' } } : {};
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        // The panes scroll on their own from 900px, and on a phone with a conversation open.
        height: {
          xs: roomId ? `calc(100dvh - ${HEADER_HEIGHT_PX}px - 48px)` : 'auto',
          md: `calc(100dvh - ${HEADER_HEIGHT_PX}px - 80px)`,
        },
        minHeight: { md: 560 },
      }}
    >
      <Box sx={(theme) => (roomId ? { [theme.breakpoints.down('md')]: visuallyHidden } : {})}>
        <PageHeader
          title={title}
          subtitle={listingId ? t('page.listingSubtitle') : t('page.subtitle')}
          action={
            listingId && (
              <Button component={RouterLink} to="/adminInbox" variant="outlined" startIcon={<ArrowBack />}>
                {t('page.allConversations')}
              </Button>
            )
          }
        />
        {tabs}
      </Box>
      <Box sx={hideOnPhone}>
        <InboxFilterBar
          typed={typed}
          onType={setTyped}
          filters={filters}
          onFilters={setFilters}
          userName={userName}
        />
      </Box>
      <ConversationPanes
        listLabel={t('list.label')}
        list={list}
        chooseText={t('conversation.choose')}
        listScrollsOnPhone={false}
        open={
          roomId ? (
            <InboxConversation
              key={roomId}
              roomId={roomId}
              room={room}
              missing={missing}
              viewer={viewer}
              backTo={backTo}
              userHref={userHref}
              onChanged={refresh}
            />
          ) : null
        }
      />
    </Box>
  );
}
