import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { INTERNAL_MAP_MAX_POINTS } from '@rentals/domain/listings/map-tracker';
import { LISTING_STATES, type ListingState } from '@rentals/domain/listings/states';
import { SEARCH_DEBOUNCE_MS } from '@rentals/domain/limits';
import { SEARCH_TEXT_MAX_LENGTH } from '@rentals/domain/search/limits';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError } from '../../../../lib/errors/graphql-error';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { InternalMapListingsDocument } from '../api/map-tracker-operations';
import {
  countByState,
  STATE_COLOURS,
  trackerPoints,
  type TrackedListing,
  type TrackerPoint,
} from '../format/map-points';
import { MapListingDetails } from './MapListingDetails';
import { MapListingTable } from './MapListingTable';
import { formatNumber } from '../../../../lib/format/number';

/** The search feature's lazy listings map, handed in by the route (features do not import each other). */
export type TrackerMap = ComponentType<{
  points: readonly TrackerPoint[];
  label: string;
  height: number | string;
  selectedId?: string | null;
}>;

const NONE: readonly TrackedListing[] = [];

function Legend({ counts }: { counts: Record<ListingState, number> | null }) {
  const { t } = useTranslation('mapTracker');
  const locale = useLocale();
  const number = (n: number) => formatNumber(n, locale);
  return (
    <Paper variant="outlined" component="section" aria-label={t('map.legend')} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('map.legend')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('map.legendText')}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
      >
        {LISTING_STATES.map((state) => (
          <Stack key={state} component="li" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              component="span"
              sx={{
                px: 1,
                borderRadius: 2,
                fontSize: 13,
                fontWeight: 700,
                // The markers' colours (map-points.ts), with the state's name as on the markers.
                color: STATE_COLOURS[state].text,
                bgcolor: STATE_COLOURS[state].background,
              }}
            >
              {t(`map.state.${state}`)}
            </Box>
            {counts && <Typography variant="body2">{number(counts[state])}</Typography>}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * /internal-properties, the properties map tracker: every listing on a clustered map, each marker
 * naming its state, with filters by state and city, the legend, and the same listings as a list
 * whose rows open the details of a listing (singleMapBuilding).
 */
export function MapTrackerPage({ ListingsMap }: { ListingsMap: TrackerMap }) {
  const { t } = useTranslation('mapTracker');
  const locale = useLocale();
  useDocumentTitle(t('map.title'));
  const [states, setStates] = useState<ListingState[]>([...LISTING_STATES]);
  const [typedCity, setTypedCity] = useState('');
  const city = useDebouncedValue(typedCity.trim(), SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<{ id: string; state: ListingState; opener: HTMLElement } | null>(null);

  const all = states.length === LISTING_STATES.length;
  const { data, previousData, loading, error, refetch } = useQuery(InternalMapListingsDocument, {
    variables: { state: all ? null : states, city: city || null },
    skip: states.length === 0,
  });
  const listings = states.length === 0 ? NONE : ((data ?? previousData)?.internalMapListings ?? null);
  const stateLabel = (state: ListingState) => t(`map.state.${state}`);
  const points = useMemo(
    () => trackerPoints(listings ?? [], (state) => t(`map.state.${state}`)),
    [listings, t],
  );
  const counts = listings ? countByState(listings) : null;
  const number = (n: number) => formatNumber(n, locale);

  const toggleState = (state: ListingState, on: boolean) =>
    setStates((prev) => LISTING_STATES.filter((s) => (s === state ? on : prev.includes(s))));

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('map.title')}
        </Typography>
        <Typography color="text.secondary">{t('map.subtitle')}</Typography>
      </Box>

      <Stack
        role="search"
        aria-label={t('map.filters')}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('map.states')}</FormLabel>
          <FormGroup row>
            {LISTING_STATES.map((state) => (
              <FormControlLabel
                key={state}
                label={stateLabel(state)}
                control={
                  <Checkbox
                    checked={states.includes(state)}
                    onChange={(event) => toggleState(state, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
        <TextField
          type="search"
          label={t('map.city')}
          helperText={t('map.cityHint')}
          value={typedCity}
          onChange={(event) => setTypedCity(event.target.value)}
          slotProps={{ htmlInput: { maxLength: SEARCH_TEXT_MAX_LENGTH } }}
          sx={{ minWidth: { md: 260 } }}
        />
      </Stack>

      <Legend counts={counts} />

      {error && !listings ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
        >
          {toAppError(error).code === 'NO_ACCESS' ? errorText(toAppError(error), locale) : t('map.loadError')}
        </Alert>
      ) : (
        <>
          <Typography role="status" color="text.secondary">
            {listings ? t('map.count', { count: listings.length, formatted: number(listings.length) }) : ''}
          </Typography>
          {listings?.length === INTERNAL_MAP_MAX_POINTS && (
            <Alert severity="info">{t('map.limit', { count: INTERNAL_MAP_MAX_POINTS })}</Alert>
          )}
          <Box aria-busy={loading}>
            <ListingsMap
              points={points}
              label={t('map.label')}
              height="clamp(320px, 60vh, 640px)"
              selectedId={chosen?.id ?? null}
            />
          </Box>
          {chosen && (
            <MapListingDetails
              id={chosen.id}
              state={chosen.state}
              onClose={() => {
                // Back to the Details button that opened the panel, when its row is still listed.
                if (chosen.opener.isConnected) chosen.opener.focus();
                setChosen(null);
              }}
            />
          )}
          {listings && listings.length === 0 ? (
            <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
              <Typography variant="h6" component="h2">
                {t('map.emptyTitle')}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('map.emptyText')}
              </Typography>
            </Paper>
          ) : listings ? (
            <MapListingTable
              listings={listings}
              chosenId={chosen?.id ?? null}
              onChoose={(listing, opener) => setChosen({ id: listing.id, state: listing.state, opener })}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
