import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate, type Bilingual } from '@rentals/domain/i18n/translate';
import {
  LOCATION_TAG_LABELS,
  LOCATION_TAGS,
  PET_LABELS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  UTILITIES,
  UTILITY_LABELS,
} from '@rentals/domain/listings/enums';
import { SEARCH_PETS } from '@rentals/domain/search/limits';
import type { SearchFilters } from '@rentals/domain/search/schemas';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import type { BarKey, FilterKey } from './FilterBar';
import { ChoiceField, MoveInField, type FieldProps } from './FilterFields';
import { formatNumber } from '../../../lib/format/number';

/** Bathrooms at least: the choices offered (the unit form's 1 to 8 in halves, trimmed). */
const BATHROOM_CHOICES = [1, 1.5, 2, 2.5, 3, 4] as const;

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Below 900px: full width, from the bottom. */
  narrow: boolean;
  /** The filters shown, in order. */
  keys: readonly FilterKey[];
  /** The controls of the filters the bar has too, drawn by the bar (which holds their state). */
  barFields: Record<BarKey, ReactNode>;
  filters: SearchFilters;
  onFilters: (patch: Partial<SearchFilters>) => void;
  onReset: () => void;
  labels: Record<FilterKey, string>;
  /** The text of a filter's problem, if it has one. */
  message: (key: FilterKey) => string | undefined;
}

/**
 * The "More filters" drawer: a chunk of its own, loaded at the visitor's first interaction with the
 * page or when the pointer or the focus comes to its button (lib/deferred-module).
 */
export function FilterDrawer({
  open,
  onClose,
  narrow,
  keys,
  barFields,
  filters: f,
  onFilters,
  onReset,
  labels,
  message,
}: FilterDrawerProps) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const titleId = useId();

  const yesNo = (v: boolean | null | undefined) => (v == null ? '' : v ? 'yes' : 'no');
  const fromYesNo = (v: string) => (v === '' ? undefined : v === 'yes');

  const fields: Record<Exclude<FilterKey, BarKey | 'bounds'>, ReactNode> = {
    bathrooms: (
      <ChoiceField
        label={labels.bathrooms}
        options={BATHROOM_CHOICES.map((n) => ({
          value: String(n),
          label: t('filters.bathroomsAtLeast', { value: formatNumber(n, locale) }),
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
  };
  const field = (k: FilterKey) =>
    k in barFields ? barFields[k as BarKey] : fields[k as keyof typeof fields];

  // The two prices share a row.
  const pricesTogether = keys.includes('price_gte') && keys.includes('price_lte');
  const rows = keys.filter((k) => !(pricesTogether && k === 'price_lte'));

  return (
    <Drawer
      anchor={narrow ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: narrow ? '100%' : 440, maxHeight: narrow ? '92vh' : undefined },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('filters.moreTitle')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('filters.close')}>
          <Close />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={2.5} sx={{ p: 2, overflowY: 'auto', flexGrow: 1 }}>
        {rows.map((k) =>
          k === 'price_gte' && pricesTogether ? (
            <Box key={k} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
              {barFields.price_gte}
              {barFields.price_lte}
            </Box>
          ) : (
            <Box key={k}>{field(k)}</Box>
          ),
        )}
      </Stack>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: 'space-between' }}>
        <Button startIcon={<RestartAlt />} onClick={onReset}>
          {t('filters.reset')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('filters.showResults')}
        </Button>
      </Stack>
    </Drawer>
  );
}

/** Several choices as a group of checkboxes (pets, utilities, tags). */
function CheckboxGroupField<T extends string>({
  label,
  values,
  labels,
  value,
  onChange,
  error,
  columns = 2,
}: FieldProps<readonly T[]> & {
  label: string;
  values: readonly T[];
  labels: Record<T, Bilingual>;
  columns?: number;
}) {
  const locale = useLocale();
  return (
    <FormControl component="fieldset" error={!!error} fullWidth>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      <FormGroup
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, 1fr)` },
          columnGap: 1,
        }}
      >
        {values.map((v) => (
          <FormControlLabel
            key={v}
            label={translate(labels[v], locale)}
            control={
              <Checkbox
                checked={value.includes(v)}
                onChange={(event) =>
                  onChange(values.filter((x) => (x === v ? event.target.checked : value.includes(x))))
                }
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
