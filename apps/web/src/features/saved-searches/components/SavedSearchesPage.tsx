import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { SuccessToast } from '../../../components/SuccessToast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SavedSearchesDocument } from '../api/saved-search-operations';
import { SavedSearchItem } from './SavedSearchItem';

/** /saved-searches: the user's saved searches, each opened, renamed, paused or deleted in place. */
export function SavedSearchesPage() {
  const { t } = useTranslation('savedSearches');
  useDocumentTitle(t('page.title'));
  const query = useQuery(SavedSearchesDocument);
  const searches = query.data?.savedSearches ?? [];
  const [page, setPage] = useState(1);
  const [toast, setToast] = useState<string | null>(null);
  const lastPage = Math.max(1, Math.ceil(searches.length / PAGE_SIZE));
  const current = Math.min(page, lastPage);
  const shown = searches.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <Stack spacing={3}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <ListState
        query={query}
        errorMessage={t('page.loadError')}
        skeleton={{ rows: 3, height: 132 }}
        empty={{
          title: t('page.emptyTitle'),
          text: t('page.emptyText'),
          action: (
            <Button component={RouterLink} to="/search" variant="contained">
              {t('page.startSearch')}
            </Button>
          ),
        }}
        paging={{
          page: current,
          pageLength: shown.length,
          total: searches.length,
          onPage: setPage,
          label: t('page.list'),
        }}
      >
        <List aria-label={t('page.list')} disablePadding sx={{ display: 'grid', gap: 1.5 }}>
          {shown.map((search) => (
            <ListItem key={search.id} disablePadding>
              <SavedSearchItem search={search} onDone={setToast} />
            </ListItem>
          ))}
        </List>
      </ListState>
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
