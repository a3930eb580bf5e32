import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { translate } from '@rentals/domain/i18n/translate';
import { SHORT_TEXT_MAX_LENGTH } from '@rentals/domain/rental-applications/limits';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
} from '@rentals/domain/rental-applications/statuses';
import { useTranslation } from 'react-i18next';
import { DebouncedTextField } from '../../../../components/DebouncedTextField';
import { FilterSelect } from '../../../../components/FilterSelect';
import { useLocale } from '../../../../i18n/use-locale';
import {
  isApplicationTableFiltered,
  NO_FILTERS,
  type ApplicationTableParams,
} from '../hooks/application-table-params';

/**
 * The filters of /rental-application-table-view: text, status, listing and submission days. The
 * listing is chosen from a row ('Only this listing'): the select then offers it or any listing,
 * as there is no list of every listing worth scrolling here.
 */
export function ApplicationFilters({
  params,
  issue,
  listingTitle,
  onChange,
}: {
  params: ApplicationTableParams;
  issue: { field: string; key: string } | null;
  /** The chosen listing's title, once a row shows it. */
  listingTitle: string | null;
  onChange: (change: Partial<ApplicationTableParams>) => void;
}) {
  const { t } = useTranslation('applicationStaff');
  const locale = useLocale();
  const dateField = (name: 'from' | 'to') => (
    <TextField
      type="date"
      label={t(`table.${name}`)}
      value={params[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      error={issue?.field === name}
      helperText={issue?.field === name ? t('table.toBeforeFrom') : ' '}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: { md: '0 1 170px' } }}
    />
  );
  return (
    <Stack
      role="search"
      aria-label={t('table.filters')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
    >
      <DebouncedTextField
        maxLength={SHORT_TEXT_MAX_LENGTH}
        sx={{ flex: { md: '1 1 240px' } }}
        label={t('table.text')}
        value={params.text}
        helperText={t('table.textHint')}
        onApply={(text) => onChange({ text })}
      />
      <FilterSelect
        label={t('table.status')}
        value={params.status}
        onChange={(status) => onChange({ status })}
        width={180}
        options={[
          { value: '', label: t('table.anyStatus') },
          ...APPLICATION_STATUSES.map((status) => ({
            value: status,
            label: translate(APPLICATION_STATUS_LABELS[status], locale),
          })),
        ]}
      />
      {params.listing && (
        <FilterSelect
          label={t('table.listing')}
          value={params.listing}
          onChange={(listing) => onChange({ listing })}
          width={200}
          options={[
            { value: '', label: t('table.anyListing') },
            { value: params.listing, label: listingTitle ?? t('table.thisListing') },
          ]}
        />
      )}
      {dateField('from')}
      {dateField('to')}
      {isApplicationTableFiltered(params) && (
        <Button
          variant="text"
          onClick={() => onChange(NO_FILTERS)}
          sx={{ alignSelf: { md: 'center' }, whiteSpace: 'nowrap', mt: { md: -2.5 } }}
        >
          {t('table.clear')}
        </Button>
      )}
    </Stack>
  );
}
