import InputAdornment from '@mui/material/InputAdornment';
import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { NUMBER_INPUT_MODE, type NumberKind } from '../lib/forms/number-text';
import { ControlledTextField } from './ControlledTextField';

type Props<T extends FieldValues, Out extends FieldValues> = Omit<
  ComponentProps<typeof ControlledTextField<T, Out>>,
  'type' | 'slotProps'
> & {
  kind: NumberKind;
  /** An amount in dollars: shows the $ sign before it. */
  money?: boolean;
};

/**
 * Every number input of the forms. The form keeps the text exactly as typed (a text input, not
 * type="number", which hides what the browser cannot read and lets '1e12' through), and the form's
 * conversion (parseNumberText) with the shared schema says what is wrong with it: '-5' stays '-5'
 * with its range message, never silently becoming 5. `kind` picks the phone keyboard.
 */
export function NumberField<T extends FieldValues, Out extends FieldValues = T>({
  kind,
  money = false,
  ...props
}: Props<T, Out>) {
  return (
    <ControlledTextField<T, Out>
      {...props}
      type="text"
      slotProps={{
        htmlInput: { inputMode: NUMBER_INPUT_MODE[kind] },
        input: money ? { startAdornment: <InputAdornment position="start">$</InputAdornment> } : undefined,
      }}
    />
  );
}
