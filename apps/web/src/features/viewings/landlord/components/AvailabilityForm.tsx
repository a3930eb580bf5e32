import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate, type Bilingual } from '@rentals/domain/i18n/translate';
import type { AvailabilitySettings } from '@rentals/domain/viewings/availability';
import {
  BOOKING_MODE_LABELS,
  BOOKING_MODES,
  SHOWING_TYPE_LABELS,
  SHOWING_TYPES,
} from '@rentals/domain/viewings/enums';
import {
  BOOKING_HORIZON_DAYS_MAX,
  MEETING_LINK_MAX_LENGTH,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  SLOT_MINUTES_STEP,
} from '@rentals/domain/viewings/limits';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../../components/ControlledTextField';
import { FormAlert } from '../../../../components/FormAlert';
import { NumberField } from '../../../../components/NumberField';
import type { AvailabilityFieldsFragment } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { fieldLabel } from '../../../../i18n/validation';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../../lib/forms/use-error-text';
import { SetViewingAvailabilityDocument } from '../api/availability-operations';
import {
  availabilityFieldPaths,
  availabilityFormSchema,
  availabilityFormValues,
  type AvailabilityFormValues,
} from '../format/availability-form';
import { WeeklyWindows } from './WeeklyWindows';

type Props = { availability: AvailabilityFieldsFragment; onSaved: () => void };

/**
 * A listing's viewing settings, checked with the shared availabilitySettingsSchema: weekly hours,
 * slot length and break, how far ahead and how soon renters may book, instant booking or request,
 * in person or virtual with its link, renters per slot. On any error every field keeps what was typed.
 */
export function AvailabilityForm({ availability, onSaved }: Props) {
  const { t } = useTranslation('viewingAgenda');
  const locale = useLocale();
  const [save] = useMutation(SetViewingAvailabilityDocument);
  const form = useDomainForm<AvailabilitySettings, AvailabilityFormValues>(
    availabilityFormSchema,
    availabilityFormValues(availability),
  );
  const { control, handleSubmit, setError, getValues, formError, formState } = form;
  const errorText = useErrorText(availabilityFormSchema);
  const label = (name: string) => fieldLabel(availabilityFormSchema, name, locale);
  const showingType = useWatch({ control, name: 'showingType' });

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      await save({ variables: { listingId: availability.listingId, data } });
      onSaved();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, availabilityFieldPaths(getValues())))
        formError.setError(appError);
    }
  });

  const number = (name: (typeof NUMBERS)[number][0], hint: string) => (
    <NumberField<AvailabilityFormValues, AvailabilitySettings>
      kind="integer"
      name={name}
      control={control}
      errorText={errorText}
      label={label(name)}
      helperText={hint}
      sx={{ flex: '1 1 280px' }}
    />
  );
  const choice = <V extends string>(
    name: 'mode' | 'showingType',
    values: readonly V[],
    labels: Record<V, Bilingual>,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ typography: 'h6', color: 'text.primary', mb: 0.5 }}>
            {label(name)}
          </FormLabel>
          <RadioGroup
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {values.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={translate(labels[value], locale)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={t('editor.formLabel')}
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={3}>
        <FormAlert message={formError.message} />
        <Box>
          <Typography component="h2" variant="h6">
            {t('editor.weekly')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('editor.weeklyHint')}
          </Typography>
          <WeeklyWindows control={control} errorText={errorText} />
        </Box>
        <Typography component="h2" variant="h6">
          {t('editor.slots')}
        </Typography>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          {NUMBERS.map(([name, hint]) =>
            number(
              name,
              t(hint, {
                min: SLOT_MINUTES_MIN,
                max: name === 'horizonDays' ? BOOKING_HORIZON_DAYS_MAX : SLOT_MINUTES_MAX,
                step: SLOT_MINUTES_STEP,
              }),
            ),
          )}
        </Stack>
        {choice('mode', BOOKING_MODES, BOOKING_MODE_LABELS)}
        {choice('showingType', SHOWING_TYPES, SHOWING_TYPE_LABELS)}
        {showingType === 'VIRTUAL' && (
          <ControlledTextField<AvailabilityFormValues, AvailabilitySettings>
            name="meetingLink"
            control={control}
            errorText={errorText}
            type="url"
            label={label('meetingLink')}
            required
            helperText={t('editor.meetingHint')}
            slotProps={{ htmlInput: { maxLength: MEETING_LINK_MAX_LENGTH } }}
          />
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('editor.save')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** The number fields in the order they are asked, with their hints. */
const NUMBERS = [
  ['slotMinutes', 'editor.slotHint'],
  ['bufferMinutes', 'editor.bufferHint'],
  ['horizonDays', 'editor.horizonHint'],
  ['minNoticeHours', 'editor.noticeHint'],
  ['capacityPerSlot', 'editor.capacityHint'],
] as const;
