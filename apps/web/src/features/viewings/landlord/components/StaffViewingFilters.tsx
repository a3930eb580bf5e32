import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { translate } from '@rentals/domain/i18n/translate';
import { VIEWING_REQUEST_SEARCH_MAX_LENGTH } from '@rentals/domain/viewings/limits';
import { VIEWING_STATUS_LABELS, VIEWING_STATUSES } from '@rentals/domain/viewings/statuses';
import { useTranslation } from 'react-i18next';
import { DebouncedTextField } from '../../../../components/DebouncedTextField';
import { useLocale } from '../../../../i18n/use-locale';
import { personName } from '../../../../lib/format/person-name';
import { isStaffViewingFiltered, type StaffViewingParams } from '../hooks/staff-viewing-params';

export interface StaffMember {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}

/** The filters of /viewings: upcoming or past, status, assignee, listing or city. */
export function StaffViewingFilters({
  params,
  staff,
  onChange,
}: {
  params: StaffViewingParams;
  staff: readonly StaffMember[];
  onChange: (change: Partial<StaffViewingParams>) => void;
}) {
  const { t } = useTranslation('viewingAgenda');
  const locale = useLocale();
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;
  return (
    <Stack
      component="section"
      aria-label={t('staff.filters')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' } }}
    >
      <TextField
        select
        label={t('staff.when')}
        value={params.when}
        onChange={(event) => onChange({ when: event.target.value as StaffViewingParams['when'] })}
        helperText=" "
        slotProps={select}
        sx={{ flex: { md: '0 1 150px' } }}
      >
        <option value="UPCOMING">{t('staff.upcoming')}</option>
        <option value="PAST">{t('staff.past')}</option>
      </TextField>
      <TextField
        select
        label={t('agenda.status')}
        value={params.status}
        onChange={(event) => onChange({ status: event.target.value as StaffViewingParams['status'] })}
        helperText=" "
        slotProps={select}
        sx={{ flex: { md: '0 1 200px' } }}
      >
        <option value="">{t('staff.anyStatus')}</option>
        {VIEWING_STATUSES.map((status) => (
          <option key={status} value={status}>
            {translate(VIEWING_STATUS_LABELS[status], locale)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t('staff.assigned')}
        value={params.assigned}
        onChange={(event) => onChange({ assigned: event.target.value })}
        helperText=" "
        slotProps={select}
        sx={{ flex: { md: '0 1 200px' } }}
      >
        <option value="">{t('staff.anyone')}</option>
        <option value="ME">{t('staff.me')}</option>
        <option value="NONE">{t('staff.nobody')}</option>
        {staff.map((person) => (
          <option key={person.id} value={person.id}>
            {personName(person) ?? person.email}
          </option>
        ))}
      </TextField>
      <DebouncedTextField
        maxLength={VIEWING_REQUEST_SEARCH_MAX_LENGTH}
        sx={{ flex: { md: '1 1 220px' } }}
        label={t('staff.search')}
        value={params.search}
        helperText={t('staff.searchHint')}
        onApply={(search) => onChange({ search })}
      />
      {isStaffViewingFiltered(params) && (
        <Button
          variant="text"
          onClick={() => onChange({ status: '', assigned: '', search: '' })}
          sx={{ alignSelf: { md: 'center' }, whiteSpace: 'nowrap', mb: { md: 2.5 } }}
        >
          {t('staff.clear')}
        </Button>
      )}
    </Stack>
  );
}
