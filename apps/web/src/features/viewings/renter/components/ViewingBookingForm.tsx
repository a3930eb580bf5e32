import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { SlotKind } from '@rentals/domain/viewings/enums';
import { VIEWING_REQUEST_MESSAGE_MAX_LENGTH } from '@rentals/domain/viewings/limits';
import { bookViewingSchema, type BookViewingInput } from '@rentals/domain/viewings/schemas';
import { Fragment, useRef, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../../components/ControlledTextField';
import { FormAlert } from '../../../../components/FormAlert';
import type { ViewingFieldsFragment, ViewingSlotsFieldsFragment } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { fieldLabel } from '../../../../i18n/validation';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../../lib/forms/use-error-text';
import { BookViewingDocument } from '../api/booking-operations';
import { fitToMode, toggleTime, type TimeChoice } from '../format/proposed-times';
import { SlotPicker } from './SlotPicker';

export type BookedViewing = ViewingFieldsFragment;

/** The form's values: the times as the API's ISO instants, the schema reads them as dates. */
interface BookFormValues {
  listing: string;
  kind: SlotKind;
  proposedTimes: string[];
  message: string;
}

const SERVER_FIELDS = ['proposedTimes', 'message'] as const;

interface Props {
  listingId: string;
  answer: ViewingSlotsFieldsFragment;
  /** The time chosen on the listing page, carried by the address. */
  initial: TimeChoice;
  /** /viewing-form-beta: the picker is the first step, the message and the booking the second. */
  stepper: boolean;
  onBooked: (viewing: BookedViewing) => void;
  /** Reads the free times again: after a refusal, they have changed. */
  onRefresh: () => void;
}

/**
 * Booking a viewing (bookViewing, checked with the shared bookViewingSchema): the time or times,
 * how the viewing takes place, and a note to the landlord. A refusal (a time just taken, passed, too
 * soon) shows the server's coded message above the form, keeps every choice and what was typed,
 * and reads the free times again, so a time no longer free shows as such in 'Your choice'.
 */
export function ViewingBookingForm({ listingId, answer, initial, stepper, onBooked, onRefresh }: Props) {
  const { t } = useTranslation('viewingBooking');
  const locale = useLocale();
  const [bookViewing] = useMutation(BookViewingDocument);
  const form = useDomainForm<BookViewingInput, BookFormValues>(bookViewingSchema, {
    listing: listingId,
    message: '',
    ...fitToMode(initial, answer.mode),
  });
  const { control, handleSubmit, setValue, watch, trigger, setError, formError, formState } = form;
  const errorText = useErrorText(bookViewingSchema);
  const choice: TimeChoice = { kind: watch('kind'), proposedTimes: watch('proposedTimes') };
  const [step, setStep] = useState(0);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const toggle = (slot: Parameters<typeof toggleTime>[1]) => {
    const next = toggleTime(choice, slot, answer.mode);
    setValue('kind', next.kind);
    // An error on screen (from a submit or the stepper's Next) goes as soon as a time is chosen.
    const shown = formState.isSubmitted || !!form.getFieldState('proposedTimes').error;
    setValue('proposedTimes', next.proposedTimes, { shouldValidate: shown });
  };

  const goTo = (next: number) => {
    setStep(next);
    // The step's content is replaced: its heading takes the focus so the change is heard.
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      const result = await bookViewing({
        variables: {
          data: {
            listing: data.listing,
            kind: data.kind,
            proposedTimes: data.proposedTimes.map((time) => time.toISOString()),
            message: data.message || null,
          },
        },
      });
      if (result.data) onBooked(result.data.bookViewing);
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, SERVER_FIELDS)) formError.setError(appError);
      onRefresh();
      if (stepper) goTo(0);
    }
  });

  const picker = (
    <SlotPicker
      zone={answer.zone}
      mode={answer.mode}
      slots={answer.slots}
      choice={choice}
      onToggle={toggle}
      // The list's own error ('required', 'max') sits at its name, as RequestForm's checkbox groups.
      error={errorText(
        'proposedTimes',
        form.getFieldState('proposedTimes', formState).error as FieldError | undefined,
      )}
    />
  );
  const count = choice.proposedTimes.length;
  const details = (
    <Stack spacing={3}>
      <Box>
        <Typography component="h3" variant="subtitle2">
          {t('form.howTitle')}
        </Typography>
        <Typography variant="body2">{t(`form.${answer.showingType}`)}</Typography>
      </Box>
      <ControlledTextField<BookFormValues, BookViewingInput>
        name="message"
        control={control}
        errorText={errorText}
        label={fieldLabel(bookViewingSchema, 'message', locale)}
        multiline
        minRows={3}
        helperText={t('form.messageHint')}
        slotProps={{ htmlInput: { maxLength: VIEWING_REQUEST_MESSAGE_MAX_LENGTH } }}
      />
    </Stack>
  );
  const submitButton = (
    <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
      {answer.mode === 'INSTANT'
        ? t('form.bookInstant')
        : t('form.bookRequest', { count: Math.max(count, 1) })}
    </Button>
  );
  const steps = [t('form.steps.time'), t('form.steps.book')];

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={t('form.formLabel')}
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <FormAlert message={formError.message} />
      {stepper ? (
        <Stack spacing={3}>
          {/* The visible steps are a picture of the heading below, which says the same in words. */}
          <Stepper activeStep={step} aria-hidden sx={{ display: { xs: 'none', sm: 'flex' } }}>
            {steps.map((name) => (
              <Step key={name}>
                <StepLabel>{name}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography ref={stepHeading} tabIndex={-1} component="h2" variant="h6" sx={{ outline: 'none' }}>
            {t('form.stepOf', { step: step + 1, total: steps.length, name: steps[step] })}
          </Typography>
          {step === 0 ? picker : details}
          <Stack direction="row" spacing={2}>
            {step === 1 && (
              <Button variant="outlined" size="large" onClick={() => goTo(0)}>
                {t('form.back')}
              </Button>
            )}
            {/* Keyed apart: reusing the Next button's element as the submit button would let the
                click that leaves step 1 submit the form. */}
            {step === 0 ? (
              <Button
                key="next"
                variant="contained"
                size="large"
                onClick={() => void trigger('proposedTimes').then((ok) => ok && goTo(1))}
              >
                {t('form.next')}
              </Button>
            ) : (
              <Fragment key="submit">{submitButton}</Fragment>
            )}
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={3}>
          <Typography component="h2" variant="h6">
            {t('form.when')}
          </Typography>
          {picker}
          {details}
          <Box>{submitButton}</Box>
        </Stack>
      )}
    </Paper>
  );
}
