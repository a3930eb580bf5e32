import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { translate } from '@rentals/domain/i18n/translate';
import { VIEWING_REQUEST_SEARCH_MAX_LENGTH } from '@rentals/domain/viewings/limits';
import { VIEWING_STATUS_LABELS, VIEWING_STATUSES } from '@rentals/domain/viewings/statuses';
import { useTranslation } from 'react-i18next';
import { DebouncedTextField } from '../../../../components/DebouncedTextField';
import { FilterSelect } from '../../../../components/FilterSelect';
import { useLocale } from '../../../../i18n/use-locale';
import { nameOrEmail, type StaffListedPerson } from '../../../../lib/format/person-name';
import { isStaffViewingFiltered, type StaffViewingParams } from '../hooks/staff-viewing-params';

/** The filters of /viewings: upcoming or past, status, assignee, listing or city. */
export function StaffViewingFilters({
  params,
  staff,
  onChange,
}: {
  params: StaffViewingParams;
  staff: readonly StaffListedPerson[];
  onChange: (change: Partial<StaffViewingParams>) => void;
}) {
  const { t } = useTranslation('viewingAgenda');
  const locale = useLocale();
  return (
    <Stack
      component="section"
      aria-label={t('staff.filters')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' } }}
    >
      <FilterSelect
        label={t('staff.when')}
        value={params.when}
        onChange={(when) => onChange({ when })}
        width={150}
        options={[
          { value: 'UPCOMING', label: t('staff.upcoming') },
          { value: 'PAST', label: t('staff.past') },
        ]}
      />
      <FilterSelect
        label={t('agenda.status')}
        value={params.status}
        onChange={(status) => onChange({ status })}
        width={200}
        options={[
          { value: '', label: t('staff.anyStatus') },
          ...VIEWING_STATUSES.map((status) => ({
            value: status,
            label: translate(VIEWING_STATUS_LABELS[status], locale),
          })),
        ]}
      />
      <FilterSelect
        label={t('staff.assigned')}
        value={params.assigned}
        onChange={(assigned) => onChange({ assigned })}
        width={200}
        options={[
          { value: '', label: t('staff.anyone') },
          { value: 'ME', label: t('staff.me') },
          { value: 'NONE', label: t('staff.nobody') },
          ...staff.map((person) => ({ value: person.id, label: nameOrEmail(person) })),
        ]}
      />
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
