import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { translate } from '@rentals/domain/i18n/translate';
import { LEASE_REQUEST_STATUS_LABELS, LEASE_REQUEST_STATUSES } from '@rentals/domain/lease-requests/statuses';
import { PROVINCES } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/FilterSelect';
import { useLocale } from '../../../i18n/use-locale';
import { isFiltered, NO_FILTERS, type LeaseRequestParams } from '../format/staff-params';

/** The filters of the lease requests tab: status, province and the days they were sent. */
export function LeaseRequestFilters({
  params,
  reversed,
  onChange,
}: {
  params: LeaseRequestParams;
  /** The range ends before it starts. */
  reversed: boolean;
  onChange: (change: Partial<LeaseRequestParams>) => void;
}) {
  const { t } = useTranslation('leaseRequests');
  const locale = useLocale();
  const dateField = (name: 'from' | 'to') => (
    <TextField
      type="date"
      label={t(`staff.${name}`)}
      value={params[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      error={reversed && name === 'to'}
      helperText={reversed && name === 'to' ? t('staff.toBeforeFrom') : ' '}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: { md: '0 1 180px' } }}
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
      <FilterSelect
        label={t('staff.status')}
        value={params.status}
        onChange={(status) => onChange({ status })}
        width={200}
        options={[
          { value: '', label: t('staff.anyStatus') },
          ...LEASE_REQUEST_STATUSES.map((status) => ({
            value: status,
            label: translate(LEASE_REQUEST_STATUS_LABELS[status], locale),
          })),
        ]}
      />
      <FilterSelect
        label={t('staff.province')}
        value={params.province}
        onChange={(province) => onChange({ province })}
        width={180}
        options={[
          { value: '', label: t('staff.anyProvince') },
          ...PROVINCES.map((province) => ({ value: province, label: province })),
        ]}
      />
      {dateField('from')}
      {dateField('to')}
      {isFiltered(params) && (
        <Button
          variant="text"
          onClick={() => onChange(NO_FILTERS)}
          sx={{ alignSelf: { md: 'center' }, whiteSpace: 'nowrap', mt: { md: -2.5 } }}
        >
          {t('staff.clear')}
        </Button>
      )}
    </Stack>
  );
}
