import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager/Pager';

/*
 * What the results need once they have come, not for the page's first render: the pager under
 * them and the bar over them while another page or search loads. A chunk of its own, loaded at the
 * visitor's first interaction with the page (SearchResults, lib/deferred-module).
 */

export function ResultsPagination({
  count,
  page,
  onPage,
}: {
  count: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('search');
  return <Pager page={page} pageCount={count} onPage={onPage} label={t('results.pagination')} />;
}

export function ResultsLoadingBar() {
  const { t } = useTranslation('search');
  return (
    <LinearProgress
      aria-label={t('results.loading')}
      sx={{ position: 'absolute', top: -10, left: 0, right: 0 }}
    />
  );
}
