import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  earliestLeaseStart,
  LEASE_REQUEST_SPECIAL_TERMS_MAX,
  type LeaseRequest,
} from '@rentals/domain/lease-requests/schemas';
import { LEASE_TENANTS_MAX } from '@rentals/domain/leases/terms';
import { PROVINCES } from '@rentals/domain/users/enums';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ControlledTextField } from '../../../components/ControlledTextField';
import { FormAlert } from '../../../components/FormAlert';
import { NumberField } from '../../../components/NumberField';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLabel } from '../../../i18n/validation';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import type { CurrentUser } from '../../../lib/session/session-context';
import { CreateLeaseRequestDocument, LeaseRequestListingsDocument } from '../api/lease-request-operations';
import {
  emptyLeaseRequestForm,
  emptyTenant,
  LEASE_REQUEST_FIELDS,
  leaseRequestFormSchema,
  prefillFromListing,
  type LeaseRequestFormValues,
} from '../format/lease-request-form';

export const MY_LEASE_REQUESTS_PATH = '/lease-details';

/** Where the form sends the landlord once the request is saved: their list says it was sent. */
export interface SentState {
  sent: true;
}

type Fields = LeaseRequestFormValues;
const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * /lease-details-form: what the team needs to prepare a lease, checked with the shared
 * leaseRequestSchema on each field and again by the API. On any error every field keeps what was
 * typed; field errors from the API land on their fields, others above the form.
 */
export function LeaseRequestForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('leaseRequests');
  const locale = useLocale();
  const navigate = useNavigate();
  const [createLeaseRequest] = useMutation(CreateLeaseRequestDocument);
  const listings = useQuery(LeaseRequestListingsDocument, { skip: user.userType !== 'LANDLORD' });
  const [earliest] = useState(() => earliestLeaseStart());
  const form = useDomainForm<LeaseRequest, Fields>(leaseRequestFormSchema, emptyLeaseRequestForm(user));
  const { control, handleSubmit, setError, setValue, getFieldState, formError, formState } = form;
  const tenants = useFieldArray({ control, name: 'tenants' });
  const termType = useWatch({ control, name: 'termType' });
  const termId = useId();
  const errorText = useErrorText(leaseRequestFormSchema);
  const label = (name: string) => fieldLabel(leaseRequestFormSchema, name, locale);
  const tenantsError = errorText(
    'tenants',
    getFieldState('tenants', formState).error as FieldError | undefined,
  );
  const choices = listings.data?.searchBuildingByLandlord ?? [];

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      // The list the landlord lands on asks the network for its rows, so it shows the new one.
      await createLeaseRequest({ variables: { data } });
      await navigate(MY_LEASE_REQUESTS_PATH, { state: { sent: true } satisfies SentState });
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, LEASE_REQUEST_FIELDS)) formError.setError(appError);
    }
  });

  const pickListing = (id: string) => {
    setValue('listingId', id);
    const listing = choices.find((l) => l.id === id);
    if (!listing) return;
    for (const [name, value] of Object.entries(prefillFromListing(listing)))
      setValue(name as keyof Fields, value as never, { shouldValidate: formState.isSubmitted });
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={t('form.formLabel')}
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <Stack spacing={3}>
        <FormAlert message={formError.message} />
        <Typography component="h2" variant="h6">
          {t('form.property')}
        </Typography>
        {user.userType === 'LANDLORD' && choices.length > 0 && (
          <Controller
            control={control}
            name="listingId"
            render={({ field }) => (
              <ListingSelect
                label={label('listingId')}
                value={field.value}
                onChange={pickListing}
                helperText={t('form.listingHint')}
                options={[
                  { value: '', label: t('form.listingNone') },
                  ...choices.map((l) => ({ value: l.id, label: l.title || l.location?.address || l.id })),
                ]}
              />
            )}
          />
        )}
        {listings.error && <FormHelperText>{t('form.listingsError')}</FormHelperText>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ControlledTextField<Fields, LeaseRequest>
            name="propertyAddress"
            control={control}
            errorText={errorText}
            label={label('propertyAddress')}
            helperText={t('form.addressHint')}
            required
            autoComplete="street-address"
            sx={{ flex: 3 }}
          />
          <ControlledTextField<Fields, LeaseRequest>
            name="province"
            control={control}
            errorText={errorText}
            select
            label={label('province')}
            required
            helperText=" "
            slotProps={NATIVE_SELECT}
            sx={{ flex: 1, minWidth: 120 }}
          >
            {PROVINCES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </ControlledTextField>
        </Stack>

        <Typography component="h2" variant="h6">
          {t('form.parties')}
        </Typography>
        <ControlledTextField<Fields, LeaseRequest>
          name="landlordName"
          control={control}
          errorText={errorText}
          label={label('landlordName')}
          required
          autoComplete="name"
        />
        <Stack spacing={2}>
          {tenants.fields.map((tenant, index) => (
            <Box
              key={tenant.id}
              component="fieldset"
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: { xs: 1.5, sm: 2 },
                m: 0,
                minWidth: 0,
              }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                {t('form.tenantLegend', { number: index + 1 })}
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <ControlledTextField<Fields, LeaseRequest>
                  name={`tenants.${index}.name`}
                  control={control}
                  errorText={errorText}
                  label={label('tenants.name')}
                  required
                  helperText=" "
                  sx={{ flex: 1 }}
                />
                <ControlledTextField<Fields, LeaseRequest>
                  name={`tenants.${index}.email`}
                  control={control}
                  errorText={errorText}
                  label={label('tenants.email')}
                  type="email"
                  helperText=" "
                  sx={{ flex: 1 }}
                />
                {tenants.fields.length > 1 && (
                  <Button
                    color="inherit"
                    onClick={() => tenants.remove(index)}
                    aria-label={t('form.removeTenant', { number: index + 1 })}
                    sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, mt: { sm: -2.5 } }}
                  >
                    {t('form.removeTenant', { number: index + 1 })}
                  </Button>
                )}
              </Stack>
            </Box>
          ))}
          <Box>
            <Button
              variant="outlined"
              onClick={() => tenants.append(emptyTenant(), { shouldFocus: true })}
              disabled={tenants.fields.length >= LEASE_TENANTS_MAX}
            >
              {t('form.addTenant')}
            </Button>
            <FormHelperText error={!!tenantsError} role={tenantsError ? 'alert' : undefined}>
              {tenantsError ?? t('form.tenantsHint', { max: LEASE_TENANTS_MAX })}
            </FormHelperText>
          </Box>
        </Stack>

        <Typography component="h2" variant="h6">
          {t('form.terms')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberField<Fields, LeaseRequest>
            kind="decimal"
            money
            name="monthlyRent"
            control={control}
            errorText={errorText}
            label={label('monthlyRent')}
            required
            helperText=" "
            sx={{ flex: 1 }}
          />
          <ControlledTextField<Fields, LeaseRequest>
            name="startDate"
            control={control}
            errorText={errorText}
            type="date"
            label={label('startDate')}
            required
            helperText=" "
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <Controller
          control={control}
          name="termType"
          render={({ field }) => (
            <Box role="radiogroup" aria-labelledby={termId}>
              <FormLabel id={termId}>{t('form.termType')}</FormLabel>
              <RadioGroup
                row
                name={field.name}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              >
                <FormControlLabel value="FIXED" control={<Radio />} label={t('form.fixed')} />
                <FormControlLabel value="MONTHLY" control={<Radio />} label={t('form.monthly')} />
              </RadioGroup>
            </Box>
          )}
        />
        {termType === 'FIXED' && (
          <NumberField<Fields, LeaseRequest>
            kind="integer"
            name="termMonths"
            control={control}
            errorText={errorText}
            label={label('termMonths')}
            required
            sx={{ maxWidth: { sm: 320 } }}
          />
        )}
        <ControlledTextField<Fields, LeaseRequest>
          name="specialTerms"
          control={control}
          errorText={errorText}
          label={label('specialTerms')}
          multiline
          minRows={3}
          helperText={t('form.specialTermsHint', { max: LEASE_REQUEST_SPECIAL_TERMS_MAX })}
          slotProps={{ htmlInput: { maxLength: LEASE_REQUEST_SPECIAL_TERMS_MAX } }}
        />

        <Typography component="h2" variant="h6">
          {t('form.contact')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ControlledTextField<Fields, LeaseRequest>
            name="contactEmail"
            control={control}
            errorText={errorText}
            type="email"
            label={label('contactEmail')}
            required
            autoComplete="email"
            helperText=" "
            sx={{ flex: 1 }}
          />
          <ControlledTextField<Fields, LeaseRequest>
            name="contactPhone"
            control={control}
            errorText={errorText}
            type="tel"
            label={label('contactPhone')}
            autoComplete="tel"
            helperText=" "
            sx={{ flex: 1 }}
          />
        </Stack>
        <Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('form.send')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** The listing picker: a native select outside the form's text fields, as picking sets other fields too. */
function ListingSelect({
  label,
  value,
  onChange,
  helperText,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText: string;
  options: { value: string; label: string }[];
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={helperText}
      slotProps={NATIVE_SELECT}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
