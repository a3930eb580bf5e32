import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
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
import { isFiltered, type RequestParams } from '../hooks/request-params';
import { nameOrEmail, type Person } from './person-name';

/** The filters of /viewing-requests: status, kind, assignee, city and text. */
export function RequestFilters({
  params,
  staff,
  onChange,
}: {
  params: RequestParams;
  staff: readonly Person[];
  onChange: (change: Partial<RequestParams>) => void;
}) {
  const { t } = useTranslation('viewingRequests');
  const locale = useLocale();
  const label = (name: string) => fieldLabel(viewingRequestFilterSchema, name, locale);
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
        label={label('status')}
        value={params.status}
        onChange={(event) => onChange({ status: event.target.value as RequestParams['status'] })}
        helperText=" "
        slotProps={select}
        sx={{ flex: { md: '0 1 170px' } }}
      >
        <option value="">{t('staff.anyStatus')}</option>
        {VIEWING_REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={label('kind')}
        value={params.kind}
        onChange={(event) => onChange({ kind: event.target.value as RequestParams['kind'] })}
        helperText=" "
        slotProps={select}
        sx={{ flex: { md: '0 1 190px' } }}
      >
        <option value="">{t('staff.anyKind')}</option>
        {VIEWING_REQUEST_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {translate(VIEWING_REQUEST_KIND_LABELS[kind], locale)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={label('assignedTo')}
        value={params.assigned}
        onChange={(event) => onChange({ assigned: event.target.value })}
        helperText=" "
        slotProps={select}
        sx={{ flex: { md: '0 1 200px' } }}
      >
        <option value="">{t('staff.anyone')}</option>
        <option value="NONE">{t('staff.nobody')}</option>
        {staff.map((person) => (
          <option key={person.id} value={person.id}>
            {nameOrEmail(person)}
          </option>
        ))}
      </TextField>
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
