import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { translate } from '@rentals/domain/i18n/translate';
import { provinceLeaseRules } from '@rentals/domain/leases/provinces';
import { LEASE_STATUS_LABELS, LEASE_STATUSES } from '@rentals/domain/leases/statuses';
import { PROVINCES } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import { DebouncedTextField } from '../../../../components/DebouncedTextField';
import { FilterSelect } from '../../../../components/FilterSelect';
import { useLocale } from '../../../../i18n/use-locale';
import {
  isLeaseListFiltered,
  NO_LEASE_FILTERS,
  rangeIssue,
  type LeaseListParams,
} from '../../format/list-params';

/** The filters of the staff lease list: text, status, province and the days it was created. */
export function StaffLeaseFilters({
  params,
  onChange,
}: {
  params: LeaseListParams;
  onChange: (change: Partial<LeaseListParams>) => void;
}) {
  const { t } = useTranslation('leases');
  const locale = useLocale();
  const badRange = rangeIssue(params);
  const dateField = (name: 'from' | 'to') => (
    <TextField
      type="date"
      label={t(`staff.${name}`)}
      value={params[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      error={badRange && name === 'to'}
      helperText={badRange && name === 'to' ? t('staff.toBeforeFrom') : ' '}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: { md: '0 1 170px' } }}
    />
  );
  return (
    <Stack
      role="search"
      aria-label={t('staff.filters')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}
    >
      <DebouncedTextField
        maxLength={200}
        sx={{ flex: { md: '1 1 240px' } }}
        label={t('staff.text')}
        value={params.text}
        helperText={t('staff.textHint')}
        onApply={(text) => onChange({ text })}
      />
      <FilterSelect
        label={t('list.status')}
        value={params.status}
        onChange={(status) => onChange({ status })}
        width={180}
        options={[
          { value: '', label: t('list.anyStatus') },
          ...LEASE_STATUSES.map((s) => ({ value: s, label: translate(LEASE_STATUS_LABELS[s], locale) })),
        ]}
      />
      <FilterSelect
        label={t('staff.province')}
        value={params.province}
        onChange={(province) => onChange({ province })}
        width={220}
        options={[
          { value: '', label: t('staff.anyProvince') },
          ...PROVINCES.map((p) => ({ value: p, label: translate(provinceLeaseRules(p).name, locale) })),
        ]}
      />
      {dateField('from')}
      {dateField('to')}
      {isLeaseListFiltered(params) && (
        <Button onClick={() => onChange(NO_LEASE_FILTERS)} sx={{ alignSelf: { md: 'center' } }}>
          {t('list.clear')}
        </Button>
      )}
    </Stack>
  );
}
