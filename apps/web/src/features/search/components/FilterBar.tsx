import RestartAlt from '@mui/icons-material/RestartAlt';
import Tune from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { translate } from '@rentals/domain/i18n/translate';
import { VALIDATION_MESSAGES, isValidationMessageKey } from '@rentals/domain/i18n/validation-messages';
import { BEDROOM_LABELS, BEDROOMS } from '@rentals/domain/listings/enums';
import { searchFiltersSchema, type SearchFilters } from '@rentals/domain/search/schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { deferModule, useDeferredModule } from '../../../lib/deferred-module';
import type { FilterIssue, FilterIssues } from '../hooks/filter-errors';
import {
  countSet,
  SEARCH_ORDERS,
  type SearchOrder,
  type SearchState,
} from '@rentals/domain/search/url-params';
import {
  ChoiceField,
  CityField,
  KeywordField,
  MultiSelectField,
  NeighbourhoodField,
  PriceField,
} from './FilterFields';

export type FilterKey = keyof SearchFilters;
/** The filters the bar can show (all of them at 900px and wider). */
export type BarKey = 'city' | 'neighbourhood' | 'keyword' | 'price_gte' | 'price_lte' | 'bedrooms';

/** Filters shown in the bar; the others are in the "More filters" drawer. */
const BAR_KEYS: Record<'wide' | 'narrow', readonly BarKey[]> = {
  wide: ['city', 'neighbourhood', 'keyword', 'price_gte', 'price_lte', 'bedrooms'],
  narrow: ['city', 'keyword'],
};
const DRAWER_KEYS: readonly FilterKey[] = [
  'city',
  'neighbourhood',
  'keyword',
  'price_gte',
  'price_lte',
  'bedrooms',
  'bathrooms',
  'propertyType',
  'pets',
  'furnished',
  'parking',
  'utilities',
  'tags',
  'moveIn',
];

export interface FilterBarProps {
  state: SearchState;
  /** Problems reported by the shared schema or the API, by filter. */
  issues: FilterIssues;
  onFilters: (patch: Partial<SearchFilters>) => void;
  onOrder: (order: SearchOrder) => void;
  onReset: () => void;
  /** Below 900px: fewer filters in the bar, the rest in a full-width drawer. */
  narrow: boolean;
}

const filterDrawer = deferModule(() => import('./FilterDrawer'));

export function FilterBar({ state, issues, onFilters, onOrder, onReset, narrow }: FilterBarProps) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const drawer = useDeferredModule(filterDrawer);
  const [open, setOpen] = useState(false);
  // A price typed that the schema refuses stays in its field with the message, and is not searched.
  const [typedIssues, setTypedIssues] = useState<FilterIssues>({});
  const f = state.filters;

  const labels: Record<FilterKey, string> = {
    city: t('filters.city'),
    neighbourhood: t('filters.neighbourhood'),
    keyword: t('filters.keyword'),
    price_gte: t('filters.priceMin'),
    price_lte: t('filters.priceMax'),
    bedrooms: t('filters.bedrooms'),
    bathrooms: t('filters.bathrooms'),
    propertyType: t('filters.propertyType'),
    pets: t('filters.pets'),
    furnished: t('filters.furnished'),
    parking: t('filters.parking'),
    utilities: t('filters.utilities'),
    tags: t('filters.tags'),
    moveIn: t('filters.moveIn'),
    bounds: t('filters.mapBounds'),
  };
  const message = (key: FilterKey) => {
    const issue: FilterIssue | undefined = typedIssues[key] ?? issues[key];
    if (!issue) return undefined;
    const messageKey = isValidationMessageKey(issue.key) ? issue.key : 'invalid';
    return translate(VALIDATION_MESSAGES[messageKey], locale, { label: labels[key], ...issue.params });
  };

  const setPrice = (key: 'price_gte' | 'price_lte') => (text: string) => {
    const parsed = text.trim() === '' ? null : searchFiltersSchema.shape[key].safeParse(Number(text));
    if (parsed && !parsed.success) {
      const first = parsed.error.issues[0];
      setTypedIssues((prev) => ({ ...prev, [key]: { key: first?.message ?? 'invalid', params: {} } }));
      return;
    }
    setTypedIssues(({ [key]: _dropped, ...rest }) => rest);
    onFilters({ [key]: parsed?.data ?? undefined });
  };
  const fields: Record<BarKey, ReactNode> = {
    city: <CityField value={f.city ?? ''} onChange={(city) => onFilters({ city })} error={message('city')} />,
    neighbourhood: (
      <NeighbourhoodField
        city={f.city ?? ''}
        value={f.neighbourhood ?? ''}
        onChange={(neighbourhood) => onFilters({ neighbourhood })}
        error={message('neighbourhood')}
      />
    ),
    keyword: (
      <KeywordField
        value={f.keyword ?? ''}
        onChange={(keyword) => onFilters({ keyword })}
        error={message('keyword')}
      />
    ),
    price_gte: (
      <PriceField
        label={labels.price_gte}
        value={f.price_gte == null ? '' : String(f.price_gte)}
        onChange={setPrice('price_gte')}
        error={message('price_gte')}
      />
    ),
    price_lte: (
      <PriceField
        label={labels.price_lte}
        value={f.price_lte == null ? '' : String(f.price_lte)}
        onChange={setPrice('price_lte')}
        error={message('price_lte')}
      />
    ),
    bedrooms: (
      <MultiSelectField
        label={labels.bedrooms}
        values={BEDROOMS}
        labels={BEDROOM_LABELS}
        value={f.bedrooms ?? []}
        onChange={(bedrooms) => onFilters({ bedrooms: [...bedrooms] })}
        error={message('bedrooms')}
      />
    ),
  };

  const barKeys = BAR_KEYS[narrow ? 'narrow' : 'wide'];
  const drawerKeys = DRAWER_KEYS.filter((k) => !barKeys.some((b) => b === k));
  const moreSet = countSet(f, drawerKeys);
  const drawerHasIssue = drawerKeys.some((k) => message(k));
  const openDrawer = () => {
    setOpen(true);
    // Its code could not load (offline, say): the button is back to normal, and a click tries again.
    filterDrawer.load().catch(() => setOpen(false));
  };

  return (
    <Box component="section" role="search" aria-label={t('filters.label')}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: narrow
            ? 'repeat(2, minmax(0, 1fr))'
            : { xs: 'repeat(3, minmax(0, 1fr))', lg: '1.6fr 1.3fr 1.6fr 1fr 1fr 1.3fr' },
        }}
      >
        {barKeys.map((k) => (
          <Box key={k} sx={{ minWidth: 0 }}>
            {fields[k]}
          </Box>
        ))}
      </Box>
      <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <CornerCount count={moreSet} error={drawerHasIssue}>
          <Button
            variant="outlined"
            // Clicked before the drawer's code has come: a spinner until it opens.
            startIcon={
              open && !drawer ? <CircularProgress size={20} color="inherit" aria-hidden /> : <Tune />
            }
            onClick={openDrawer}
            onPointerEnter={filterDrawer.preload}
            onFocus={filterDrawer.preload}
            aria-haspopup="dialog"
            aria-label={moreSet ? t('filters.moreCount', { count: moreSet }) : t('filters.more')}
            sx={{ minHeight: 40 }}
          >
            {t('filters.more')}
          </Button>
        </CornerCount>
        {/* Below 900px Reset is in the drawer (and on an empty result), keeping the bar to one row. */}
        {!narrow && (
          <Button variant="text" startIcon={<RestartAlt />} onClick={onReset}>
            {t('filters.reset')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ width: narrow ? 'auto' : 220, flexGrow: narrow ? 1 : 0, minWidth: 150 }}>
          <OrderField value={state.order} onChange={onOrder} size={narrow ? 'small' : 'medium'} />
        </Box>
      </Stack>

      {drawer && (
        <drawer.FilterDrawer
          open={open}
          onClose={() => setOpen(false)}
          narrow={narrow}
          keys={drawerKeys}
          barFields={fields}
          filters={f}
          onFilters={onFilters}
          onReset={onReset}
          labels={labels}
          message={message}
        />
      )}
    </Box>
  );
}

function OrderField({
  value,
  onChange,
  size,
}: {
  value: SearchOrder;
  onChange: (order: SearchOrder) => void;
  size: 'small' | 'medium';
}) {
  const { t } = useTranslation('search');
  const labels: Record<SearchOrder, string> = {
    NEWEST: t('filters.orderNEWEST'),
    PRICE_ASC: t('filters.orderPRICE_ASC'),
    PRICE_DESC: t('filters.orderPRICE_DESC'),
  };
  return (
    <ChoiceField<SearchOrder>
      label={t('filters.order')}
      options={SEARCH_ORDERS.map((o) => ({ value: o, label: labels[o] }))}
      value={value}
      required
      size={size}
      onChange={(v) => onChange(v === '' ? 'NEWEST' : v)}
    />
  );
}

/**
 * A count on the top right corner of its child, red when `error`, as MUI's Badge draws it, without
 * Badge's module. With no count it shrinks away, keeping its last number and colour meanwhile.
 */
function CornerCount({ count, error, children }: { count: number; error: boolean; children: ReactNode }) {
  const shown = count > 0;
  const [last, setLast] = useState({ count, error });
  if (shown && (last.count !== count || last.error !== error)) setLast({ count, error });
  const drawn = shown ? { count, error } : last;
  return (
    <Box
      component="span"
      sx={{ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }}
    >
      {children}
      <Box
        component="span"
        aria-hidden
        sx={(theme) => ({
          position: 'absolute',
          top: 0,
          right: 0,
          zIndex: 1,
          boxSizing: 'border-box',
          display: 'flex',
          flexWrap: 'wrap',
          alignContent: 'center',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 20,
          height: 20,
          padding: '0 6px',
          borderRadius: '10px',
          fontFamily: theme.typography.fontFamily,
          fontWeight: theme.typography.fontWeightMedium,
          fontSize: theme.typography.pxToRem(12),
          lineHeight: 1,
          bgcolor: drawn.error ? 'error.main' : 'primary.main',
          color: drawn.error ? 'error.contrastText' : 'primary.contrastText',
          transformOrigin: '100% 0%',
          transform: `scale(${shown ? 1 : 0}) translate(50%, -50%)`,
          transition: theme.transitions.create('transform', {
            easing: theme.transitions.easing.easeInOut,
            duration: shown
              ? theme.transitions.duration.enteringScreen
              : theme.transitions.duration.leavingScreen,
          }),
          '@media (forced-colors: active)': { border: '1px solid ButtonBorder' },
        })}
      >
        {drawn.count}
      </Box>
    </Box>
  );
}
