import { translate } from '@rentals/domain/i18n/translate';
import {
  COMMON_VALIDATION_MESSAGES,
  isCommonValidationMessageKey,
} from '@rentals/domain/i18n/common-validation-messages';
import { BEDROOM_LABELS, BEDROOMS } from '@rentals/domain/listings/enums';
import { searchFiltersSchema, type SearchFilters } from '@rentals/domain/search/schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RestartAltIcon, TuneIcon } from '../../../components/plain/icons';
import { Spinner } from '../../../components/plain/Spinner';
import { useLocale } from '../../../i18n/use-locale';
import { deferModule, useDeferredModule } from '../../../lib/deferred-module';
import type { FilterIssue, FilterIssues } from '../hooks/filter-errors';
import { useSearchPageStyles } from './search-page-css';
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
  useSearchPageStyles();
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
    const messageKey = isCommonValidationMessageKey(issue.key) ? issue.key : 'invalid';
    return translate(COMMON_VALIDATION_MESSAGES[messageKey], locale, { label: labels[key], ...issue.params });
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
    <section role="search" aria-label={t('filters.label')}>
      <div className={`filter-bar__fields filter-bar__fields--${narrow ? 'narrow' : 'wide'}`}>
        {barKeys.map((k) => (
          <div key={k}>{fields[k]}</div>
        ))}
      </div>
      <div className="filter-bar__actions">
        <CornerCount count={moreSet} error={drawerHasIssue}>
          <button
            type="button"
            className="plain-button plain-button--outlined filter-bar__more"
            onClick={openDrawer}
            onPointerEnter={filterDrawer.preload}
            onFocus={filterDrawer.preload}
            aria-haspopup="dialog"
            aria-label={moreSet ? t('filters.moreCount', { count: moreSet }) : t('filters.more')}
          >
            <span className="plain-button__icon">
              {/* Clicked before the drawer's code has come: a spinner until it opens. */}
              {open && !drawer ? <Spinner size={20} inherit /> : <TuneIcon />}
            </span>
            {t('filters.more')}
          </button>
        </CornerCount>
        {/* Below 900px Reset is in the drawer (and on an empty result), keeping the bar to one row. */}
        {!narrow && (
          <button type="button" className="plain-button plain-button--primary" onClick={onReset}>
            <span className="plain-button__icon">
              <RestartAltIcon />
            </span>
            {t('filters.reset')}
          </button>
        )}
        <div className="filter-bar__spacer" />
        <div className={narrow ? 'filter-bar__order filter-bar__order--narrow' : 'filter-bar__order'}>
          <OrderField value={state.order} onChange={onOrder} size={narrow ? 'small' : 'medium'} />
        </div>
      </div>

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
    </section>
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
    FRESHNESS: t('filters.orderFRESHNESS'),
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
  const badge = [
    'corner-count__badge',
    shown && 'corner-count__badge--shown',
    drawn.error && 'corner-count__badge--error',
  ];
  return (
    <span className="corner-count">
      {children}
      <span aria-hidden className={badge.filter(Boolean).join(' ')}>
        {drawn.count}
      </span>
    </span>
  );
}
