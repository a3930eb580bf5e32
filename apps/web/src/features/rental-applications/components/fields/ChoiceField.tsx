import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDraftField, type DraftPath } from './use-draft-field';

interface Props<C extends string> {
  name: DraftPath;
  options: readonly C[];
  optionLabel: (option: C) => string;
  required?: boolean;
  helperText?: string;
}

/** One choice of a few (applying as, employment term, co-occupants) as radio buttons. */
export function ChoiceField<C extends string>({
  name,
  options,
  optionLabel,
  required,
  helperText,
}: Props<C>) {
  const field = useDraftField(name);
  const labelId = useId();
  const help = field.error ?? helperText;
  return (
    <Controller
      name={name}
      control={field.control}
      render={({ field: input }) => (
        <FormControl component="fieldset" error={!!field.error} required={required}>
          <FormLabel component="legend" id={labelId}>
            {field.label}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={input.name}
            value={input.value as string}
            onChange={(_, value) => input.onChange(value)}
          >
            {options.map((option, i) => (
              <FormControlLabel
                key={option}
                value={option}
                label={optionLabel(option)}
                control={<Radio slotProps={{ input: { ref: i === 0 ? input.ref : undefined } }} />}
              />
            ))}
          </RadioGroup>
          {help && <FormHelperText>{help}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** A yes-or-no question of the draft (renting, smoker, pets...) as two radio buttons. */
export function YesNoField({ name }: { name: DraftPath }) {
  const { t } = useTranslation('rentalApplication');
  const field = useDraftField(name);
  const labelId = useId();
  return (
    <Controller
      name={name}
      control={field.control}
      render={({ field: input }) => (
        <FormControl component="fieldset" error={!!field.error}>
          <FormLabel component="legend" id={labelId}>
            {field.label}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={input.name}
            value={input.value ? 'yes' : 'no'}
            onChange={(_, value) => input.onChange(value === 'yes')}
          >
            <FormControlLabel
              value="yes"
              label={t('options.yes')}
              control={<Radio slotProps={{ input: { ref: input.ref } }} />}
            />
            <FormControlLabel value="no" label={t('options.no')} control={<Radio />} />
          </RadioGroup>
          {field.error && <FormHelperText>{field.error}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
