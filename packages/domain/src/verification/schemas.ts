import { z } from 'zod';
import { POSTER_ROLES } from '../listings/enums';
import { withFieldLabels } from '../i18n/field-labels';
import { VERIFICATION_FIELD_LABELS } from './field-labels';
import { VERIFICATION_DECISIONS, VERIFICATION_DOCUMENT_KINDS } from './enums';
import {
  REGISTRATION_NUMBER_MAX,
  VERIFICATION_FILES_PER_DOCUMENT_MAX,
  VERIFICATION_REASON_MAX,
} from './limits';

const id = z.string('required').uuid('invalid');

/** One checklist document: its kind and the VERIFICATION_DOCUMENT files uploaded for it. */
export const verificationDocumentSchema = z.object({
  kind: z.enum(VERIFICATION_DOCUMENT_KINDS, 'invalidChoice'),
  fileIds: z.array(id).min(1, 'required').max(VERIFICATION_FILES_PER_DOCUMENT_MAX, 'max'),
});

/** A poster sending their documents (the "Get verified" form and submitVerification). */
export const submitVerificationSchema = z.object({
  role: z.enum(POSTER_ROLES, 'invalidChoice'),
  registrationNumber: z.string().trim().max(REGISTRATION_NUMBER_MAX, 'tooLong').nullish(),
  documents: z.array(verificationDocumentSchema).max(VERIFICATION_DOCUMENT_KINDS.length, 'max'),
});
export type SubmitVerificationInput = z.output<typeof submitVerificationSchema>;

/** Staff deciding a request; a rejection's reason is required by the service (it is e-mailed). */
export const decideVerificationSchema = z.object({
  id,
  decision: z.enum(VERIFICATION_DECISIONS, 'invalidChoice'),
  reason: z.string().trim().max(VERIFICATION_REASON_MAX, 'tooLong').nullish(),
});
export type DecideVerificationInput = z.output<typeof decideVerificationSchema>;

// Field labels for validation messages, by path (i18n/field-labels.ts).
withFieldLabels(submitVerificationSchema, VERIFICATION_FIELD_LABELS);
withFieldLabels(decideVerificationSchema, VERIFICATION_FIELD_LABELS);
