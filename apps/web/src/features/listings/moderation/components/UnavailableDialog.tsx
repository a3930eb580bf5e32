import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AVAILABILITY_TEXTS,
  TENANT_SOURCE_LABELS,
  TENANT_SOURCES,
  UNAVAILABILITY_REASON_LABELS,
  UNAVAILABILITY_REASONS,
  UNAVAILABLE_MESSAGE_MAX_LENGTH,
  type UnavailabilityInput,
} from '@rentals/domain/listings/moderation';
import { translate } from '@rentals/domain/i18n/translate';
import { SIGNED_LEASE_YEAR_MIN } from '@rentals/domain/listings/limits';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../../components/ControlledTextField';
import { NumberField } from '../../../../components/NumberField';
import { useLocale } from '../../../../i18n/use-locale';
import { toAppError, type AppError } from '../../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../../lib/forms/apply-server-errors';
import { domainResolver } from '../../../../lib/forms/domain-resolver';
import { useErrorText } from '../../../../lib/forms/use-error-text';
import { VALIDATION_MODE } from '../../../../lib/forms/validation-mode';
import { DeactivateListingDocument } from '../api/admin-listing-operations';
import {
  EMPTY_UNAVAILABLE_FORM,
  isRentedReason,
  STEP_FIELDS,
  stepOf,
  UNAVAILABLE_FIELDS,
  unavailableFormSchema,
  type UnavailableFormValues,
} from './unavailable-form';

interface Props {
  listing: { id: string; title: string };
  onClose: () => void;
  /** Saved: the page shows 'Listing is now Unavailable!' and refreshes. */
  onDone: () => void;
  /** A failure the form cannot place on a field: the page shows it as an error toast. */
  onError: (error: AppError) => void;
}

/** Today as YYYY-MM-DD in the viewer's time zone: the latest signed lease date the picker offers. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * 'Mark Listing as Unavailable' (spec/01 §4 availability toggle): step 1 asks why (free text for
 * Other), step 2 the rented price, the signed lease date and where the tenant was found. Next and
 * Cancel, then Save and Back; Save is disabled while saving. One form holds both steps, so Back
 * and a failed save keep everything typed; a server field error reopens the step holding it.
 */
export function UnavailableDialog({ listing, onClose, onDone, onError }: Props) {
  const { t } = useTranslation('adminListings');
  const locale = useLocale();
  const titleId = useId();
  const reasonId = useId();
  const errorText = useErrorText(unavailableFormSchema);
  const [step, setStep] = useState<1 | 2>(1);
  const [deactivate] = useMutation(DeactivateListingDocument);
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    trigger,
    watch,
    getFieldState,
    formState: { isSubmitting },
  } = useForm<UnavailableFormValues, unknown, UnavailabilityInput>({
    resolver: domainResolver(unavailableFormSchema),
    defaultValues: EMPTY_UNAVAILABLE_FORM,
    ...VALIDATION_MODE,
  });
  const reason = watch('availablityStatus');
  const message = watch('message');
  const rented = isRentedReason(reason);

  // Next validates step 1 without submitting the form: a field shown in error re-checks as it changes.
  useEffect(() => {
    const watching = watch((_, { name }) => {
      if (name && getFieldState(name).error) void trigger(name);
    });
    return () => watching.unsubscribe();
  }, [watch, getFieldState, trigger]);

  // A step change moves the focus to the new step's first field (not on opening: the dialog has it).
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    setFocus(step === 1 ? 'availablityStatus' : 'rentedPrice');
  }, [step, setFocus]);
  const goTo = (to: 1 | 2) => {
    moved.current = true;
    setStep(to);
  };

  const next = async () => {
    if (await trigger([...STEP_FIELDS[1]], { shouldFocus: true })) goTo(2);
  };

  const save = handleSubmit(
    async (data) => {
      try {
        const result = await deactivate({ variables: { id: listing.id, data } });
        if (!result.data?.deactivateSearchListing) {
          onError({ code: 'SOMETHING_WRONG', params: {}, fields: [] });
          return;
        }
        onDone();
      } catch (error) {
        const appError = toAppError(error);
        const onStepOne = appError.fields.some((f) => stepOf(f.path) === 1);
        if (onStepOne) goTo(1);
        if (!applyServerErrors(appError, setError, UNAVAILABLE_FIELDS)) onError(appError);
      }
    },
    // A step 1 error found at Save (the values changed under it): show it where it is typed.
    (errors) => {
      if (Object.keys(errors).some((field) => stepOf(field) === 1)) goTo(1);
    },
  );

  const stepName = t(step === 1 ? 'unavailable.stepReason' : 'unavailable.stepDetails');

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form
        noValidate
        onSubmit={(event) => {
          if (step === 1) {
            event.preventDefault();
            void next();
          } else void save(event);
        }}
      >
        <DialogTitle id={titleId}>{translate(AVAILABILITY_TEXTS.modalTitle, locale)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            {t('unavailable.listing', { title: listing.title })}
          </DialogContentText>
          <Typography variant="subtitle2" component="p" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            {t('unavailable.stepOf', { step, name: stepName })}
          </Typography>
          {step === 1 ? (
            <Stack spacing={2.5}>
              <Controller
                name="availablityStatus"
                control={control}
                render={({ field, fieldState }) => (
                  <FormControl error={!!fieldState.error} required>
                    <FormLabel id={reasonId}>{t('unavailable.reasonLegend')}</FormLabel>
                    <RadioGroup
                      aria-labelledby={reasonId}
                      name={field.name}
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value)}
                      onBlur={field.onBlur}
                    >
                      {UNAVAILABILITY_REASONS.map((value, i) => (
                        <FormControlLabel
                          key={value}
                          value={value}
                          control={
                            <Radio
                              slotProps={{
                                input: {
                                  ref: (field.value ? field.value === value : i === 0)
                                    ? field.ref
                                    : undefined,
                                },
                              }}
                            />
                          }
                          label={translate(UNAVAILABILITY_REASON_LABELS[value], locale)}
                        />
                      ))}
                    </RadioGroup>
                    {fieldState.error && (
                      <FormHelperText>{errorText('availablityStatus', fieldState.error)}</FormHelperText>
                    )}
                  </FormControl>
                )}
              />
              {reason === 'OTHER' && (
                <ControlledTextField
                  name="message"
                  control={control}
                  errorText={(_, error) => errorText('message', error)}
                  label={t('unavailable.otherLabel')}
                  required
                  multiline
                  minRows={3}
                  helperText={t('unavailable.characters', {
                    count: message.length,
                    max: UNAVAILABLE_MESSAGE_MAX_LENGTH,
                  })}
                  slotProps={{ htmlInput: { maxLength: UNAVAILABLE_MESSAGE_MAX_LENGTH } }}
                />
              )}
            </Stack>
          ) : (
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              {!rented && (
                <Typography variant="body2" color="text.secondary">
                  {t('unavailable.optionalHint')}
                </Typography>
              )}
              <NumberField
                name="rentedPrice"
                control={control}
                errorText={(_, error) => errorText('rentedPrice', error)}
                label={t('unavailable.rentedPrice')}
                kind="decimal"
                money
                required={rented}
              />
              <ControlledTextField
                name="date"
                control={control}
                // 'Signed lease date is required' reads better than the field's short name.
                errorText={(_, error) => errorText('date', error)}
                label={t('unavailable.date')}
                type="date"
                required={rented}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { min: `${SIGNED_LEASE_YEAR_MIN}-01-01`, max: today() },
                }}
              />
              <ControlledTextField
                name="tuList"
                control={control}
                errorText={(_, error) => errorText('tuList', error)}
                label={t('unavailable.tuList')}
                select
                // 'Not given' shows in the box, so the label stays above it instead of being cut.
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              >
                <MenuItem value="">{t('unavailable.notGiven')}</MenuItem>
                {TENANT_SOURCES.map((source) => (
                  <MenuItem key={source} value={source}>
                    {translate(TENANT_SOURCE_LABELS[source], locale)}
                  </MenuItem>
                ))}
              </ControlledTextField>
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {step === 1 ? (
            <>
              <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
              <Button type="submit" variant="contained">
                {t('unavailable.next')}
              </Button>
            </>
          ) : (
            <>
              <Button onClick={() => goTo(1)} disabled={isSubmitting}>
                {t('unavailable.back')}
              </Button>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {t('unavailable.save')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
