import type { TextFieldProps } from '@mui/material/TextField';
import type { LeaseTerms } from '@rentals/domain/leases/terms';
import { ControlledTextField } from '../../../../components/ControlledTextField';
import { NumberField } from '../../../../components/NumberField';
import type { LeaseFormValues } from '../../format/lease-form';
import type { LeaseFieldPath, LeaseFormKit } from '../../hooks/lease-form-kit';

type Common = { kit: LeaseFormKit; name: LeaseFieldPath; labelPath?: string } & Pick<
  TextFieldProps,
  'helperText' | 'required' | 'type' | 'multiline' | 'minRows' | 'autoComplete' | 'disabled'
>;

/** A text input of the lease form, labelled by the domain; a blank helper line keeps rows aligned. */
export function LeaseTextField({ kit, name, labelPath, helperText = ' ', ...props }: Common) {
  return (
    <ControlledTextField<LeaseFormValues, LeaseTerms>
      fullWidth
      {...props}
      name={name}
      control={kit.control}
      errorText={kit.errorText}
      label={kit.label(labelPath ?? name)}
      helperText={helperText}
      slotProps={props.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
}

/** A number (amount or count) of the lease form. */
export function LeaseNumberField({
  kit,
  name,
  money = false,
  integer = false,
  helperText = ' ',
  required,
  disabled,
}: Common & { money?: boolean; integer?: boolean }) {
  return (
    <NumberField<LeaseFormValues, LeaseTerms>
      fullWidth
      kind={integer ? 'integer' : 'decimal'}
      money={money}
      name={name}
      control={kit.control}
      errorText={kit.errorText}
      label={kit.label(name)}
      helperText={helperText}
      required={required}
      disabled={disabled}
    />
  );
}

/** A choice of the lease form as a native select (the phone's own picker). */
export function LeaseSelectField({
  kit,
  name,
  options,
  helperText = ' ',
  required,
}: Common & { options: readonly { value: string; label: string }[] }) {
  return (
    <ControlledTextField<LeaseFormValues, LeaseTerms>
      select
      fullWidth
      name={name}
      control={kit.control}
      errorText={kit.errorText}
      label={kit.label(name)}
      helperText={helperText}
      required={required}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </ControlledTextField>
  );
}
