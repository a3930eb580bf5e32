import { z } from 'zod';
import { CONSENT_KINDS } from './enums';

/* What the 'Your data' sections send; the API checks the same shapes. */

/** Withdraw one consent: the newsletter's has no application, the others name theirs. */
export const withdrawConsentSchema = z
  .object({
    kind: z.enum(CONSENT_KINDS, 'invalid'),
    applicationId: z.string().uuid('invalid').nullish(),
  })
  .refine((v) => v.kind === 'NEWSLETTER' || !!v.applicationId, {
    message: 'required',
    path: ['applicationId'],
  });
export type WithdrawConsentInput = z.output<typeof withdrawConsentSchema>;

/** The cancel link of the deletion e-mail. */
export const cancelDeletionTokenSchema = z.object({
  token: z.string('required').min(1, 'required').max(200, 'tooLong'),
});
