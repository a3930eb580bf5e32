import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { domainResolver } from './domain-resolver';
import { textFieldRegister } from './text-field-props';
import { useFormError } from './use-form-error';
import { VALIDATION_MODE } from './validation-mode';

/**
 * The set-up every form on a shared zod schema repeats: the domain resolver, the validation timing,
 * register() for MUI text fields and a top-level error kept as a code.
 */
export function useDomainForm<T extends FieldValues>(
  schema: z.ZodType<T, unknown>,
  defaultValues: DefaultValues<T>,
) {
  const form = useForm<T, unknown, T>({
    resolver: domainResolver<T, T>(schema),
    defaultValues,
    ...VALIDATION_MODE,
  });
  return { ...form, field: textFieldRegister(form.register), formError: useFormError() };
}
