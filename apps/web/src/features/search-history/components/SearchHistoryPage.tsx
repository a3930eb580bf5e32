import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import type { SearchHistoryUsersQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatTimestamp } from '../../../lib/format/timestamp';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SearchHistoryUsersDocument } from '../api/search-history-operations';
import { historyVariables } from '../hooks/history-params';
import { useHistoryParams } from '../hooks/use-history-params';
import { HistoryFilters } from './HistoryFilters';
import { formatNumber } from '../../../lib/format/number';

type SearchingUser = SearchHistoryUsersQuery['searchHistoryUsers']['items'][number];

const displayName = (u: Pick<SearchingUser, 'firstName' | 'lastName'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ').trim();

/** /search-history: the users who saved searches, the most recent searcher first (spec/01 §2, §3). */
export function SearchHistoryPage() {
  const { t } = useTranslation('searchHistory');
  const locale = useLocale();
  const { params, update, issue } = useHistoryParams();
  useDocumentTitle(t('searchHistory.title'));
  const { data, previousData, loading, error, refetch } = useQuery(SearchHistoryUsersDocument, {
    variables: historyVariables(params),
    fetchPolicy: 'cache-and-network',
    skip: !!issue,
  });
  const shown = (data ?? previousData)?.searchHistoryUsers;
  const rows = shown?.items ?? [];
  const filtered = !!(params.search || params.location || params.from || params.to);
  const number = (n: number) => formatNumber(n, locale);
  // The page keeps the filters when going to a user's searches and back.
  const back = useLocation().search;

  return (
    <Stack spacing={3}>
      <PageHeader title={t('searchHistory.title')} subtitle={t('searchHistory.subtitle')} />
      <HistoryFilters params={params} issue={issue} withSearch onChange={update} />
      <ListState
        query={{ data, previousData, loading, error, refetch }}
        errorMessage={t('searchHistory.loadError')}
        empty={
          filtered
            ? {
                title: t('searchHistory.noMatchTitle'),
                text: t('searchHistory.noMatchText'),
                action: (
                  <Button
                    variant="outlined"
                    onClick={() => update({ search: '', location: '', from: '', to: '' })}
                  >
                    {t('searchHistory.clear')}
                  </Button>
                ),
              }
            : { title: t('searchHistory.emptyTitle'), text: t('searchHistory.emptyText') }
        }
        paging={{
          page: params.page,
          pageLength: rows.length,
          total: shown?.count ?? 0,
          onPage: (page) => update({ page }),
          label: t('searchHistory.table'),
        }}
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('searchHistory.table')} aria-busy={loading}>
            <TableHead>
              <TableRow>
                <TableCell>{t('searchHistory.columns.user')}</TableCell>
                <TableCell>{t('searchHistory.columns.type')}</TableCell>
                <TableCell align="right">{t('searchHistory.columns.searches')}</TableCell>
                <TableCell>{t('searchHistory.columns.last')}</TableCell>
                <TableCell>{t('searchHistory.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((u) => {
                const name = displayName(u);
                const pathName = encodeURIComponent(name || u.email);
                return (
                  <TableRow key={u.userId} hover>
                    <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {name || t('searchHistory.noName')}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                        {u.email}
                      </Typography>
                    </TableCell>
                    <TableCell>{t(`userTypes.${u.userType}`, { ns: 'users' })}</TableCell>
                    <TableCell align="right">{number(u.searchCount)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(u.lastSearchAt)}</TableCell>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={`/search-history/${encodeURIComponent(u.userId)}/${pathName}`}
                        state={{ back }}
                        aria-label={t('searchHistory.viewLabel', { name: name || u.email })}
                        sx={{ whiteSpace: 'nowrap' }}
                      >
                        {t('searchHistory.view')}
                      </Link>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>
    </Stack>
  );
}
