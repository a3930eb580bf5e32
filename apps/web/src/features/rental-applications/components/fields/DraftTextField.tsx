import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useDraftField, type DraftPath } from './use-draft-field';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'label'> & {
  name: DraftPath;
  /** Replaces the domain's label (a field shown twice, as a guarantor's tenant name). */
  label?: string;
  /** Rewrites the text as typed, e.g. digits only. */
  accept?: (text: string) => string | null;
};

/** A text, e-mail, phone or date field of the draft, with its label, hint and error. */
export function DraftTextField({ name, label, accept, helperText, type, ...props }: Props) {
  const field = useDraftField(name);
  return (
    <Controller
      name={name}
      control={field.control}
      render={({ field: input }) => (
        <TextField
          {...props}
          type={type}
          name={input.name}
          inputRef={input.ref}
          value={(input.value as string | null) ?? ''}
          onChange={(event) => {
            const next = accept ? accept(event.target.value) : event.target.value;
            if (next !== null) input.onChange(next);
          }}
          onBlur={input.onBlur}
          label={label ?? field.label}
          error={!!field.error}
          helperText={field.error ?? helperText ?? field.hint}
          fullWidth
          slotProps={type === 'date' ? { ...props.slotProps, inputLabel: { shrink: true } } : props.slotProps}
        />
      )}
    />
  );
}
