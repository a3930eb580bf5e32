import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller } from 'react-hook-form';
import { useLocale } from '../../../../i18n/use-locale';
import { NUMBER_INPUT_MODE, type NumberKind } from '../../../../lib/forms/number-text';
import { formatAmount, numberFromText, plainNumber, trimTrailingDot } from '../../format/amounts';
import { useDraftField, type DraftPath } from './use-draft-field';

interface Props {
  name: DraftPath;
  kind: NumberKind;
  /** Dollars: a $ before it, and thousands separators once the field is left. */
  money?: boolean;
  /** Drops a trailing dot on blur (the pet's weight). */
  trimDot?: boolean;
  required?: boolean;
  helperText?: string;
}

/**
 * A number of the draft typed as text: the input keeps exactly what was typed while it has focus
 * (so '12.' can become '12.5'), the draft holds the number it stands for (NaN when it stands for
 * none, which the page's schema reports).
 */
export function DraftNumberField({
  name,
  kind,
  money = false,
  trimDot = false,
  required,
  helperText,
}: Props) {
  const field = useDraftField(name);
  const locale = useLocale();
  const [typed, setTyped] = useState<string | null>(null);
  const shown = (value: number | null) => typed ?? (money ? formatAmount(value, locale) : plainNumber(value));
  return (
    <Controller
      name={name}
      control={field.control}
      render={({ field: input }) => (
        <TextField
          name={input.name}
          inputRef={input.ref}
          value={shown(input.value as number | null)}
          onFocus={(event) => {
            const element = event.target as HTMLInputElement;
            // Tabbing into a filled field selects it all: keep it selected once the separators go,
            // so typing replaces the amount instead of adding to it (a pre-filled offer, say).
            const whole =
              element.value !== '' &&
              element.selectionStart === 0 &&
              element.selectionEnd === element.value.length;
            flushSync(() => setTyped(plainNumber(input.value as number | null)));
            if (whole) element.select();
          }}
          onChange={(event) => {
            setTyped(event.target.value);
            input.onChange(numberFromText(event.target.value, kind));
          }}
          onBlur={() => {
            const text = trimDot && typed !== null ? trimTrailingDot(typed) : typed;
            const value = text === null ? (input.value as number | null) : numberFromText(text, kind);
            if (text !== null) input.onChange(value);
            // What is not a number stays as typed, beside its message; a number shows formatted.
            setTyped(value !== null && Number.isNaN(value) ? text : null);
            input.onBlur();
          }}
          label={field.label}
          required={required}
          error={!!field.error}
          helperText={field.error ?? helperText ?? field.hint}
          fullWidth
          slotProps={{
            htmlInput: { inputMode: NUMBER_INPUT_MODE[kind] },
            input: money
              ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
              : undefined,
          }}
        />
      )}
    />
  );
}
