import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Tune from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { VALIDATION_MESSAGES, isValidationMessageKey } from '@rentals/domain/i18n/validation-messages';
import {
  BEDROOM_LABELS,
  BEDROOMS,
  LOCATION_TAG_LABELS,
  LOCATION_TAGS,
  PET_LABELS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  UTILITIES,
  UTILITY_LABELS,
} from '@rentals/domain/listings/enums';
import { SEARCH_PETS } from '@rentals/domain/search/limits';
import { searchFiltersSchema, type SearchFilters } from '@rentals/domain/search/schemas';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import type { FilterIssue, FilterIssues } from '../hooks/filter-errors';
import {
  countSet,
  SEARCH_ORDERS,
  type SearchOrder,
  type SearchState,
} from '@rentals/domain/search/url-params';
import {
  CheckboxGroupField,
  ChoiceField,
  CityField,
  KeywordField,
  MoveInField,
  MultiSelectField,
  NeighbourhoodField,
  PriceField,
} from './FilterFields';

/** Bathrooms at least: the choices offered (the unit form's 1 to 8 in halves, trimmed). */
const BATHROOM_CHOICES = [1, 1.5, 2, 2.5, 3, 4] as const;

type Key = keyof SearchFilters;

/** Filters shown in the bar; the others are in the "More filters" drawer. */
const BAR_KEYS: Record<'wide' | 'narrow', readonly Key[]> = {
  wide: ['city', 'neighbourhood', 'keyword', 'price_gte', 'price_lte', 'bedrooms'],
  narrow: ['city', 'keyword'],
};
const DRAWER_KEYS: readonly Key[] = [
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

export function FilterBar({ state, issues, onFilters, onOrder, onReset, narrow }: FilterBarProps) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const drawerTitleId = useId();
  const [open, setOpen] = useState(false);
  // A price typed that the schema refuses stays in its field with the message, and is not searched.
  const [typedIssues, setTypedIssues] = useState<FilterIssues>({});
  const f = state.filters;

  const labels: Record<Key, string> = {
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
  const message = (key: Key) => {
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
  const yesNo = (v: boolean | null | undefined) => (v == null ? '' : v ? 'yes' : 'no');
  const fromYesNo = (v: string) => (v === '' ? undefined : v === 'yes');

  const fields: Record<Key, ReactNode> = {
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
    bathrooms: (
      <ChoiceField
        label={labels.bathrooms}
        options={BATHROOM_CHOICES.map((n) => ({
          value: String(n),
          label: t('filters.bathroomsAtLeast', { value: new Intl.NumberFormat(locale).format(n) }),
        }))}
        value={f.bathrooms == null ? '' : String(f.bathrooms)}
        onChange={(v) => onFilters({ bathrooms: v === '' ? undefined : Number(v) })}
        error={message('bathrooms')}
      />
    ),
    propertyType: (
      <CheckboxGroupField
        label={labels.propertyType}
        values={PROPERTY_TYPES}
        labels={PROPERTY_TYPE_LABELS}
        value={f.propertyType ?? []}
        onChange={(propertyType) => onFilters({ propertyType: [...propertyType] })}
        error={message('propertyType')}
      />
    ),
    pets: (
      <CheckboxGroupField
        label={labels.pets}
        values={SEARCH_PETS}
        labels={PET_LABELS}
        value={f.pets ?? []}
        onChange={(pets) => onFilters({ pets: [...pets] })}
        error={message('pets')}
      />
    ),
    furnished: (
      <ChoiceField
        label={labels.furnished}
        options={[
          { value: 'yes', label: t('filters.yes') },
          { value: 'no', label: t('filters.no') },
        ]}
        value={yesNo(f.furnished)}
        onChange={(v) => onFilters({ furnished: fromYesNo(v) })}
        error={message('furnished')}
      />
    ),
    parking: (
      <ChoiceField
        label={labels.parking}
        options={[
          { value: 'yes', label: t('filters.withParking') },
          { value: 'no', label: t('filters.withoutParking') },
        ]}
        value={yesNo(f.parking)}
        onChange={(v) => onFilters({ parking: fromYesNo(v) })}
        error={message('parking')}
      />
    ),
    utilities: (
      <CheckboxGroupField
        label={labels.utilities}
        values={UTILITIES}
        labels={UTILITY_LABELS}
        value={f.utilities ?? []}
        onChange={(utilities) => onFilters({ utilities: [...utilities] })}
        error={message('utilities')}
      />
    ),
    tags: (
      <CheckboxGroupField
        label={labels.tags}
        values={LOCATION_TAGS}
        labels={LOCATION_TAG_LABELS}
        value={f.tags ?? []}
        onChange={(tags) => onFilters({ tags: [...tags] })}
        error={message('tags')}
      />
    ),
    moveIn: (
      <MoveInField
        value={f.moveIn ?? ''}
        onChange={(moveIn) => onFilters({ moveIn: moveIn || undefined })}
        error={message('moveIn')}
      />
    ),
    bounds: null,
  };

  const barKeys = BAR_KEYS[narrow ? 'narrow' : 'wide'];
  const drawerKeys = DRAWER_KEYS.filter((k) => !barKeys.includes(k));
  // The two prices share a row of the drawer.
  const pricesTogether = drawerKeys.includes('price_gte') && drawerKeys.includes('price_lte');
  const drawerRows = drawerKeys.filter((k) => !(pricesTogether && k === 'price_lte'));
  const moreSet = countSet(f, drawerKeys);
  const drawerHasIssue = drawerKeys.some((k) => message(k));

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
        <Badge
          color={drawerHasIssue ? 'error' : 'primary'}
          badgeContent={moreSet}
          invisible={moreSet === 0 && !drawerHasIssue}
          variant={drawerHasIssue && moreSet === 0 ? 'dot' : 'standard'}
        >
          <Button
            variant="outlined"
            startIcon={<Tune />}
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-label={moreSet ? t('filters.moreCount', { count: moreSet }) : t('filters.more')}
            sx={{ minHeight: 40 }}
          >
            {t('filters.more')}
          </Button>
        </Badge>
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

      <Drawer
        anchor={narrow ? 'bottom' : 'right'}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': drawerTitleId,
            sx: { width: narrow ? '100%' : 440, maxHeight: narrow ? '92vh' : undefined },
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography id={drawerTitleId} variant="h6" component="h2">
            {t('filters.moreTitle')}
          </Typography>
          <IconButton onClick={() => setOpen(false)} aria-label={t('filters.close')}>
            <Close />
          </IconButton>
        </Stack>
        <Divider />
        <Stack spacing={2.5} sx={{ p: 2, overflowY: 'auto', flexGrow: 1 }}>
          {drawerRows.map((k) =>
            k === 'price_gte' && pricesTogether ? (
              <Box key={k} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
                {fields.price_gte}
                {fields.price_lte}
              </Box>
            ) : (
              <Box key={k}>{fields[k]}</Box>
            ),
          )}
        </Stack>
        <Divider />
        <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: 'space-between' }}>
          <Button startIcon={<RestartAlt />} onClick={onReset}>
            {t('filters.reset')}
          </Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('filters.showResults')}
          </Button>
        </Stack>
      </Drawer>
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
