import Typography from '@mui/material/Typography';
import { translate, type Bilingual } from '@rentals/domain/i18n/translate';
import { SEARCH_DEBOUNCE_MS } from '@rentals/domain/limits';
import { placeName } from '@rentals/domain/locations/place-names';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field/SelectField';
import { SuggestField } from '../../../components/suggest-field/SuggestField';
import { TextBox } from '../../../components/TextBox';
import { useLocale } from '../../../i18n/use-locale';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SearchCityOptionsDocument } from '../api/search-operations';
import { useDebouncedText } from '../hooks/use-debounced-text';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';

/*
 * The controls of the filters bar and drawer (the drawer's checkbox groups are in FilterDrawer.tsx,
 * off the page's first render). Each takes the value the URL holds and reports a new one; text
 * fields commit after typing pauses (useDebouncedText), choices at once.
 */

const CITY_SUGGESTIONS = 8;

export interface FieldProps<T> {
  value: T;
  onChange: (value: T) => void;
  error?: string;
}

type CityOption = { id: string; name: string; province: string };

/** The city, with suggestions; committed when chosen, on Enter or when the field is left. */
export function CityField({ value, onChange, error }: FieldProps<string>) {
  const { t } = useTranslation(['search', 'common']);
  const locale = useLocale();
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }
  // Suggestions are asked for once the box is used, not with the page.
  const [engaged, setEngaged] = useState(false);
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, previousData, loading } = usePublicQuery(SearchCityOptionsDocument, {
    variables: { search: search || null, first: CITY_SUGGESTIONS },
    skip: !engaged,
  });
  const options = (data ?? previousData)?.cities ?? [];
  const commit = (city: string) => {
    if (city.trim() !== value) onChange(city.trim());
  };

  return (
    <SuggestField<CityOption>
      label={t('filters.city')}
      value={text}
      onValueChange={setText}
      onFocus={() => setEngaged(true)}
      options={options}
      optionKey={(option) => option.id}
      optionLabel={(option) => `${placeName(option.name, locale)}, ${option.province}`}
      onChoose={(option) => {
        setText(option.name);
        commit(option.name);
      }}
      onEnter={() => commit(text)}
      onBlur={() => commit(text)}
      loading={loading}
      loadingText={t('common:loading')}
      noOptionsText={t('filters.noCity')}
      error={error}
    />
  );
}

/** The neighbourhood: free text, with the neighbourhoods of the chosen city as suggestions. */
export function NeighbourhoodField({ value, onChange, error, city }: FieldProps<string> & { city: string }) {
  const { t } = useTranslation(['search', 'common']);
  const locale = useLocale();
  const [text, setText] = useDebouncedText(value, onChange);
  const [engaged, setEngaged] = useState(false);
  const { data, loading } = usePublicQuery(SearchCityOptionsDocument, {
    variables: { search: city, first: 1 },
    skip: !city || !engaged,
  });
  const match = data?.cities.find((c) => c.name.toLowerCase() === city.toLowerCase());
  const typed = text.trim().toLowerCase();
  const options = (match?.neighbourhoods.map((n) => n.name) ?? []).filter((name) =>
    name.toLowerCase().includes(typed),
  );
  return (
    <SuggestField<string>
      label={t('filters.neighbourhood')}
      value={text}
      onValueChange={setText}
      onFocus={() => setEngaged(true)}
      options={options}
      optionKey={(name) => name}
      optionLabel={(name) => placeName(name, locale)}
      onChoose={setText}
      loading={loading}
      loadingText={t('common:loading')}
      noOptionsText={t('filters.noNeighbourhood')}
      error={error}
    />
  );
}

export function KeywordField({ value, onChange, error }: FieldProps<string>) {
  const { t } = useTranslation('search');
  const [text, setText] = useDebouncedText(value, onChange);
  return (
    <TextBox
      type="search"
      label={t('filters.keyword')}
      placeholder={t('filters.keywordHint')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      error={error}
    />
  );
}

/** A price bound in dollars a month, committed after typing pauses. */
export function PriceField({ label, value, onChange, error }: FieldProps<string> & { label: string }) {
  const [text, setText] = useDebouncedText(value, onChange);
  return (
    <TextBox
      type="number"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      error={error}
      inputProps={{ min: 0, step: 50, inputMode: 'numeric' }}
      startAdornment={
        // As InputAdornment draws a start adornment, without its module.
        <Typography
          color="textSecondary"
          sx={{ display: 'flex', maxHeight: '2em', alignItems: 'center', whiteSpace: 'nowrap', mr: 1 }}
        >
          $
        </Typography>
      }
    />
  );
}

/** Several choices in a menu (bedrooms, property type). */
export function MultiSelectField<T extends string>({
  label,
  values,
  labels,
  value,
  onChange,
  error,
}: FieldProps<readonly T[]> & { label: string; values: readonly T[]; labels: Record<T, Bilingual> }) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  return (
    <SelectField
      multiple
      label={label}
      options={values.map((v) => ({ value: v, label: translate(labels[v], locale) }))}
      value={value}
      display={
        value.length === 1
          ? translate(labels[value[0]!], locale)
          : t('filters.selected', { count: value.length })
      }
      onChange={(next) => {
        const chosen = new Set(typeof next === 'string' ? next.split(',') : next);
        onChange(values.filter((v) => chosen.has(v)));
      }}
      error={error}
    />
  );
}

/** One choice from a short list, with 'Any' as the empty choice unless `required`. */
export function ChoiceField<T extends string>({
  label,
  options,
  value,
  onChange,
  error,
  required = false,
  size = 'medium',
}: FieldProps<T | ''> & {
  label: string;
  options: readonly { value: T; label: string }[];
  size?: 'small' | 'medium';
  required?: boolean;
}) {
  const { t } = useTranslation('search');
  return (
    <SelectField
      label={label}
      options={required ? options : [{ value: '', label: t('filters.any') }, ...options]}
      value={value}
      display={options.find((o) => o.value === value)?.label ?? ''}
      onChange={(next) => onChange(next as T | '')}
      error={error}
      size={size}
    />
  );
}

export function MoveInField({ value, onChange, error }: FieldProps<string>) {
  const { t } = useTranslation('search');
  return (
    <TextBox
      type="date"
      label={t('filters.moveIn')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      shrinkLabel
    />
  );
}
