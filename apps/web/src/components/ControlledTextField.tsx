import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues, Out extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
> & {
  name: Path<T>;
  control: Control<T, unknown, Out>;
  /** Turns the field's error into text; forms pass their translator. */
  errorText: (name: string, error: FieldError | undefined) => string | undefined;
  /** Called after the field loses focus, e.g. to reformat what was typed. */
  onBlurValue?: (value: string) => void;
};

/**
 * A MUI text field bound to react-hook-form as a controlled input, so values set by reset()
 * render with their label raised. Error text replaces the helper text while the field is invalid.
 */
export function ControlledTextField<T extends FieldValues, Out extends FieldValues = T>({
  name,
  control,
  errorText,
  helperText,
  onBlurValue,
  ...props
}: Props<T, Out>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={() => {
            field.onBlur();
            onBlurValue?.(String(field.value ?? ''));
          }}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={errorText(name, fieldState.error) ?? helperText}
        />
      )}
    />
  );
}
