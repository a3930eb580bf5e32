import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { Locale } from '@rentals/domain/users/enums';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { helpIn, inLocale, inputOf, type FieldLike, type FormValues } from '../format/form-values';

/** One field of a staff-defined form, drawn by its type, with its help text or error. */
export function SiteFormFieldInput({
  field: def,
  control,
  locale,
  errorText,
}: {
  field: FieldLike;
  control: Control<FormValues>;
  locale: Locale;
  errorText: string | undefined;
}) {
  const { t } = useTranslation('siteForms');
  const label = inLocale(def, locale);
  const helper = errorText ?? (helpIn(def, locale) || undefined);
  const id = `field-${def.key}`;
  return (
    <Controller
      control={control}
      name={def.key}
      render={({ field }) => {
        if (def.type === 'CHECKBOXES' || def.type === 'YES_NO') {
          const selected = Array.isArray(field.value) ? field.value : [];
          return (
            <FormControl component="fieldset" error={!!errorText} required={def.required}>
              <FormLabel component="legend">{label}</FormLabel>
              {def.type === 'CHECKBOXES' ? (
                <FormGroup>
                  {def.options.map((o) => (
                    <FormControlLabel
                      key={o.value}
                      label={inLocale(o, locale)}
                      control={
                        <Checkbox
                          checked={selected.includes(o.value)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...selected, o.value]
                                : selected.filter((v) => v !== o.value),
                            )
                          }
                          onBlur={field.onBlur}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              ) : (
                <RadioGroup
                  row
                  name={def.key}
                  value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
                  onChange={(event) => field.onChange(event.target.value === 'yes')}
                >
                  <FormControlLabel value="yes" control={<Radio />} label={t('public.yes')} />
                  <FormControlLabel value="no" control={<Radio />} label={t('public.no')} />
                </RadioGroup>
              )}
              {helper && <FormHelperText>{helper}</FormHelperText>}
            </FormControl>
          );
        }
        const input = inputOf(def);
        const value = typeof field.value === 'string' || typeof field.value === 'number' ? field.value : '';
        return (
          <TextField
            id={id}
            name={field.name}
            inputRef={field.ref}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label={label}
            required={def.required}
            error={!!errorText}
            helperText={helper}
            type={input.type}
            autoComplete={input.autoComplete}
            multiline={def.type === 'LONG_TEXT'}
            minRows={def.type === 'LONG_TEXT' ? 4 : undefined}
            select={def.type === 'SELECT'}
            slotProps={{
              htmlInput: { inputMode: input.inputMode },
              ...(def.type === 'SELECT' ? { select: { native: true } } : {}),
              ...(def.type === 'SELECT' || def.type === 'DATE' ? { inputLabel: { shrink: true } } : {}),
            }}
          >
            {def.type === 'SELECT' && [
              <option key="" value="">
                {t('public.choose')}
              </option>,
              ...def.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {inLocale(o, locale)}
                </option>
              )),
            ]}
          </TextField>
        );
      }}
    />
  );
}
