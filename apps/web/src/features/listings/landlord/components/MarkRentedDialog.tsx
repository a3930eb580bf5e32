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
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { SIGNED_LEASE_YEAR_MIN } from '@rentals/domain/listings/limits';
import type { MarkRentedInput } from '@rentals/domain/listings/schemas';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../../components/ControlledTextField';
import { FormAlert } from '../../../../components/FormAlert';
import { NumberField } from '../../../../components/NumberField';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../../lib/forms/apply-server-errors';
import { domainResolver } from '../../../../lib/forms/domain-resolver';
import { useErrorText } from '../../../../lib/forms/use-error-text';
import { useFormError } from '../../../../lib/forms/use-form-error';
import { VALIDATION_MODE } from '../../../../lib/forms/validation-mode';
import { MarkListingRentedDocument } from '../api/listing-operations';
import {
  MARK_RENTED_FIELDS,
  markRentedFormSchema,
  todayIsoDate,
  type MarkRentedFormValues,
} from './mark-rented-form';

export interface RentableListing {
  id: string;
  title: string;
  /** Prefills the rented price when the building has one price. */
  price: number | null;
}

interface Props {
  listing: RentableListing;
  onClose: () => void;
  onDone: () => void;
}

const CHOICES = [
  { value: '0', label: 'rented.disableNo' },
  { value: '1', label: 'rented.disableYes' },
] as const;

/**
 * Mark as rented (spec/01 §4): the signed lease date, the rented price, the disable-listing choice
 * (sent as the text '0' or '1') and the tenant names. The API hides the listing and clears its
 * premium; the answer updates the row's status to Inactive in the cache.
 */
export function MarkRentedDialog({ listing, onClose, onDone }: Props) {
  const { t } = useTranslation('listings');
  const titleId = useId();
  const choiceId = useId();
  const errorText = useErrorText(markRentedFormSchema);
  const formError = useFormError();
  const [markRented] = useMutation(MarkListingRentedDocument);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<MarkRentedFormValues, unknown, MarkRentedInput>({
    resolver: domainResolver(markRentedFormSchema),
    defaultValues: {
      signedLeaseDate: todayIsoDate(),
      rentedPrice: listing.price == null ? '' : String(listing.price),
      disableListing: '',
      tenantNames: '',
    },
    ...VALIDATION_MODE,
  });

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      await markRented({
        variables: {
          id: listing.id,
          data: {
            signedLeaseDate: data.signedLeaseDate,
            rentedPrice: data.rentedPrice,
            disableListing: data.disableListing,
            tenantNames: data.tenantNames ?? null,
          },
        },
      });
      onDone();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, MARK_RENTED_FIELDS)) formError.setError(appError);
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('rented.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('rented.text', { title: listing.title })}</DialogContentText>
          <FormAlert message={formError.message} />
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <ControlledTextField
              name="signedLeaseDate"
              control={control}
              errorText={errorText}
              label={t('rented.signedLeaseDate')}
              type="date"
              required
              // The picker offers what the rule accepts (signedLeaseDateIssue): 1900 to today.
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: `${SIGNED_LEASE_YEAR_MIN}-01-01`, max: todayIsoDate() },
              }}
            />
            <NumberField
              name="rentedPrice"
              control={control}
              errorText={errorText}
              label={t('rented.rentedPrice')}
              kind="decimal"
              money
              required
            />
            <Controller
              name="disableListing"
              control={control}
              render={({ field, fieldState }) => (
                <FormControl error={!!fieldState.error} required>
                  <FormLabel id={choiceId}>{t('rented.disableListing')}</FormLabel>
                  <RadioGroup
                    aria-labelledby={choiceId}
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                  >
                    {CHOICES.map((choice, i) => (
                      <FormControlLabel
                        key={choice.value}
                        value={choice.value}
                        control={<Radio slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }} />}
                        label={t(choice.label)}
                      />
                    ))}
                  </RadioGroup>
                  {fieldState.error && (
                    <FormHelperText>{errorText('disableListing', fieldState.error)}</FormHelperText>
                  )}
                </FormControl>
              )}
            />
            <ControlledTextField
              name="tenantNames"
              control={control}
              errorText={errorText}
              label={t('rented.tenantNames')}
              helperText={t('rented.tenantNamesHint')}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('rented.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
