import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SEARCH_TEXT_MAX_LENGTH } from '@rentals/domain/search/limits';
import { searchHistoryFilterSchema } from '@rentals/domain/search-history/schemas';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLabel, validationText } from '../../../i18n/validation';
import { DebouncedTextField } from '../../../components/DebouncedTextField';
import type { HistoryParams } from '../hooks/history-params';
import type { FilterIssue } from '../hooks/use-history-params';

/** A text filter of the history, labelled from the filter schema. */
function DebouncedField({
  name,
  ...field
}: {
  name: 'search' | 'location';
  value: string;
  helperText: string;
  onApply: (value: string) => void;
}) {
  const locale = useLocale();
  return (
    <DebouncedTextField
      {...field}
      label={fieldLabel(searchHistoryFilterSchema, name, locale)}
      maxLength={SEARCH_TEXT_MAX_LENGTH}
      sx={{ flex: { sm: '1 1 220px' } }}
    />
  );
}

/** The filters of the search history pages: name or e-mail (users page), location and a range of days. */
export function HistoryFilters({
  params,
  issue,
  withSearch,
  onChange,
}: {
  params: HistoryParams;
  issue: FilterIssue | null;
  withSearch: boolean;
  onChange: (change: Partial<HistoryParams>) => void;
}) {
  const { t } = useTranslation('searchHistory');
  const locale = useLocale();
  const dateField = (name: 'from' | 'to') => (
    <TextField
      type="date"
      label={fieldLabel(searchHistoryFilterSchema, name, locale)}
      value={params[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      error={issue?.field === name}
      helperText={
        issue?.field === name ? validationText(searchHistoryFilterSchema, issue.key, name, locale) : ' '
      }
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: { sm: '0 1 180px' } }}
    />
  );
  const filtered = !!(params.search || params.location || params.from || params.to);
  return (
    <Stack
      role="search"
      aria-label={t('searchHistory.filters')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
    >
      {withSearch && (
        <DebouncedField
          name="search"
          value={params.search}
          helperText={t('searchHistory.searchHint')}
          onApply={(search) => onChange({ search })}
        />
      )}
      <DebouncedField
        name="location"
        value={params.location}
        helperText={t('searchHistory.locationHint')}
        onApply={(location) => onChange({ location })}
      />
      {dateField('from')}
      {dateField('to')}
      {filtered && (
        <Button
          variant="text"
          onClick={() => onChange({ search: '', location: '', from: '', to: '' })}
          sx={{ alignSelf: { sm: 'center' }, mt: { sm: -2.5 } }}
        >
          {t('searchHistory.clear')}
        </Button>
      )}
    </Stack>
  );
}
