import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { depositChecks } from './deposit-checks';
import { LEASE_TERMS_FIELD_LABELS } from './field-labels';
import { LEASE_TEXT_MAX } from './terms';
import { checkedLeaseTermsSchema } from './validation';

/*
 * createLease's `data` (issue 19): the home and where the lease comes from (an approved application
 * or a conversation), the terms, the signing order and whether to send it now or keep a draft.
 * The landlord's legal name is createLease's own argument (spec/01 §7) and fills
 * terms.landlordLegalName.
 */

const id = z.string().uuid('invalid');

/** The terms' labels under `terms.`, so createLease's errors name their field as the form does. */
const LABELS = Object.fromEntries(
  Object.entries(LEASE_TERMS_FIELD_LABELS).map(([path, label]) => [`terms.${path}`, label]),
);

export function createLeaseDataSchema(today: string) {
  return withFieldLabels(
    z.object({
      listingId: id,
      unitId: id.nullish().transform((v) => v ?? null),
      applicationId: id.nullish().transform((v) => v ?? null),
      roomId: id.nullish().transform((v) => v ?? null),
      terms: checkedLeaseTermsSchema(today, [depositChecks]),
      /** The landlord signs before the tenants; by default the tenants sign first and the landlord counter-signs. */
      landlordSignsFirst: z.boolean('invalid').default(false),
      subject: z
        .string()
        .trim()
        .max(200, 'tooLong')
        .nullish()
        .transform((v) => v || null),
      message: z
        .string()
        .trim()
        .max(LEASE_TEXT_MAX, 'tooLong')
        .nullish()
        .transform((v) => v || ''),
      /** Send for signature at once; false keeps a draft to review first. */
      send: z.boolean('invalid').default(true),
    }),
    LABELS,
  );
}

export type CreateLeaseData = z.output<ReturnType<typeof createLeaseDataSchema>>;
export type CreateLeaseDataInput = z.input<ReturnType<typeof createLeaseDataSchema>>;
