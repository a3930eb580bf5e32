import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { resultRange } from '@rentals/domain/listings/rules';
import { useTranslation } from 'react-i18next';
import type { ListingCardFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { deferModule, useDeferredModule } from '../../../lib/deferred-module';
import { MAX_PAGE } from '@rentals/domain/search/url-params';
import { formatNumber } from './card-format';
import { ListingCard } from './ListingCard';
import { useSearchPageStyles } from './search-page-css';

/** The cards whose pictures are on a phone's first screen: loaded first, not lazily. */
const PRIORITY_CARDS = 2;

const resultsPaging = deferModule(() => import('./ResultsPaging'));

/*
 * The pager and the loading bar render on their own as their code arrives, so that its arrival
 * does not render the cards again.
 */
function LoadingBar() {
  const paging = useDeferredModule(resultsPaging);
  return paging ? <paging.ResultsLoadingBar /> : null;
}

function Pagination(props: { count: number; page: number; onPage: (page: number) => void }) {
  const paging = useDeferredModule(resultsPaging);
  return paging ? (
    <paging.ResultsPagination {...props} />
  ) : (
    <div className="plain-skeleton search-results__pager-placeholder" />
  );
}

export interface SearchResultsProps {
  listings: readonly ListingCardFieldsFragment[] | null;
  total: number;
  page: number;
  loading: boolean;
  /** The results could not be loaded (not a validation problem: those show on the filters). */
  failed: boolean;
  /** The filters do not pass the shared schema: nothing was searched. */
  invalid: boolean;
  onRetry: () => void;
  onReset: () => void;
  onPage: (page: number) => void;
  /** The card the pointer or focus is on, for the map to highlight. */
  onHighlight: (id: string | null) => void;
  highlightedId: string | null;
}

export function SearchResults({
  listings,
  total,
  page,
  loading,
  failed,
  invalid,
  onRetry,
  onReset,
  onPage,
  onHighlight,
  highlightedId,
}: SearchResultsProps) {
  useSearchPageStyles();
  const { t } = useTranslation('search');
  const locale = useLocale();

  if (invalid) return <Alert severity="warning">{t('results.invalid')}</Alert>;

  if (failed && !listings) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('results.retry')}
          </Button>
        }
      >
        {t('results.error')}
      </Alert>
    );
  }

  if (!listings) {
    return (
      <Box role="status" aria-busy="true" aria-label={t('results.loading')}>
        <Skeleton width={220} sx={{ mb: 2 }} />
        <ul className="card-grid">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 10', height: 'auto' }} />
              <Skeleton width="40%" sx={{ mt: 1 }} />
              <Skeleton width="80%" />
              <Skeleton width="60%" />
            </li>
          ))}
        </ul>
      </Box>
    );
  }

  if (listings.length === 0 && page === 1) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <SearchOff fontSize="large" color="action" aria-hidden />
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          {t('results.emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: 480, mx: 'auto' }}>
          {t('results.emptyText')}
        </Typography>
        <Button variant="contained" onClick={onReset}>
          {t('results.reset')}
        </Button>
      </Paper>
    );
  }

  const skip = (page - 1) * PAGE_SIZE;
  const range = resultRange(skip, listings.length, total);
  const pageCount = Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / PAGE_SIZE)));
  const fmt = (n: number) => formatNumber(n, locale);

  return (
    <div className="search-results">
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('results.retry')}
            </Button>
          }
        >
          {t('results.error')}
        </Alert>
      )}
      <p role="status" className="plain-text plain-text--muted">
        {t('results.showing', { from: fmt(range.from), to: fmt(range.to), total: fmt(range.total) })}
      </p>
      <div className="search-results__list">
        {/* Before its code has come, the dimmed, busy list shows the loading alone. */}
        {loading && <LoadingBar />}
        <ul
          aria-label={t('results.list')}
          aria-busy={loading}
          className={loading ? 'card-grid card-grid--loading' : 'card-grid'}
        >
          {listings.map((listing, index) => (
            <li
              key={listing.id}
              onMouseEnter={() => onHighlight(listing.id)}
              onMouseLeave={() => onHighlight(null)}
              onFocus={() => onHighlight(listing.id)}
              onBlur={() => onHighlight(null)}
            >
              <ListingCard
                listing={listing}
                selected={listing.id === highlightedId}
                priority={index < PRIORITY_CARDS}
              />
            </li>
          ))}
        </ul>
      </div>
      {pageCount > 1 && <Pagination count={pageCount} page={Math.min(page, pageCount)} onPage={onPage} />}
    </div>
  );
}
