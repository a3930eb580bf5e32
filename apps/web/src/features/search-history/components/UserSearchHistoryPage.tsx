import { useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../components/list-state/ListState';
import { SuccessToast } from '../../../components/SuccessToast';
import type { SearchHistoryOfUserQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatTimestamp } from '../../../lib/format/timestamp';
import { useSession } from '../../../lib/session/session-context';
import { usePageInRange } from '../../../lib/paging/use-page-in-range';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SearchHistoryOfUserDocument } from '../api/search-history-operations';
import { summarizeFilters, type FilterName, type SummaryWords } from '../format/filters-summary';
import { historyVariables } from '../hooks/history-params';
import { useHistoryParams } from '../hooks/use-history-params';
import { DeleteSearchesDialog } from './DeleteSearchesDialog';
import { HistoryFilters } from './HistoryFilters';

type Entry = SearchHistoryOfUserQuery['searchHistoryOfUser']['items'][number];

function useSummaryWords(): SummaryWords {
  const { t } = useTranslation('searchHistory');
  return useMemo(
    () => ({
      name: (filter: FilterName) => t(`userHistory.summary.${filter}`),
      yes: t('userHistory.summary.yes'),
      no: t('userHistory.summary.no'),
      atLeast: (value: string) => t('userHistory.summary.atLeast', { value }),
      mapArea: t('userHistory.summary.mapArea'),
    }),
    [t],
  );
}

/** The filters of one saved search, one per line. */
function FiltersCell({ entry }: { entry: Entry }) {
  const { t } = useTranslation('searchHistory');
  const locale = useLocale();
  const lines = summarizeFilters(entry.filters, locale, useSummaryWords());
  if (!lines.length) return <Typography variant="body2">{t('userHistory.cityOnly')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {lines.map((line) => (
        <Typography key={line.filter} component="li" variant="body2">
          {line.text}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * /search-history/{id}/{userName}: one user's saved searches with their location, filters and
 * time; staff with the users delete flag delete some or all of a page after confirming.
 */
export function UserSearchHistoryPage() {
  const { t } = useTranslation('searchHistory');
  const { id = '', userName = '' } = useParams();
  const { user } = useSession();
  const back = (useLocation().state as { back?: string } | null)?.back ?? '';
  const { params, update, issue } = useHistoryParams();
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const [selected, setSelected] = useState<string[]>([]);
  const [toDelete, setToDelete] = useState<string[]>([]);
  const [toast, setToast] = useState<string | null>(null);
  const canDelete = hasModulePermission(user, 'users', 'delete');
  const title = t('userHistory.title', { name: userName });
  useDocumentTitle(title);

  const { search: _usersPageOnly, ...filters } = historyVariables(params);
  const variables = { ...filters, userId: id };
  const { data, previousData, loading, error, refetch } = useQuery(SearchHistoryOfUserDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    skip: !!issue,
  });
  const shown = (data ?? previousData)?.searchHistoryOfUser;
  const rows = shown?.items ?? [];
  const filtered = !!(params.location || params.from || params.to);

  // Selection belongs to the page on screen.
  const pageKey = rows.map((r) => r.id).join();
  useEffect(() => setSelected([]), [pageKey]);
  // A page emptied by a delete shows the one before.
  usePageInRange(!!data, params.page, shown?.count ?? 0, setPage);

  const allSelected = rows.length > 0 && selected.length === rows.length;
  const toggle = (entryId: string, on: boolean) =>
    setSelected((prev) => (on ? [...prev, entryId] : prev.filter((s) => s !== entryId)));

  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to={`/search-history${back}`} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
          {t('userHistory.back')}
        </Button>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
      </Box>
      <HistoryFilters params={params} issue={issue} withSearch={false} onChange={update} />
      <ListState
        query={{ data, previousData, loading, error, refetch }}
        errorMessage={t('userHistory.loadError')}
        empty={
          filtered
            ? {
                title: t('userHistory.noMatchTitle'),
                text: t('userHistory.noMatchText'),
                action: (
                  <Button variant="outlined" onClick={() => update({ location: '', from: '', to: '' })}>
                    {t('searchHistory.clear')}
                  </Button>
                ),
              }
            : { title: t('userHistory.emptyTitle'), text: t('userHistory.emptyText') }
        }
        paging={{
          page: params.page,
          pageLength: rows.length,
          total: shown?.count ?? 0,
          onPage: setPage,
          label: t('userHistory.table', { name: userName }),
        }}
      >
        {canDelete && (
          <Box>
            <Button
              variant="outlined"
              color="error"
              startIcon={<Delete />}
              disabled={!selected.length}
              onClick={() => setToDelete(selected)}
            >
              {t('userHistory.deleteSelected', { count: selected.length })}
            </Button>
          </Box>
        )}
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('userHistory.table', { name: userName })} aria-busy={loading}>
            <TableHead>
              <TableRow>
                {canDelete && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allSelected}
                      indeterminate={selected.length > 0 && !allSelected}
                      onChange={(event) => setSelected(event.target.checked ? rows.map((r) => r.id) : [])}
                      slotProps={{ input: { 'aria-label': t('userHistory.selectAll') } }}
                    />
                  </TableCell>
                )}
                <TableCell>{t('userHistory.columns.date')}</TableCell>
                <TableCell>{t('userHistory.columns.location')}</TableCell>
                <TableCell>{t('userHistory.columns.filters')}</TableCell>
                {canDelete && <TableCell>{t('userHistory.columns.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry) => {
                const date = formatTimestamp(entry.createdAt);
                return (
                  <TableRow
                    key={entry.id}
                    hover
                    selected={selected.includes(entry.id)}
                    sx={{ verticalAlign: 'top' }}
                  >
                    {canDelete && (
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.includes(entry.id)}
                          onChange={(event) => toggle(entry.id, event.target.checked)}
                          slotProps={{ input: { 'aria-label': t('userHistory.selectOne', { date }) } }}
                        />
                      </TableCell>
                    )}
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {date}
                    </TableCell>
                    <TableCell>{entry.location ?? t('userHistory.anyLocation')}</TableCell>
                    <TableCell sx={{ minWidth: 200 }}>
                      <FiltersCell entry={entry} />
                    </TableCell>
                    {canDelete && (
                      <TableCell>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setToDelete([entry.id])}
                          aria-label={t('userHistory.deleteLabel', { date })}
                        >
                          {t('userHistory.delete')}
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>
      <DeleteSearchesDialog
        ids={toDelete}
        userName={userName}
        onClose={() => setToDelete([])}
        onDeleted={(count) => {
          setToDelete([]);
          setSelected([]);
          setToast(t('userHistory.deleted', { count }));
          void refetch();
        }}
      />
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
