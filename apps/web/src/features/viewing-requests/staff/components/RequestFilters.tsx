import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { VIEWING_REQUEST_SEARCH_MAX_LENGTH } from '@rentals/domain/viewings/limits';
import { translate } from '@rentals/domain/i18n/translate';
import {
  VIEWING_REQUEST_KIND_LABELS,
  VIEWING_REQUEST_KINDS,
  VIEWING_REQUEST_STATUSES,
  viewingRequestFilterSchema,
} from '@rentals/domain/viewings/viewing-requests';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { fieldLabel } from '../../../../i18n/validation';
import { DebouncedTextField } from '../../../../components/DebouncedTextField';
import { FilterSelect } from '../../../../components/FilterSelect';
import { isFiltered, type RequestParams } from '../hooks/request-params';
import { nameOrEmail, type StaffListedPerson } from '../../../../lib/format/person-name';

/** The filters of /viewing-requests: status, kind, assignee, city and text. */
export function RequestFilters({
  params,
  staff,
  onChange,
}: {
  params: RequestParams;
  staff: readonly StaffListedPerson[];
  onChange: (change: Partial<RequestParams>) => void;
}) {
  const { t } = useTranslation('viewingRequests');
  const locale = useLocale();
  const label = (name: string) => fieldLabel(viewingRequestFilterSchema, name, locale);
  return (
    <Stack
      component="section"
      aria-label={t('staff.filters')}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' } }}
    >
      <FilterSelect
        label={label('status')}
        value={params.status}
        onChange={(status) => onChange({ status })}
        width={170}
        options={[
          { value: '', label: t('staff.anyStatus') },
          ...VIEWING_REQUEST_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
      />
      <FilterSelect
        label={label('kind')}
        value={params.kind}
        onChange={(kind) => onChange({ kind })}
        width={190}
        options={[
          { value: '', label: t('staff.anyKind') },
          ...VIEWING_REQUEST_KINDS.map((kind) => ({
            value: kind,
            label: translate(VIEWING_REQUEST_KIND_LABELS[kind], locale),
          })),
        ]}
      />
      <FilterSelect
        label={label('assignedTo')}
        value={params.assigned}
        onChange={(assigned) => onChange({ assigned })}
        width={200}
        options={[
          { value: '', label: t('staff.anyone') },
          { value: 'NONE', label: t('staff.nobody') },
          ...staff.map((person) => ({ value: person.id, label: nameOrEmail(person) })),
        ]}
      />
      <DebouncedTextField
        maxLength={VIEWING_REQUEST_SEARCH_MAX_LENGTH}
        sx={{ flex: { md: '1 1 200px' } }}
        label={label('city')}
        value={params.city}
        helperText={t('staff.cityHint')}
        onApply={(city) => onChange({ city })}
      />
      <DebouncedTextField
        maxLength={VIEWING_REQUEST_SEARCH_MAX_LENGTH}
        sx={{ flex: { md: '1 1 200px' } }}
        label={label('search')}
        value={params.search}
        helperText={t('staff.searchHint')}
        onApply={(search) => onChange({ search })}
      />
      {isFiltered(params) && (
        <Button
          variant="text"
          onClick={() => onChange({ status: '', kind: '', assigned: '', city: '', search: '', request: '' })}
          sx={{ alignSelf: { md: 'center' }, whiteSpace: 'nowrap', mb: { md: 2.5 } }}
        >
          {t('staff.clear')}
        </Button>
      )}
    </Stack>
  );
}
