import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlSearch } from '../../../lib/use-url-search';
import { SavedHomesDocument } from '../api/saved-home-operations';
import { SavedHomeRow } from './SavedHomeRow';

/**
 * /saved-homes (issue 22): the homes the renter saved with the heart, newest first and paged, each
 * with whether it is still available or its price changed, the renter's note and 'Remove'. From
 * the account menu.
 */
export function SavedHomesPage() {
  const { t } = useTranslation('savedHomes');
  useDocumentTitle(t('title'));
  const { page, setPage, skip } = useUrlSearch();
  const query = useQuery(SavedHomesDocument, {
    variables: { first: PAGE_SIZE, skip },
    // A listing's price and state change while the renter is away.
    fetchPolicy: 'cache-and-network',
  });
  const shown = (query.data ?? query.previousData)?.savedHomes;
  const items = shown?.items ?? [];

  return (
    <Stack spacing={3} sx={{ maxWidth: 880, mx: 'auto' }}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListState
        query={query}
        errorMessage={t('loadError')}
        skeleton={{ rows: 3, height: 200 }}
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
          label: t('pages'),
        }}
      >
        <Stack component="ul" aria-label={t('list')} spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {items.map((home) => (
            <li key={home.id}>
              <SavedHomeRow home={home} onRemoved={() => void query.refetch()} />
            </li>
          ))}
        </Stack>
      </ListState>
    </Stack>
  );
}
