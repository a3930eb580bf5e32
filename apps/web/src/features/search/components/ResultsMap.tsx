import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import {
  COMMON_VALIDATION_MESSAGES,
  isCommonValidationMessageKey,
} from '@rentals/domain/i18n/common-validation-messages';
import { MAP_LISTINGS_MAX } from '@rentals/domain/search/limits';
import type { SearchFilters } from '@rentals/domain/search/schemas';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { SearchMapListingsDocument } from '../api/search-operations';
import type { FilterIssue } from '../hooks/filter-errors';
import type { SearchOrder } from '@rentals/domain/search/url-params';
import { formatMoney, priceRange } from './card-format';
import { LazyListingsMap } from './map/LazyListingsMap';
import type { MapBounds, MapPoint } from './map/map-types';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';

/** Five decimals (about a metre) keep a shared link short. */
const rounded = (b: MapBounds): MapBounds => {
  const r = (v: number) => Math.round(v * 1e5) / 1e5;
  return { north: r(b.north), south: r(b.south), east: r(b.east), west: r(b.west) };
};

export interface ResultsMapProps {
  filters: SearchFilters;
  order: SearchOrder;
  /** The same total as the list, to say when the map shows only the first results. */
  total: number | null;
  height: string;
  highlightedId: string | null;
  boundsIssue?: FilterIssue;
  /** False while the filters do not pass the shared schema: the map keeps its last markers. */
  searchable: boolean;
  /** Puts the viewport in the search (or takes it out with null). */
  onBounds: (bounds: MapBounds | null) => void;
}

/**
 * The map beside (or instead of) the list: markers for the first results of the same search, and
 * "Search as I move the map", which makes the viewport a filter stored in the URL.
 */
export function ResultsMap({
  filters,
  order,
  total,
  height,
  highlightedId,
  boundsIssue,
  searchable,
  onBounds,
}: ResultsMapProps) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const { data, previousData } = usePublicQuery(SearchMapListingsDocument, {
    variables: { where: filters, orderBy: order, first: MAP_LISTINGS_MAX },
    skip: !searchable,
  });
  const listings = (data ?? previousData)?.searchListings;

  const points = useMemo<MapPoint[]>(
    () =>
      (listings ?? []).flatMap((l) => {
        if (!l.location) return [];
        const price = priceRange(l.units);
        return [
          {
            id: l.id,
            lat: l.location.lat,
            lng: l.location.lng,
            title: l.title,
            subtitle: l.location.address,
            premium: l.isPremium,
            price: price ? formatMoney(price.min, locale) : null,
          },
        ];
      }),
    [listings, locale],
  );

  const searchAsMove = filters.bounds != null;
  // The last viewport the map reported, put in the search when the box is ticked.
  const viewport = useRef<MapBounds | null>(null);
  // The URL's area is the map's first view when the page opens on a shared link.
  const initialBounds = useRef(filters.bounds ?? null);

  return (
    <Stack spacing={1} sx={{ height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <FormControlLabel
          label={t('map.searchAsMove')}
          control={
            <Checkbox
              checked={searchAsMove}
              onChange={(event) =>
                onBounds(event.target.checked && viewport.current ? rounded(viewport.current) : null)
              }
            />
          }
        />
        {total != null && total > MAP_LISTINGS_MAX && (
          <Typography variant="body2" color="text.secondary">
            {t('map.more', { count: MAP_LISTINGS_MAX })}
          </Typography>
        )}
      </Stack>
      {boundsIssue && (
        <Alert severity="warning">
          {translate(
            COMMON_VALIDATION_MESSAGES[
              isCommonValidationMessageKey(boundsIssue.key) ? boundsIssue.key : 'invalid'
            ],
            locale,
            { label: t('filters.mapBounds'), ...boundsIssue.params },
          )}
        </Alert>
      )}
      <LazyListingsMap
        points={points}
        label={t('map.label')}
        height={height}
        selectedId={highlightedId}
        initialBounds={initialBounds.current}
        fitToPoints={!searchAsMove}
        onBoundsChange={(bounds, byUser) => {
          viewport.current = bounds;
          if (byUser && searchAsMove) onBounds(rounded(bounds));
        }}
      />
    </Stack>
  );
}
