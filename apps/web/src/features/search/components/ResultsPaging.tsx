import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

/*
 * What the results need once they have come, not for the page's first render: the pager under
 * them and the bar over them while another page or search loads. A chunk of its own, loaded at the
 * visitor's first interaction with the page (SearchResults, lib/deferred-module).
 */

/** The labels of Pagination's arrow buttons (MUI's own are English only). */
const PAGE_BUTTONS = {
  first: 'results.firstPage',
  last: 'results.lastPage',
  next: 'results.nextPage',
  previous: 'results.previousPage',
} as const;

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
  return (
    <Pagination
      count={count}
      page={page}
      onChange={(_, to) => onPage(to)}
      color="primary"
      siblingCount={1}
      aria-label={t('results.pagination')}
      getItemAriaLabel={(type, to, selected) =>
        type === 'page'
          ? t(selected ? 'results.currentPage' : 'results.goToPage', { page: to })
          : t(PAGE_BUTTONS[type as keyof typeof PAGE_BUTTONS])
      }
      sx={{ alignSelf: 'center', '& ul': { justifyContent: 'center' } }}
    />
  );
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
