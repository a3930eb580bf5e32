import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  cardFormSchema,
  formatCardNumber,
  formatExpiry,
  type CardFormValues,
  type CardInput,
} from '@rentals/domain/billing/card-form';
import type { ChangeEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDomainForm } from '../../../lib/forms/use-domain-form';

const EMPTY: CardFormValues = { name: '', number: '', expiry: '', cvc: '' };

/**
 * The card fields of the test checkout, checked with the shared cardFormSchema. What was typed
 * stays after a decline, so the payer only changes what the processor refused.
 */
export function CardForm({
  email,
  payLabel,
  paying,
  onPay,
}: {
  email: string | null;
  payLabel: string;
  paying: boolean;
  onPay: (card: CardInput, setError: UseFormSetError<CardFormValues>) => Promise<void>;
}) {
  const { t } = useTranslation('payments');
  const form = useDomainForm<CardInput, CardFormValues>(cardFormSchema, EMPTY);
  const { handleSubmit, textField, setError } = form;
  const submit = handleSubmit((card) => onPay(card, setError));

  /** A field whose typed text is reshaped as it is typed (4242 4242…, MM/YY). */
  const formatted = (name: 'number' | 'expiry', format: (typed: string) => string) => {
    const props = textField(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = format(event.target.value);
        return props.onChange(event);
      },
    };
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
      aria-label={t('sandbox.payTitle')}
    >
      <TextField
        label={t('sandbox.email')}
        value={email ?? ''}
        type="email"
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField {...textField('name')} required autoComplete="cc-name" />
      <TextField
        {...formatted('number', formatCardNumber)}
        required
        autoComplete="cc-number"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...formatted('expiry', formatExpiry)}
          required
          autoComplete="cc-exp"
          placeholder="MM/YY"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          sx={{ flex: 1 }}
        />
        <TextField
          {...textField('cvc')}
          required
          autoComplete="cc-csc"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Button type="submit" variant="contained" size="large" loading={paying || form.formState.isSubmitting}>
        {payLabel}
      </Button>
    </Stack>
  );
}
