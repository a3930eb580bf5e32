import { createListingSchema } from '@rentals/domain/listings/schemas';
import { phoneSchema } from '@rentals/domain/users/schemas';
import type { FieldError } from 'react-hook-form';
import { validateStep, type StepErrors } from '../../wizard/form/step-validation';
import type { WizardValues } from '../../wizard/form/wizard-values';
import type { ExtrasField, ListWithUsExtras } from './lwu-values';
import { ownerInput } from './lwu-payload';

/*
 * A kept picture gets its file id only when it is uploaded at submit; until then a well-formed id
 * stands in for it, so the shared schema counts it (the same way step-validation.ts stands in for
 * the city id).
 */
const PENDING_FILE_ID = '00000000-0000-4000-8000-000000000001';

/** The form with every kept (not yet uploaded) picture counted as uploaded. */
export function withPendingFiles(values: WizardValues): WizardValues {
  const count = (p: WizardValues['pictures'][number]) =>
    p.localKey && !p.fileId ? { ...p, fileId: PENDING_FILE_ID } : p;
  return { ...values, pictures: values.pictures.map(count), unitPictures: values.unitPictures.map(count) };
}

/** Step 1 and 2 of the building (the dialog's rules), with the poster type required. */
export function validateBuildingStep(step: 1 | 2, values: WizardValues): StepErrors {
  const errors = validateStep(step, withPendingFiles(values));
  if (step === 1 && !values.role) errors.role = { type: 'required', message: 'required' };
  return errors;
}

/** A unit's three pages of the dialog, shown together on one step. */
export function validateUnit(values: WizardValues): StepErrors {
  return { ...validateStep(3, values), ...validateStep(4, values), ...validateStep(5, values) };
}

export type ExtrasErrors = Partial<Record<ExtrasField, FieldError>>;

const OWNER_SCHEMA = createListingSchema.pick({
  advertiseUnit: true,
  existingUrl: true,
  advertiseDuration: true,
  currentlyTenanted: true,
  minimumRentalPrice: true,
  extraInfo: true,
  showingUnit: true,
  customiseLease: true,
  propertyRealtor: true,
  commission: true,
  partnershipStatus: true,
  spousePartner: true,
  lockbox: true,
});

/**
 * The wizard's own fields on `step`: the phone on step 1, the owner questions and signature on step
 * 7. Edit mode (`documents` false) keeps the stored documents and asks for no new signature.
 */
export function validateExtras(
  step: number,
  extras: ListWithUsExtras,
  { documents = true }: { documents?: boolean } = {},
): ExtrasErrors {
  const errors: ExtrasErrors = {};
  if (step === 1) {
    if (extras.phone.trim() === '') errors.phone = { type: 'required', message: 'required' };
    else if (!phoneSchema.safeParse(extras.phone).success)
      errors.phone = { type: 'custom', message: 'phone' };
  }
  if (step === 7) {
    const result = OWNER_SCHEMA.safeParse(ownerInput(extras));
    for (const issue of result.error?.issues ?? []) {
      const field = String(issue.path[0]) as ExtrasField;
      if (errors[field]) continue;
      const types: Record<string, string> = {};
      if (issue.code === 'too_small') types.min = String(issue.minimum);
      if (issue.code === 'too_big') types.max = String(issue.maximum);
      if (issue.code === 'custom') {
        for (const [name, value] of Object.entries(issue.params ?? {})) types[name] = String(value);
      }
      errors[field] = { type: issue.code, message: issue.message, types };
    }
    if (documents && !extras.signature) errors.signature = { type: 'required', message: 'required' };
  }
  return errors;
}
