import { z } from 'zod';
import { withFieldLabels, type FieldLabels } from '../i18n/field-labels';
import {
  rentalApplicationDraftSchema,
  type RentalApplicationDraft,
  type RentalApplicationFile,
} from './draft';
import type { RentalDocumentKey } from './enums';
import { draftFieldLabel } from './field-labels';
import {
  rentalApplicationPayloadSchema,
  type RentalApplicationPayload,
  type RentalApplicationPayloadField,
} from './payload-schema';

export {
  rentalApplicationPayloadSchema,
  type RentalApplicationPayload,
  type RentalApplicationPayloadField,
} from './payload-schema';

/*
 * Flattening a draft into the CreateRental payload (payload-schema.ts) and back. A field's payload
 * name is its path in the group with dots as underscores (address.street → address_street,
 * reachingTime.notSure → reachingTime_notSure), except for the names spec/02 §3 gives (below).
 * Confirmation e-mails and the signature's error flag are the form's own and are not sent:
 * unflattening repeats each e-mail as its confirmation.
 */

/** Draft paths whose payload name is not their own: a prefix for objects, a name for fields; null for fields not sent. */
const PAYLOAD_NAMES: Readonly<Record<string, string | null>> = {
  'applicant.confirmEmail': null,
  'applicant.landlordName': 'currentLandlordName',
  'applicant.landlordPhone': 'currentLandlordPhone',
  'applicant.landlordEmail': 'currentLandlordEmail',
  'applicant.landlordConfirmEmail': null,
  'applicant.previousLandlordConfirmEmail': null,
  'income.accountantEmail': 'accountant_email',
  'income.accountantPhone': 'accountant_phone',
  'income.employmentReference': 'employmentReference_name',
  'income.employmentReferencePhone': 'employmentReference_phone',
  'income.employmentReferenceEmail': 'employmentReference_email',
  'income.employmentReferenceConfirmEmail': null,
  'income.reachingTime': 'employmentReference_reachingTime',
  'obligations.referenceName': 'personalReference_name',
  'obligations.referencePhone': 'personalReference_phone',
  'obligations.referenceEmail': 'personalReference_email',
  'obligations.referenceRelationship': 'personalReference_relationship',
  'obligations.reachingTime': 'personalReference_reachingTime',
  'vehiclesAndOccupants.coOccupants': 'co_occupants',
  'vehiclesAndOccupants.occupant_1_name': 'occupant_one_name',
  'vehiclesAndOccupants.occupant_2_name': 'occupant_two_name',
  'vehiclesAndOccupants.occupant_3_name': 'occupant_three_name',
  'vehiclesAndOccupants.occupant_4_name': 'occupant_four_name',
  'vehiclesAndOccupants.occupant_5_name': 'occupant_five_name',
  'signature.error': null,
};

/** Each e-mail repeated as its confirmation when a payload becomes a draft again. */
const CONFIRMATIONS = [
  ['applicant.userEmail', 'applicant.confirmEmail'],
  ['applicant.landlordEmail', 'applicant.landlordConfirmEmail'],
  ['applicant.previousLandlordEmail', 'applicant.previousLandlordConfirmEmail'],
  ['income.employmentReferenceEmail', 'income.employmentReferenceConfirmEmail'],
] as const;

/** One payload field and the draft field it carries. */
export interface PayloadField {
  name: RentalApplicationPayloadField;
  path: readonly string[];
}

function payloadFields(schema: z.ZodObject, path: string[], prefix: string | null): PayloadField[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
    const at = [...path, key];
    const renamed = PAYLOAD_NAMES[at.join('.')];
    if (renamed === null) return [];
    // Groups add nothing to a name; fields inside an object add their key after an underscore.
    const name = renamed ?? (path.length === 0 ? null : prefix ? `${prefix}_${key}` : key);
    if (field instanceof z.ZodObject) return payloadFields(field, at, name);
    return [{ name: name as RentalApplicationPayloadField, path: at }];
  });
}

/** Every payload field that carries a draft field, in the draft's order. */
export const RENTAL_APPLICATION_PAYLOAD_FIELDS: readonly PayloadField[] = payloadFields(
  rentalApplicationDraftSchema,
  [],
  null,
);

/** Where each document key sits in the draft. */
export const RENTAL_DOCUMENT_GROUPS = {
  leaseAgreementFile: 'applicant',
  bankStatementFiles: 'income',
  taxReturnsFiles: 'income',
  invoicesFiles: 'income',
  petFiles: 'obligations',
  proofOfIncomeFile: 'documents',
  govIdsFile: 'documents',
  supplementaryDocFile: 'documents',
  creditScoreFile: 'documents',
} as const satisfies Record<RentalDocumentKey, keyof RentalApplicationDraft>;

export type RentalApplicationFiles = Record<RentalDocumentKey, RentalApplicationFile[]>;

/** The files of a draft by document key, as the MultipleFileUpload keys name them. */
export function rentalApplicationFiles(draft: RentalApplicationDraft): RentalApplicationFiles {
  return Object.fromEntries(
    Object.entries(RENTAL_DOCUMENT_GROUPS).map(([key, group]) => [
      key,
      (draft[group] as unknown as Record<string, RentalApplicationFile[]>)[key],
    ]),
  ) as RentalApplicationFiles;
}

const valueAt = (object: unknown, path: readonly string[]) =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], object);

function setAt(object: Record<string, unknown>, path: readonly string[], value: unknown) {
  const last = path.length - 1;
  let node = object;
  path.forEach((key, i) => {
    if (i === last) node[key] = value;
    else node = (node[key] ??= {}) as Record<string, unknown>;
  });
}

/**
 * The CreateRental payload of a draft. `uploadedFiles` are the references the upload answered, by
 * document key; a key left out keeps the draft's own (the wizard uploads each file when it is
 * chosen, so its draft already holds them). `now` is the submission time, sent as createdAt.
 */
export function flattenRentalApplication(
  draft: RentalApplicationDraft,
  uploadedFiles: Partial<RentalApplicationFiles>,
  now: Date,
): RentalApplicationPayload {
  const files = { ...rentalApplicationFiles(draft), ...uploadedFiles };
  const payload: Record<string, unknown> = { createdAt: now.toISOString() };
  for (const { name, path } of RENTAL_APPLICATION_PAYLOAD_FIELDS)
    payload[name] = name in files ? files[name as RentalDocumentKey] : valueAt(draft, path);
  const day = draft.offer.applicationDate;
  payload.applicationDate = day === '' ? '' : `${day}T00:00:00.000Z`;
  return payload as RentalApplicationPayload;
}

/** The draft a payload was flattened from (createdAt aside): what the API validates and stores. */
export function unflattenRentalApplication(payload: RentalApplicationPayload): RentalApplicationDraft {
  const draft: Record<string, unknown> = {};
  for (const { name, path } of RENTAL_APPLICATION_PAYLOAD_FIELDS) setAt(draft, path, payload[name]);
  setAt(draft, ['offer', 'applicationDate'], payload.applicationDate.slice(0, 10));
  for (const [email, confirmation] of CONFIRMATIONS)
    setAt(draft, confirmation.split('.'), valueAt(draft, email.split('.')));
  setAt(draft, ['signature', 'error'], false);
  return draft as RentalApplicationDraft;
}

/** The payload's labels are its draft fields' (a refused payload names fields as the form does). */
const PAYLOAD_LABELS: FieldLabels = Object.fromEntries([
  ['createdAt', { en: 'Submitted at', fr: 'Soumise le' }],
  ...RENTAL_APPLICATION_PAYLOAD_FIELDS.flatMap(({ name, path }) => {
    const label = draftFieldLabel(path.join('.'));
    return label ? [[name, label]] : [];
  }),
]);
withFieldLabels(rentalApplicationPayloadSchema, PAYLOAD_LABELS);
