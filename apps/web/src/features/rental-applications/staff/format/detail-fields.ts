import type { Bilingual } from '@rentals/domain/i18n/translate';
import type { RentalApplicationFile } from '@rentals/domain/rental-applications/draft';
import {
  draftFieldLabel,
  RENTAL_APPLICATION_FIELD_LABELS,
} from '@rentals/domain/rental-applications/field-labels';

/*
 * The application's details (the wizard's draft, as the API answers it) as the staff page shows
 * them: the wizard's groups in its order, each answered field with the domain's label. Fields left
 * blank are left out, so a reader sees what the applicant wrote rather than rows of dashes.
 */

export type DetailValue =
  | { kind: 'text'; text: string }
  | { kind: 'money'; amount: number }
  | { kind: 'number'; value: number }
  | { kind: 'yesNo'; value: boolean }
  /** A single choice or ticked flags, by their option names (the wizard's words translate them). */
  | { kind: 'options'; field: string; values: string[] }
  | { kind: 'files'; files: RentalApplicationFile[] }
  | { kind: 'signature'; dataUrl: string };

export interface DetailField {
  path: string;
  label: Bilingual;
  value: DetailValue;
}

export interface DetailSection {
  group: string;
  label: Bilingual;
  fields: DetailField[];
}

const GROUPS = [
  'offer',
  'applicant',
  'income',
  'obligations',
  'vehiclesAndOccupants',
  'documents',
  'signature',
];

/*
 * Left out: the ids the summary names by title, the confirmations that repeat an e-mail, the
 * signature's form flag, and the SIN, which the details never hold (the API gives it masked apart).
 */
const HIDDEN = new Set([
  'offer.listingId',
  'offer.unitId',
  'applicant.confirmEmail',
  'applicant.landlordConfirmEmail',
  'applicant.previousLandlordConfirmEmail',
  'income.employmentReferenceConfirmEmail',
  'documents.sin',
  'signature.error',
]);
const CHOICES = new Set(['applyingAs', 'employmentTerm', 'referenceStatus', 'coOccupants']);
const MONEY = new Set([
  'yourOffer',
  'grossIncome',
  'revenueSalesFigures',
  'expenseFigures',
  'monthlyPayment',
]);

/*
 * The stored details come back with their keys in the database's order (jsonb sorts them), so the
 * fields are put back in the form's order, which the label table follows, and an address in its
 * parts' order.
 */
const FORM_ORDER = new Map(Object.keys(RENTAL_APPLICATION_FIELD_LABELS).map((path, i) => [path, i]));
const ADDRESS_PARTS = ['street', 'city', 'province', 'postal', 'country'];
const formIndex = (path: string) => FORM_ORDER.get(path) ?? Number.MAX_SAFE_INTEGER;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

function isFile(v: unknown): v is RentalApplicationFile {
  return isRecord(v) && typeof v.fileId === 'string' && typeof v.name === 'string';
}

function valueOf(group: string, key: string, raw: unknown): DetailValue | null {
  if (group === 'signature' && key === 'signature')
    return typeof raw === 'string' && raw.startsWith('data:image/')
      ? { kind: 'signature', dataUrl: raw }
      : null;
  if (typeof raw === 'boolean') return { kind: 'yesNo', value: raw };
  if (typeof raw === 'number')
    return MONEY.has(key) ? { kind: 'money', amount: raw } : { kind: 'number', value: raw };
  if (typeof raw === 'string') {
    if (!raw.trim()) return null;
    if (CHOICES.has(key)) return { kind: 'options', field: key, values: [raw] };
    // Calendar days as the staff pages write them (MM-DD-YYYY).
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
    return { kind: 'text', text: day ? `${day[2]}-${day[3]}-${day[1]}` : raw };
  }
  if (Array.isArray(raw)) {
    const files = raw.filter(isFile);
    return files.length ? { kind: 'files', files } : null;
  }
  if (isRecord(raw)) {
    const entries = Object.entries(raw);
    if (entries.every(([, v]) => typeof v === 'boolean')) {
      const ticked = entries.filter(([, v]) => v).map(([name]) => name);
      return ticked.length ? { kind: 'options', field: key, values: ticked } : null;
    }
    // An address: its parts on one line, in the form's order.
    const text = ADDRESS_PARTS.map((part) => raw[part])
      .map((v) => (typeof v === 'string' ? v.trim() : ''))
      .filter(Boolean)
      .join(', ');
    return text ? { kind: 'text', text } : null;
  }
  return null;
}

/** The sections of `details`, each with its answered fields; a group with none is left out. */
export function detailSections(details: unknown): DetailSection[] {
  if (!isRecord(details)) return [];
  const sections: DetailSection[] = [];
  for (const group of GROUPS) {
    const values = details[group];
    if (!isRecord(values)) continue;
    const fields: DetailField[] = [];
    for (const [key, raw] of Object.entries(values)) {
      const path = `${group}.${key}`;
      const value = HIDDEN.has(path) ? null : valueOf(group, key, raw);
      if (value) fields.push({ path, label: draftFieldLabel(path) ?? { en: key, fr: key }, value });
    }
    fields.sort((a, b) => formIndex(a.path) - formIndex(b.path));
    if (fields.length) sections.push({ group, label: RENTAL_APPLICATION_FIELD_LABELS[group]!, fields });
  }
  return sections;
}
