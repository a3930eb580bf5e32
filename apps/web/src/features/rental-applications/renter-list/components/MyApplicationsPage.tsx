import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListState } from '../../../../components/list-state/ListState';
import { PageHeader } from '../../../../components/PageHeader';
import { useUrlSearch } from '../../../../lib/use-url-search';
import { useSession } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { MyApplicationRoomsDocument, MyRentalApplicationsDocument } from '../api/my-application-operations';
import { roomsByListing } from '../format/rooms-by-listing';
import { MyApplicationCard } from './MyApplicationCard';
import { PassportPanel } from './passport/PassportPanel';

/**
 * /my-applications (issue 18): the renter's applications, newest first, paged by the API, each
 * with its status as the landlord moves it, the conversation and 'Withdraw' while it is open.
 * Above them, the renter passport they make: its download and its deletion.
 * Beside /my-viewings in the side navigation.
 */
export function MyApplicationsPage() {
  const { t } = useTranslation('myApplications');
  useDocumentTitle(t('title'));
  const { user } = useSession();
  const { page, setPage, skip } = useUrlSearch();
  const query = useQuery(MyRentalApplicationsDocument, {
    variables: { first: PAGE_SIZE, skip },
    fetchPolicy: 'cache-and-network',
  });
  const rooms = useQuery(MyApplicationRoomsDocument, {
    variables: { userId: user?.id ?? '' },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const conversationOf = roomsByListing(rooms.data?.bookingsForUser);
  const shown = (query.data ?? query.previousData)?.myRentalApplications;
  const items = shown?.items ?? [];

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <PassportPanel hasApplications={items.length > 0} />
      <ListState
        query={query}
        errorMessage={t('loadError')}
        skeleton={{ rows: 3, height: 160 }}
        empty={{
          title: t('emptyTitle'),
          text: t('emptyText'),
          action: (
            <Button component={RouterLink} to="/search" variant="contained">
              {t('searchHomes')}
            </Button>
          ),
        }}
        paging={{
          page,
          pageLength: items.length,
          total: shown?.count ?? 0,
          onPage: setPage,
          label: t('list'),
        }}
      >
        <Stack component="ul" aria-label={t('list')} spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {items.map((application) => (
            <li key={application.id}>
              <MyApplicationCard
                application={application}
                conversation={conversationOf(application.listingId)}
              />
            </li>
          ))}
        </Stack>
      </ListState>
    </Stack>
  );
}
