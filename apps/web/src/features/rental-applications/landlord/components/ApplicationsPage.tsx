import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ListState } from '../../../../components/list-state/ListState';
import { LoadError } from '../../../../components/LoadError';
import { PageHeader } from '../../../../components/PageHeader';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import {
  ApplicationListingsDocument,
  LandlordApplicationsDocument,
} from '../api/landlord-application-operations';
import { isReviewFiltered } from '../hooks/review-params';
import { useReviewParams } from '../hooks/use-review-params';
import { ApplicationFilters } from './ApplicationFilters';
import { ApplicationRow } from './ApplicationRow';
import { LandlordTabs } from './LandlordTabs';

/**
 * /building/applications (issue 18): the applications to the landlord's listings, newest first,
 * paged by the API, filtered by listing and status in the URL. Opening one marks it VIEWED on the
 * server; the list asks again each time it is shown, so it says so on the way back.
 */
export function ApplicationsPage() {
  const { t } = useTranslation('applicationReview');
  useDocumentTitle(t('list.title'));
  const { search } = useLocation();
  const { params, update } = useReviewParams();
  const query = useQuery(LandlordApplicationsDocument, {
    variables: {
      listingId: params.listing || null,
      status: params.status || null,
      first: PAGE_SIZE,
      skip: (params.page - 1) * PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const listings = useQuery(ApplicationListingsDocument, { fetchPolicy: 'cache-and-network' });
  const page = (query.data ?? query.previousData)?.landlordRentalApplications;
  const items = page?.items ?? [];

  return (
    <Stack spacing={3}>
      <LandlordTabs />
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      {listings.error ? (
        <LoadError error={listings.error} message={t('list.listingsError')} />
      ) : (
        <ApplicationFilters
          params={params}
          listings={listings.data?.searchBuildingByLandlord ?? []}
          onChange={update}
        />
      )}
      <ListState
        query={query}
        errorMessage={t('list.loadError')}
        skeleton={{ rows: 3, height: 220 }}
        empty={
          isReviewFiltered(params)
            ? {
                title: t('list.noMatchTitle'),
                text: t('list.noMatchText'),
                action: (
                  <Button variant="outlined" onClick={() => update({ listing: '', status: '' })}>
                    {t('list.clear')}
                  </Button>
                ),
              }
            : { title: t('list.emptyTitle'), text: t('list.emptyText') }
        }
        paging={{
          page: params.page,
          pageLength: items.length,
          total: page?.count ?? 0,
          onPage: (next) => update({ page: next }),
          label: t('list.label'),
        }}
      >
        <Stack component="ul" aria-label={t('list.label')} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((application) => (
            <li key={application.id}>
              <ApplicationRow application={application} back={search} />
            </li>
          ))}
        </Stack>
      </ListState>
    </Stack>
  );
}
