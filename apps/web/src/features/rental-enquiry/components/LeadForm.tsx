import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { todayIso } from '@rentals/domain/dates';
import { PROVINCES } from '@rentals/domain/users/enums';
import { canadianPhoneDigits, formatPhone } from '@rentals/domain/users/rules';
import { VIEWING_REQUEST_MESSAGE_MAX_LENGTH } from '@rentals/domain/viewings/limits';
import type { RentalEnquiryLeadInput, RentalEnquiryUserType } from '@rentals/domain/viewings/rental-enquiry';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ControlledTextField } from '../../../components/ControlledTextField';
import { FormAlert } from '../../../components/FormAlert';
import { NumberField } from '../../../components/NumberField';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLabel } from '../../../i18n/validation';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { CreateRentalEnquiryDocument } from '../api/rental-enquiry-operations';
import {
  EMPTY_LEAD_FORM,
  forgetLeadDraft,
  keepLeadDraft,
  LEAD_FIELDS,
  leadFormSchema,
  readLeadDraft,
  type LeadFormValues,
} from '../format/enquiry-form';
import type { SentEnquiry } from './SentPanel';

/**
 * A lead for the team: a landlord who wants to list (phone, number of units) or a renter without
 * a listing in mind (budget, move-in date), in a city the route may name. A visitor's form is
 * checked, kept in this tab and they are sent to log in or sign up, coming back to it filled; on
 * any error every field keeps what was typed.
 */
export function LeadForm({
  userType,
  city,
  signedIn,
  onSent,
}: {
  userType: RentalEnquiryUserType;
  city: { city: string; province: string } | null;
  signedIn: boolean;
  onSent: (sent: SentEnquiry) => void;
}) {
  const { t } = useTranslation('rentalEnquiry');
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const [send] = useMutation(CreateRentalEnquiryDocument);
  const [today] = useState(() => todayIso());
  const schema = useMemo(() => leadFormSchema(userType), [userType]);
  const form = useDomainForm<RentalEnquiryLeadInput, LeadFormValues>(schema, {
    ...EMPTY_LEAD_FORM,
    city: city ?? EMPTY_LEAD_FORM.city,
  });
  const { control, handleSubmit, setError, setValue, getValues, reset, formError, formState } = form;
  const [restored, setRestored] = useState(false);
  // What a visitor typed before logging in (read after the first render: storage is the browser's).
  useEffect(() => {
    const draft = readLeadDraft(userType);
    if (draft) {
      reset(draft);
      setRestored(signedIn);
    }
  }, [reset, signedIn, userType]);
  // The route's city arrives once looked up; it fills an empty city only.
  useEffect(() => {
    if (city && !getValues('city.city')) setValue('city', city);
  }, [city, getValues, setValue]);

  const errorText = useErrorText(schema);
  const errorOf = (name: (typeof LEAD_FIELDS)[number]) =>
    errorText(name, form.getFieldState(name, formState).error as FieldError | undefined);
  const label = (name: string) => fieldLabel(schema, name, locale);
  const landlord = userType === 'landlord';

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    if (!signedIn) {
      keepLeadDraft(userType, getValues());
      await navigate(`/login?next=${encodeURIComponent(location.pathname)}`);
      return;
    }
    try {
      await send({
        variables: {
          data: {
            userType: landlord ? 'LANDLORD' : 'RENTER',
            city: data.city,
            phone: data.phone,
            unitCount: data.unitCount,
            budget: data.budget,
            moveIn: data.moveIn,
            message: data.message,
          },
        },
      });
      forgetLeadDraft(userType);
      onSent(
        landlord
          ? { kind: 'landlord', city: data.city.city, phone: formatPhone(data.phone ?? '') }
          : { kind: 'renter', city: data.city.city },
      );
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, LEAD_FIELDS)) formError.setError(appError);
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={t('form.label')}
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <Stack spacing={3}>
        {restored && <Alert severity="info">{t('form.restored')}</Alert>}
        <FormAlert message={formError.message} />
        <Controller
          control={control}
          name="city"
          render={({ field }) => (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <TextField
                label={label('city.city')}
                required
                value={field.value.city}
                onChange={(event) => field.onChange({ ...getValues('city'), city: event.target.value })}
                onBlur={field.onBlur}
                error={!!errorOf('city.city')}
                helperText={errorOf('city.city') ?? (city ? t('form.cityHint') : ' ')}
                autoComplete="address-level2"
                sx={{ flex: 1 }}
              />
              <TextField
                select
                required
                label={label('city.province')}
                value={field.value.province}
                onChange={(event) => field.onChange({ ...getValues('city'), province: event.target.value })}
                error={!!errorOf('city.province')}
                helperText={errorOf('city.province') ?? ' '}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ width: { xs: '100%', sm: 140 } }}
              >
                {PROVINCES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </TextField>
            </Stack>
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ControlledTextField<LeadFormValues, RentalEnquiryLeadInput>
            name="phone"
            control={control}
            errorText={errorText}
            label={label('phone')}
            type="tel"
            autoComplete="tel-national"
            placeholder="(123) 456-7890"
            required={landlord}
            helperText={t('form.phoneHint')}
            onBlurValue={(value) => {
              if (canadianPhoneDigits(value)) setValue('phone', formatPhone(value));
            }}
            sx={{ flex: 1 }}
          />
          {landlord ? (
            <NumberField<LeadFormValues, RentalEnquiryLeadInput>
              kind="integer"
              name="unitCount"
              control={control}
              errorText={errorText}
              label={label('unitCount')}
              helperText={t('form.unitCountHint')}
              required
              sx={{ flex: 1 }}
            />
          ) : (
            <NumberField<LeadFormValues, RentalEnquiryLeadInput>
              kind="integer"
              money
              name="budget"
              control={control}
              errorText={errorText}
              label={label('budget')}
              helperText={t('form.budgetHint')}
              sx={{ flex: 1 }}
            />
          )}
        </Stack>
        {!landlord && (
          <ControlledTextField<LeadFormValues, RentalEnquiryLeadInput>
            name="moveIn"
            control={control}
            errorText={errorText}
            type="date"
            label={label('moveIn')}
            helperText={t('form.moveInHint')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}
          />
        )}
        <ControlledTextField<LeadFormValues, RentalEnquiryLeadInput>
          name="message"
          control={control}
          errorText={errorText}
          label={label('message')}
          multiline
          minRows={3}
          helperText={t('form.messageHint')}
          slotProps={{ htmlInput: { maxLength: VIEWING_REQUEST_MESSAGE_MAX_LENGTH } }}
        />
        {!signedIn && <Alert severity="info">{t('form.visitorNote')}</Alert>}
        <Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {signedIn ? t('form.send') : t('form.signInToSend')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
