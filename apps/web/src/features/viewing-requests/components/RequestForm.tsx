import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { todayIso } from '@rentals/domain/dates';
import type { RequestForViewingInput } from '@rentals/domain/viewings/request-for-viewing';
import { VIEWING_REQUEST_MESSAGE_MAX_LENGTH } from '@rentals/domain/viewings/limits';
import { useEffect, useState } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
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
import { RequestForViewingDocument } from '../api/viewing-request-operations';
import {
  forgetDraft,
  keepDraft,
  prefilledForm,
  readDraft,
  REQUEST_FIELDS,
  requestFormSchema,
  type RequestFormValues,
  type SavedPreferences,
} from '../format/request-form';
import { bedroomChoices, timeChoices, weekdayChoices } from '../format/request-labels';
import { ChoiceGroup } from './ChoiceGroup';
import { CityField } from './CityField';

export const REQUEST_PATH = '/request-for-viewing';

/**
 * The request for viewing, checked with the shared requestForViewingSchema. A signed-in renter's
 * form opens with what their profile kept from the last request; a visitor's is checked, kept in
 * this tab and they are sent to log in or sign up, coming back to it filled. On any error every
 * field keeps what was typed.
 */
export function RequestForm({
  signedIn,
  saved,
  onSent,
}: {
  signedIn: boolean;
  saved: SavedPreferences | null | undefined;
  onSent: (city: string) => void;
}) {
  const { t } = useTranslation('viewingRequests');
  const locale = useLocale();
  const navigate = useNavigate();
  const [requestForViewing] = useMutation(RequestForViewingDocument);
  const [today] = useState(() => todayIso());
  const form = useDomainForm<RequestForViewingInput, RequestFormValues>(
    requestFormSchema,
    prefilledForm(saved, today),
  );
  const { control, handleSubmit, setError, getValues, reset, formError, formState } = form;
  const [restored, setRestored] = useState(false);
  // What a visitor typed before logging in (read after the first render: storage is the browser's).
  useEffect(() => {
    const draft = readDraft();
    if (draft) {
      reset(draft);
      setRestored(signedIn);
    }
  }, [reset, signedIn]);

  const errorText = useErrorText(requestFormSchema);
  // getFieldState reads an error whether the resolver stored it by its dotted path or nested.
  const errorOf = (name: (typeof REQUEST_FIELDS)[number]) =>
    errorText(name, form.getFieldState(name, formState).error as FieldError | undefined);
  const label = (name: string) => fieldLabel(requestFormSchema, name, locale);

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    if (!signedIn) {
      keepDraft(getValues());
      await navigate(`/login?next=${encodeURIComponent(REQUEST_PATH)}`);
      return;
    }
    try {
      await requestForViewing({ variables: { data } });
      forgetDraft();
      onSent(data.pre_viewing_city.city);
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, REQUEST_FIELDS)) formError.setError(appError);
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={t('request.formLabel')}
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <Stack spacing={3}>
        {restored && <Alert severity="info">{t('request.restored')}</Alert>}
        <FormAlert message={formError.message} />
        <Typography component="h2" variant="h6">
          {t('request.where')}
        </Typography>
        <Controller
          control={control}
          name="pre_viewing_city"
          render={({ field }) => (
            <CityField
              city={field.value.city}
              province={field.value.province}
              onCity={(city) => field.onChange({ ...getValues('pre_viewing_city'), city })}
              onProvince={(province) => field.onChange({ ...getValues('pre_viewing_city'), province })}
              labels={{ city: label('pre_viewing_city.city'), province: label('pre_viewing_city.province') }}
              cityError={errorOf('pre_viewing_city.city')}
              provinceError={errorOf('pre_viewing_city.province')}
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NumberField<RequestFormValues, RequestForViewingInput>
            kind="integer"
            money
            name="budget"
            control={control}
            errorText={errorText}
            label={label('budget')}
            helperText={t('request.budgetHint')}
            required
            sx={{ flex: 1 }}
          />
          <ControlledTextField<RequestFormValues, RequestForViewingInput>
            name="moveIn"
            control={control}
            errorText={errorText}
            type="date"
            label={label('moveIn')}
            required
            helperText=" "
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <Controller
          control={control}
          name="bedrooms"
          render={({ field }) => (
            <ChoiceGroup
              label={label('bedrooms')}
              choices={bedroomChoices(locale)}
              value={field.value}
              onChange={field.onChange}
              required
              hint={t('request.bedroomsHint')}
              error={errorOf('bedrooms')}
            />
          )}
        />
        <Typography component="h2" variant="h6">
          {t('request.when')}
        </Typography>
        <Controller
          control={control}
          name="availabilityDays"
          render={({ field }) => (
            <ChoiceGroup
              label={label('availabilityDays')}
              choices={weekdayChoices(locale)}
              value={field.value}
              onChange={field.onChange}
              required
              hint={t('request.daysHint')}
              error={errorOf('availabilityDays')}
            />
          )}
        />
        <Controller
          control={control}
          name="availabilityTimes"
          render={({ field }) => (
            <ChoiceGroup
              label={label('availabilityTimes')}
              choices={timeChoices(locale)}
              value={field.value}
              onChange={field.onChange}
              hint={t('request.timesHint')}
              error={errorOf('availabilityTimes')}
            />
          )}
        />
        <ControlledTextField<RequestFormValues, RequestForViewingInput>
          name="message"
          control={control}
          errorText={errorText}
          label={label('message')}
          multiline
          minRows={3}
          helperText={t('request.messageHint')}
          slotProps={{ htmlInput: { maxLength: VIEWING_REQUEST_MESSAGE_MAX_LENGTH } }}
        />
        {!signedIn && <Alert severity="info">{t('request.visitorNote')}</Alert>}
        <Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {signedIn ? t('request.send') : t('request.signInToSend')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
