import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { HEADER_HEIGHT_PX, PAGE_SIZE } from '@rentals/domain/limits';
import { placeName } from '@rentals/domain/locations/place-names';
import { searchFiltersSchema, type SearchFilters } from '@rentals/domain/search/schemas';
import { Suspense, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ListIcon, MapIcon } from '../../../components/plain/icons';
import { useLocale } from '../../../i18n/use-locale';
import { validationFailure } from '../../../lib/errors/validation-failure';
import { useSession } from '../../../lib/session/session-context';
import { deferModule, useDeferredModule, usePreload } from '../../../lib/deferred-module';
import { usePageHead } from '../../../lib/head/use-page-head';
import { SearchListingsDocument } from '../api/search-operations';
import { searchHead } from '../search-head';
import { issuesByFilter, type FilterIssues } from '../hooks/filter-errors';
import {
  MAX_PAGE,
  resetState,
  searchListingsVariables,
  withFilters,
  type SearchOrder,
} from '@rentals/domain/search/url-params';
import { useSaveSearch } from '../hooks/use-save-search';
import { useSearchState } from '../hooks/use-search-state';
import { FilterBar } from './FilterBar';
import { STICKY_TOP_PX, useSearchPageStyles } from './search-page-css';
import type { MapBounds } from './map/map-types';
import type { ResultsMapProps } from './ResultsMap';
import { SearchResults } from './SearchResults';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';

const resultsMap = deferModule(() => import('./ResultsMap'));

/**
 * The map, once the list has settled and its code has come (a placeholder of its size until then).
 * Its own component: the code's arrival renders it alone, not the page and its cards.
 */
function MapPanel({ settled, ...props }: ResultsMapProps & { settled: boolean }) {
  // Shown beside the list from 900px: its code is asked for as soon as the page is idle.
  const map = useDeferredModule(resultsMap, 'idle');
  return settled && map ? (
    <map.ResultsMap {...props} />
  ) : (
    <div className="plain-skeleton" style={{ height: props.height, borderRadius: 0 }} />
  );
}

/**
 * /search (spec/01 §2, §9): filters kept in the URL, ten results a page with 'Showing x-y of total
 * results', and a map of the results. At 900px and wider the list and the map sit side by side;
 * below, a toggle shows one or the other. The map's code (its box, then Leaflet) loads only after
 * the list has rendered. `SaveSearch`, the saved-searches feature's dialog, loads on the first
 * click of 'Save this search' (plain markup on the first paint).
 */
export function SearchPage({
  SaveSearch,
}: {
  SaveSearch?: ComponentType<{ filters: SearchFilters; onClose: () => void }>;
} = {}) {
  useSearchPageStyles();
  const { t } = useTranslation('search');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const { user } = useSession();
  const { state, update } = useSearchState();
  const saving = useSaveSearch(!!user);
  const { filters, order, page } = state;
  const [view, setView] = useState<'list' | 'map'>('list');
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const resultsTop = useRef<HTMLDivElement>(null);
  // Below 900px the map is behind the list/map toggle.
  usePreload(resultsMap);

  const locale = useLocale();
  const title = filters.city ? t('title', { city: placeName(filters.city, locale) }) : t('titleAll');

  // The page checks the filters with the same schema as the API (a reversed price range, say)
  // and does not search with filters the API would refuse.
  const clientIssues = useMemo<FilterIssues>(() => {
    const checked = searchFiltersSchema.safeParse(filters);
    return checked.success
      ? {}
      : issuesByFilter(
          checked.error.issues.map((i) => ({
            path: i.path,
            key: i.message,
            params: (i as { params?: unknown }).params,
          })),
        );
  }, [filters]);
  const clientInvalid = Object.keys(clientIssues).length > 0;

  const { data, previousData, loading, error, refetch } = usePublicQuery(SearchListingsDocument, {
    variables: searchListingsVariables(state, user?.id ?? null),
    skip: clientInvalid,
  });
  usePageHead(searchHead(state, data, { t, locale }));
  const refusedFields = error ? validationFailure(error) : null;
  const serverIssues: FilterIssues = refusedFields
    ? issuesByFilter(refusedFields.map((f) => ({ path: f.path, key: f.key, params: f.params })))
    : {};
  const invalid = clientInvalid || refusedFields !== null;
  const issues = clientInvalid ? clientIssues : serverIssues;

  // While the next page loads the previous one stays on screen; after an error it does not, as
  // those results would not match the filters shown.
  const shown = error || clientInvalid ? null : (data ?? previousData);
  const total = shown?.searchListingsCount ?? null;
  const pageCount = Math.min(MAX_PAGE, Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE)));

  // An old link past the last page shows the last page.
  useEffect(() => {
    if (data && page > pageCount) update((s) => ({ ...s, page: pageCount }));
  }, [data, page, pageCount, update]);

  // The map (and its code) comes once the list has answered, so it never delays the results.
  const [listSettled, setListSettled] = useState(false);
  if (!listSettled && (data || error || clientInvalid)) setListSettled(true);

  const setFilters = (patch: Partial<SearchFilters>) => update((s) => withFilters(s, patch));
  const setOrder = (next: SearchOrder) => update((s) => ({ ...s, order: next, page: 1 }));
  const reset = () => update(resetState);
  const setBounds = (bounds: MapBounds | null) => setFilters({ bounds: bounds ?? undefined });
  const goToPage = (next: number) => {
    update((s) => ({ ...s, page: next }), { push: true });
    resultsTop.current?.scrollIntoView({ block: 'start' });
  };

  const showList = !narrow || view === 'list';
  const showMap = !narrow || view === 'map';
  const mapHeight = narrow
    ? `max(360px, calc(100vh - ${HEADER_HEIGHT_PX + 200}px))`
    : `calc(100vh - ${STICKY_TOP_PX + 64}px)`;

  return (
    <div className="search-page">
      <h1 className="search-page__title">{title}</h1>
      <p className="plain-text plain-text--muted search-page__subtitle">{t('subtitle')}</p>
      {SaveSearch && (
        <button
          type="button"
          className="plain-button plain-button--outlined search-page__save"
          aria-haspopup="dialog"
          onClick={saving.start}
        >
          {t('saveSearch')}
        </button>
      )}
      {SaveSearch && saving.open && (
        <Suspense fallback={null}>
          <SaveSearch filters={filters} onClose={saving.close} />
        </Suspense>
      )}
      <FilterBar
        state={state}
        issues={issues}
        onFilters={setFilters}
        onOrder={setOrder}
        onReset={reset}
        narrow={narrow}
      />
      {narrow && (
        <div role="group" aria-label={t('view.label')} className="view-toggle">
          {(['list', 'map'] as const).map((v) => (
            <button type="button" key={v} aria-pressed={view === v} onClick={() => setView(v)}>
              {v === 'list' ? <ListIcon /> : <MapIcon />}
              {t(v === 'list' ? 'view.list' : 'view.map')}
            </button>
          ))}
        </div>
      )}
      <div className="search-page__columns">
        {showList && (
          <div ref={resultsTop} className="search-page__list">
            <SearchResults
              listings={shown?.searchListings ?? null}
              total={total ?? 0}
              page={page}
              loading={loading}
              failed={!!error && !invalid}
              invalid={invalid}
              onRetry={() => void refetch()}
              onReset={reset}
              onPage={goToPage}
              onHighlight={setHighlightedId}
              highlightedId={highlightedId}
            />
          </div>
        )}
        {showMap && (
          <div className="search-page__map">
            <MapPanel
              settled={listSettled}
              filters={filters}
              order={order}
              total={total}
              height={mapHeight}
              highlightedId={highlightedId}
              boundsIssue={issues.bounds}
              searchable={!clientInvalid}
              onBounds={setBounds}
            />
          </div>
        )}
      </div>
    </div>
  );
}
