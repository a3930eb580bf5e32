import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

export type TextBoxProps = Omit<OutlinedInputProps, 'error' | 'label' | 'id' | 'notched'> & {
  label: string;
  /** A message under the box; the box is marked invalid. */
  error?: string;
  /** The label stays above the box even when it is empty (a date field's own placeholder). */
  shrinkLabel?: boolean;
};

/**
 * An outlined text box with its label and error, as MUI's outlined TextField renders it (same
 * markup, ids and aria-describedby), for the first pages people open: TextField also bundles the
 * Select and the other variants' inputs, some 7 KB of compressed JavaScript.
 */
export function TextBox({ label, error, shrinkLabel, ...input }: TextBoxProps) {
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  return (
    <FormControl fullWidth error={!!error}>
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrinkLabel}
        aria-describedby={error ? helperTextId : undefined}
        {...input}
      />
      {error && <FormHelperText id={helperTextId}>{error}</FormHelperText>}
    </FormControl>
  );
}
