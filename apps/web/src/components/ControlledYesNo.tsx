import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';

/**
 * A yes/no question bound to react-hook-form: a labelled fieldset of two radios holding 'yes' or
 * 'no', with its error under it. The caller gives the words ('Yes' / 'Yes, please!').
 */
export function ControlledYesNo<T extends FieldValues, Out extends FieldValues = T>({
  name,
  control,
  label,
  yesLabel,
  noLabel,
  required = false,
  errorText,
}: {
  name: Path<T>;
  control: Control<T, unknown, Out>;
  label: string;
  yesLabel: string;
  noLabel: string;
  required?: boolean;
  errorText?: (name: string, error: FieldError | undefined) => string | undefined;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const error = errorText?.(name, fieldState.error);
        return (
          <FormControl component="fieldset" error={!!error} required={required}>
            <FormLabel component="legend" id={labelId}>
              {label}
            </FormLabel>
            <RadioGroup
              row
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              aria-labelledby={labelId}
              aria-describedby={error ? errorId : undefined}
            >
              <FormControlLabel
                value="yes"
                control={<Radio slotProps={{ input: { ref: field.ref } }} />}
                label={yesLabel}
              />
              <FormControlLabel value="no" control={<Radio />} label={noLabel} />
            </RadioGroup>
            {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
