import { createListingSchema } from '@rentals/domain/listings/schemas';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { formFieldOfPath, STEP_FIELDS, toCreateInput, type WizardStep } from './payload';
import type { WizardField, WizardValues } from './wizard-values';

/*
 * The city id is only known once the address is saved (createCity, at submit), so validation stands
 * in a well-formed id for it; every other value is checked exactly as the API will check it.
 */
const PENDING_CITY_ID = '00000000-0000-4000-8000-000000000000';

export type StepErrors = Partial<Record<WizardField, FieldError>>;

/**
 * Checks one page of the form with the shared createListing schema (spec/03 §5), keeping only the
 * issues of that page's fields. Each error's message is a VALIDATION_MESSAGES key and its `types`
 * carry the message's placeholders ({min}, {max}, {year}, {phone}).
 */
export function validateStep(step: WizardStep, values: WizardValues): StepErrors {
  const fields = STEP_FIELDS[step];
  const errors: StepErrors = {};
  const input = toCreateInput(values, {
    cityId: values.address?.cityId ?? PENDING_CITY_ID,
    neighbourhoodId: values.address?.neighbourhoodId,
  });
  const result = createListingSchema.safeParse(input);
  for (const issue of result.error?.issues ?? []) {
    const field = formFieldOfPath(issue.path.map(String).join('.'));
    if (!field || !fields.includes(field) || errors[field]) continue;
    const types: Record<string, string> = {};
    if (issue.code === 'too_small') types.min = String(issue.minimum);
    if (issue.code === 'too_big') types.max = String(issue.maximum);
    if (issue.code === 'custom') {
      for (const [name, value] of Object.entries(issue.params ?? {})) types[name] = String(value);
    }
    errors[field] = { type: issue.code, message: issue.message, types };
  }
  // The schema checks the pricing mode only once every other unit field parses, so on the unit page
  // the same rule (spec/03 §3.7a: a price and deposit unless Contact for Pricing) is applied here.
  if (step === 3 && !values.contactForPricing) {
    for (const field of ['monthlyPrice', 'deposit'] as const) {
      if (!errors[field] && values[field].trim() === '')
        errors[field] = { type: 'custom', message: 'required' };
    }
  }
  // No address chosen reads 'Address is required' (the schema only sees a missing location object).
  if (fields.includes('address') && !values.address) {
    errors.address = { type: 'required', message: 'required' };
  }
  // spec/03 §5 lists the property type as required; the API defaults it to OTHER instead.
  if (fields.includes('propertyType') && !values.propertyType) {
    errors.propertyType = { type: 'required', message: 'required' };
  }
  return errors;
}

/** A react-hook-form resolver checking the page the dialog is on. */
export function stepResolver(currentStep: () => WizardStep): Resolver<WizardValues> {
  return (values) => {
    const errors = validateStep(currentStep(), values);
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<WizardValues> }
      : { values, errors: {} };
  };
}
