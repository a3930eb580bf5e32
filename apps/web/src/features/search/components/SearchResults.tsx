import { PAGE_SIZE } from '@rentals/domain/limits';
import { resultRange } from '@rentals/domain/listings/rules';
import { useTranslation } from 'react-i18next';
import type { ListingCardFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { deferModule, useDeferredModule } from '../../../lib/deferred-module';
import { MAX_PAGE } from '@rentals/domain/search/url-params';
import { formatResultCount } from '../result-count';
import { formatNumber } from './card-format';
import { ListingCard } from './ListingCard';
import type { ResultsNoticeProps } from './ResultsNotice';
import { useSearchPageStyles } from './search-page-css';

/** The cards whose pictures are on a phone's first screen: loaded first, not lazily. */
const PRIORITY_CARDS = 2;

const resultsPaging = deferModule(() => import('./ResultsPaging'));
const resultsNotice = deferModule(() => import('./ResultsNotice'));

/** Until the notice's code has come (or when it cannot), its text alone says what happened. */
const NOTICE_TEXT = {
  invalid: 'results.invalid',
  error: 'results.error',
  empty: 'results.emptyTitle',
} as const;

function Notice(props: ResultsNoticeProps) {
  const { t } = useTranslation('search');
  const notice = useDeferredModule(resultsNotice, 'idle');
  return notice ? (
    <notice.ResultsNotice {...props} />
  ) : (
    <p role={props.kind === 'empty' ? 'status' : 'alert'} className="plain-text">
      {t(NOTICE_TEXT[props.kind])}
    </p>
  );
}

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

  if (invalid) return <Notice kind="invalid" onRetry={onRetry} onReset={onReset} />;
  if (failed && !listings) return <Notice kind="error" onRetry={onRetry} onReset={onReset} />;

  if (!listings) {
    return (
      <div role="status" aria-busy="true" aria-label={t('results.loading')}>
        <div className="plain-skeleton results-skeleton__count" />
        <ul className="card-grid">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <div className="plain-skeleton results-skeleton__picture" />
              <div className="plain-skeleton results-skeleton__line" style={{ width: '40%' }} />
              <div className="plain-skeleton results-skeleton__line" style={{ width: '80%' }} />
              <div className="plain-skeleton results-skeleton__line" style={{ width: '60%' }} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (listings.length === 0 && page === 1) return <Notice kind="empty" onRetry={onRetry} onReset={onReset} />;

  const skip = (page - 1) * PAGE_SIZE;
  const range = resultRange(skip, listings.length, total);
  const pageCount = Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / PAGE_SIZE)));
  const fmt = (n: number) => formatNumber(n, locale);

  return (
    <div className="search-results">
      {failed && <Notice kind="error" onRetry={onRetry} onReset={onReset} />}
      <p role="status" className="plain-text plain-text--muted">
        {t('results.showing', {
          count: range.total,
          from: fmt(range.from),
          to: fmt(range.to),
          total: formatResultCount(range.total, locale),
        })}
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
