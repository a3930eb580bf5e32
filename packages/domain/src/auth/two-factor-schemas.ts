import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { PASSWORD_MAX_LENGTH } from '../limits';
import { TOTP_DIGITS } from './two-factor-limits';

/*
 * Inputs of the two-factor forms and mutations. Every message is a VALIDATION_MESSAGES key; a code
 * of the right shape that is wrong or already used is the service's coded error, not a field issue.
 */

const LABELS = {
  code: { en: 'Code', fr: 'Code' },
  password: { en: 'Password', fr: 'Mot de passe' },
  challenge: { en: 'Sign-in step', fr: 'Étape de connexion' },
};

/** Six digits from the authenticator app; people type a space between the groups. */
export const totpCodeSchema = z
  .string()
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      // An empty field says 'required' alone, not also 'not valid'.
      .min(1, { message: 'required', abort: true })
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), 'invalid'),
  );

/** An authenticator code or a recovery code, at sign-in; the service tells which by its shape. */
const anyCodeSchema = z.string().trim().min(1, 'required').max(32, 'tooLong');

export const confirmTwoFactorSchema = withFieldLabels(z.object({ code: totpCodeSchema }), LABELS);
export type ConfirmTwoFactorInput = z.infer<typeof confirmTwoFactorSchema>;

export const twoFactorLoginSchema = withFieldLabels(
  z.object({ challenge: z.string().min(1, 'required').max(200, 'tooLong'), code: anyCodeSchema }),
  LABELS,
);
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginSchema>;

export const disableTwoFactorSchema = withFieldLabels(
  z.object({
    // Absent for an account without a password (hosted login): a fresh sign-in stands for it.
    password: z.string().min(1, 'required').max(PASSWORD_MAX_LENGTH, 'passwordTooLong').nullish(),
    code: totpCodeSchema,
  }),
  LABELS,
);
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

/** The sign-in step's form: the challenge is kept by the page, the person types the code. */
export const twoFactorCodeFormSchema = withFieldLabels(z.object({ code: anyCodeSchema }), LABELS);
