import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useDraftField, type DraftPath } from './use-draft-field';

interface Props<F extends string> {
  name: DraftPath;
  options: readonly F[];
  /** The text of each option. */
  optionLabel: (option: F) => string;
  /** Ticking one option may change others (financial obligation 'none'). */
  toggle?: (flags: Record<F, boolean>, option: F, ticked: boolean) => Record<F, boolean>;
  helperText?: string;
  required?: boolean;
}

/** A group of flags (spec/02 §3: several may be ticked) as a fieldset of check boxes. */
export function FlagGroupField<F extends string>({
  name,
  options,
  optionLabel,
  toggle,
  helperText,
  required,
}: Props<F>) {
  const field = useDraftField(name);
  const helpId = useId();
  const help = field.error ?? helperText;
  return (
    <Controller
      name={name}
      control={field.control}
      render={({ field: input }) => {
        const flags = input.value as unknown as Record<F, boolean>;
        return (
          <FormControl component="fieldset" error={!!field.error} required={required}>
            <FormLabel component="legend">{field.label}</FormLabel>
            <FormGroup row>
              {options.map((option, i) => (
                <FormControlLabel
                  key={option}
                  label={optionLabel(option)}
                  control={
                    <Checkbox
                      checked={!!flags[option]}
                      slotProps={{
                        input: {
                          ref: i === 0 ? input.ref : undefined,
                          'aria-describedby': help ? helpId : undefined,
                        },
                      }}
                      onChange={(_, ticked) =>
                        input.onChange(
                          toggle ? toggle(flags, option, ticked) : { ...flags, [option]: ticked },
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
