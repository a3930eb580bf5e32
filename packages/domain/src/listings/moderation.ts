import { z } from 'zod';
import type { Bilingual } from '../i18n/translate';
import { amountSchema, signedLeaseDateSchema } from './schemas';
import { MODERATION_FIELD_LABELS } from './field-labels';
import { withFieldLabels } from '../i18n/field-labels';

/*
 * Staff moderation of listings (spec/01 §4 availability toggle, §3 unavailability payload) and
 * review of requested listings. Messages are VALIDATION_MESSAGES keys.
 */

/** Step 1 of 'Mark Listing as Unavailable': why. */
export const UNAVAILABILITY_REASONS = [
  'RENTED_ON_PRODUCT',
  'RENTED_ELSEWHERE',
  'NOT_RENTED',
  'OTHER',
] as const;
export type UnavailabilityReason = (typeof UNAVAILABILITY_REASONS)[number];

export const UNAVAILABILITY_REASON_LABELS: Record<UnavailabilityReason, Bilingual> = {
  RENTED_ON_PRODUCT: { en: 'Rented through Rentals', fr: 'Loué grâce à Rentals' },
  RENTED_ELSEWHERE: { en: 'Rented elsewhere', fr: 'Loué ailleurs' },
  NOT_RENTED: { en: 'Not rented', fr: 'Non loué' },
  OTHER: { en: 'Other', fr: 'Autre' },
};

/** Reasons that mean a tenant signed: step 2's rented price and signed lease date are then required. */
export const RENTED_REASONS: readonly UnavailabilityReason[] = ['RENTED_ON_PRODUCT', 'RENTED_ELSEWHERE'];

/** Step 2's 'where the tenant was found' (tuList). */
export const TENANT_SOURCES = ['RENTALS', 'REFERRAL', 'OTHER_WEBSITE', 'SIGN_ON_PROPERTY', 'OTHER'] as const;
export type TenantSource = (typeof TENANT_SOURCES)[number];
export const TENANT_SOURCE_LABELS: Record<TenantSource, Bilingual> = {
  RENTALS: { en: 'On Rentals', fr: 'Sur Rentals' },
  REFERRAL: { en: 'Referral', fr: 'Recommandation' },
  OTHER_WEBSITE: { en: 'Another website', fr: 'Un autre site' },
  SIGN_ON_PROPERTY: { en: 'Sign on the property', fr: 'Affiche sur la propriété' },
  OTHER: { en: 'Other', fr: 'Autre' },
};

export const UNAVAILABLE_MESSAGE_MAX_LENGTH = 500;
export const REJECTION_REASON_MAX_LENGTH = 1000;

/** The spec's toasts, verbatim, with their French. */
export const AVAILABILITY_TEXTS = {
  available: { en: 'Listing is now Available!', fr: 'L’annonce est maintenant disponible !' },
  unavailable: { en: 'Listing is now Unavailable!', fr: 'L’annonce est maintenant indisponible !' },
  modalTitle: { en: 'Mark Listing as Unavailable', fr: 'Marquer l’annonce comme indisponible' },
} as const satisfies Record<string, Bilingual>;

/** deactivateSearchListing's data: step 1 (reason, and text for Other) and step 2 (rented facts). */
export const unavailabilitySchema = z
  .object({
    availablityStatus: z.enum(UNAVAILABILITY_REASONS, {
      error: (issue) => (issue.input == null ? 'required' : 'invalidChoice'),
    }),
    message: z.string().trim().max(UNAVAILABLE_MESSAGE_MAX_LENGTH, 'tooLong').nullish(),
    rentedPrice: amountSchema.nullish(),
    /** The signed lease date, YYYY-MM-DD, not in the future nor before 1900. */
    date: signedLeaseDateSchema.nullish(),
    tuList: z.enum(TENANT_SOURCES, { error: () => 'invalidChoice' }).nullish(),
    disableListing: z.enum(['0', '1'], { error: () => 'invalidChoice' }).nullish(),
  })
  .superRefine((d, ctx) => {
    if (d.availablityStatus === 'OTHER' && !d.message)
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'required' });
    if (RENTED_REASONS.includes(d.availablityStatus)) {
      if (d.rentedPrice == null) ctx.addIssue({ code: 'custom', path: ['rentedPrice'], message: 'required' });
      if (!d.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'required' });
    }
  });
export type UnavailabilityInput = z.output<typeof unavailabilitySchema>;

/** rejectListing's reason, e-mailed to the owner. */
export const rejectionSchema = z.object({
  reason: z.string('required').trim().min(1, 'required').max(REJECTION_REASON_MAX_LENGTH, 'tooLong'),
});

// Field labels for validation messages, by path (i18n/field-labels.ts).
for (const schema of [unavailabilitySchema, rejectionSchema])
  withFieldLabels(schema, MODERATION_FIELD_LABELS);
