import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { toggled } from '../format/request-form';
import type { Choice } from '../format/request-labels';

/**
 * A question answered with checkboxes (days, parts of the day, bedrooms): a fieldset whose legend
 * names it, the choices in a row that wraps on a phone, and the hint or the error under them.
 */
export function ChoiceGroup({
  label,
  choices,
  value,
  onChange,
  required = false,
  hint,
  error,
}: {
  label: string;
  choices: readonly Choice[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  required?: boolean;
  hint: string;
  error?: string;
}) {
  const helpId = useId();
  return (
    <FormControl component="fieldset" error={!!error} required={required} aria-describedby={helpId}>
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </FormLabel>
      <FormGroup row sx={{ columnGap: 1 }}>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            label={choice.label}
            control={
              <Checkbox
                checked={value.includes(choice.value)}
                onChange={(event) => onChange(toggled(value, choice.value, event.target.checked))}
                slotProps={{ input: { 'aria-invalid': !!error || undefined } as object }}
              />
            }
            sx={{ minWidth: { xs: 'calc(50% - 8px)', sm: 'auto' }, mr: { sm: 2 } }}
          />
        ))}
      </FormGroup>
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {error ?? hint}
      </FormHelperText>
    </FormControl>
  );
}
