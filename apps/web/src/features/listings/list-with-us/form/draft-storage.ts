import { LIST_WITH_US_STEPS, type ListWithUsStep } from '@rentals/domain/listings/list-with-us';
import type { PictureItem, WizardValues } from '../../wizard/form/wizard-values';
import { clampUnitCount, emptyDraft, EMPTY_EXTRAS, type ListWithUsDraft } from './lwu-values';
import { EMPTY_VALUES } from '../../wizard/form/wizard-values';

/** Where the draft is kept (localStorage); the version changes when its shape does. */
export const DRAFT_STORAGE_KEY = 'rentals.listWithUs.draft.v1';

/** Only finished pictures are worth keeping: one still being kept or failed is chosen again. */
const keptPictures = (items: PictureItem[]) =>
  items.filter((p) => p.status === 'done' && (p.localKey || p.fileId));

const keptValues = (values: WizardValues): WizardValues => ({
  ...values,
  pictures: keptPictures(values.pictures),
  unitPictures: keptPictures(values.unitPictures),
});

/** The draft as stored. */
export function serializeDraft(draft: ListWithUsDraft): string {
  return JSON.stringify({
    ...draft,
    building: keptValues(draft.building),
    extraUnits: draft.extraUnits.map(keptValues),
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const values = (stored: unknown): WizardValues =>
  isObject(stored) ? { ...EMPTY_VALUES, ...(stored as Partial<WizardValues>) } : EMPTY_VALUES;

/**
 * The stored draft, or null when there is none or it cannot be read (an older shape, a hand-edited
 * value): the wizard then starts empty rather than failing. Missing fields take their empty value.
 */
export function parseDraft(text: string | null): ListWithUsDraft | null {
  if (!text) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(stored)) return null;
  const empty = emptyDraft();
  const step = LIST_WITH_US_STEPS.includes(stored.step as ListWithUsStep)
    ? (stored.step as ListWithUsStep)
    : 1;
  const units = Array.isArray(stored.extraUnits) ? stored.extraUnits : [];
  return {
    step,
    unitCount: clampUnitCount(Number(stored.unitCount)),
    building: values(stored.building),
    extraUnits: [values(units[0]), values(units[1])],
    extras: isObject(stored.extras) ? { ...EMPTY_EXTRAS, ...stored.extras } : empty.extras,
  };
}

/** Every kept file the draft refers to, so the others can be dropped from the device. */
export function localKeysOf(draft: ListWithUsDraft): string[] {
  const pictures = [draft.building, ...draft.extraUnits].flatMap((v) => [...v.pictures, ...v.unitPictures]);
  const { govtProof, ownershipProof, signature } = draft.extras;
  return [
    ...pictures.flatMap((p) => (p.localKey ? [p.localKey] : [])),
    ...[govtProof, ownershipProof, signature].flatMap((f) => (f ? [f.localKey] : [])),
  ];
}
