import { useForm, type DefaultValues, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useLocale } from '../../i18n/use-locale';
import { fieldLabel } from '../../i18n/validation';
import { domainResolver } from './domain-resolver';
import { textFieldRegister } from './text-field-props';
import { useErrorText } from './use-error-text';
import { useFormError } from './use-form-error';
import { VALIDATION_MODE } from './validation-mode';

/**
 * The set-up every form on a shared zod schema repeats: the domain resolver, the validation timing,
 * register() for MUI text fields and a top-level error kept as a code. `textField(name)` gives a
 * text field everything but its own props: registration, the shared label, and the error text in
 * the current language.
 *
 * A form whose inputs hold text the schema reads as something else (a number, an absent date)
 * names both types, `useDomainForm<Parsed, Typed>`, with a schema that converts the typed values
 * in front of the shared one (a z.preprocess, as contact-form.ts does); the submit gets Parsed.
 */
export function useDomainForm<Out extends FieldValues, T extends FieldValues = Out>(
  schema: z.ZodType<Out, unknown>,
  defaultValues: DefaultValues<NoInfer<T>>,
) {
  const form = useForm<T, unknown, Out>({
    resolver: domainResolver<T, Out>(schema),
    defaultValues,
    ...VALIDATION_MODE,
  });
  const locale = useLocale();
  const errorText = useErrorText(schema);
  const field = textFieldRegister(form.register);
  const { errors } = form.formState;
  const textField = (name: Path<T>) => {
    // The shared schemas are flat, so a field's error sits at its name.
    const error = errors[name] as FieldError | undefined;
    return {
      ...field(name),
      label: fieldLabel(schema, name, locale),
      error: !!error,
      helperText: errorText(name, error),
    };
  };
  return { ...form, field, textField, formError: useFormError() };
}
