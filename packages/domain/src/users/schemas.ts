import { isoDateSchema } from '../iso-date-schema';
import { z } from 'zod';
import { BIO_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, ZIP_CODE_MAX_LENGTH } from '../limits';
import { GENDERS, INDUSTRIES, LOCALES, SELF_CHOSEN_USER_TYPES, STAFF_MODULES, USER_TYPES } from './enums';
import { USER_SEARCH_MAX_LENGTH } from './limits';
import { avatarFileId, canadianPhoneDigits, isStrongPassword } from './rules';
import { isCommonPassword } from './common-passwords';
import { USER_FIELD_LABELS } from './field-labels';
import { withFieldLabels } from '../i18n/field-labels';

/*
 * Every message below is a key of VALIDATION_MESSAGES (i18n/validation-messages.ts); the field's
 * path supplies {label}. The same schemas run in the forms (zodResolver) and in the API.
 */

const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').nullish();

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(254, 'tooLong')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email');

/**
 * A new password: the spec's strength rule, bounded so hashing cost stays bounded, and not one of
 * the commonest however it is dressed up (users/common-passwords.ts).
 */
export const newPasswordSchema = z
  .string()
  .min(1, 'required')
  .max(PASSWORD_MAX_LENGTH, 'passwordTooLong')
  .refine(isStrongPassword, 'passwordRules')
  .refine((password) => !isStrongPassword(password) || !isCommonPassword(password), 'passwordCommon');

/** A password typed to prove identity: only presence and the length cap are checked. */
const existingPasswordSchema = z.string().min(1, 'required').max(PASSWORD_MAX_LENGTH, 'passwordTooLong');

export const signUpSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  userType: z.enum(SELF_CHOSEN_USER_TYPES, 'invalidChoice').nullish(),
  locale: z.enum(LOCALES, 'invalidChoice').nullish(),
  /** The 'I accept the Terms of Use and Privacy Policy' box: an account needs it ticked. */
  acceptTerms: z.literal(true, 'termsRequired'),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'required').max(254, 'tooLong'),
  password: existingPasswordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const requestPasswordResetSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(1, 'required').max(200, 'tooLong'),
  password: newPasswordSchema,
});

/** The token of a sign-up's e-mailed link (confirmSignUp). */
export const signUpConfirmSchema = z.object({ token: z.string().min(1, 'required').max(200, 'tooLong') });

export const confirmPasswordSchema = z.object({ password: existingPasswordSchema });

/**
 * 'Confirm it is you' before a sensitive change: an account with a password gives it, an account
 * without one (hosted login) sends none and is judged by how recently it signed in.
 */
export const confirmItIsYouSchema = z.object({ password: existingPasswordSchema.nullish() });

export const changePasswordSchema = z.object({
  currentPassword: existingPasswordSchema,
  password: newPasswordSchema,
});

/** Form-only: a new password typed twice ('password and re-enter password does not match'). */
export const passwordWithConfirmationSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string().min(1, 'required') })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'passwordMismatch',
    path: ['confirmPassword'],
  });

export const phoneSchema = z
  .string()
  .trim()
  .refine((v) => canadianPhoneDigits(v) !== null, 'phone')
  .transform((v) => canadianPhoneDigits(v) as string);

const isoDate = isoDateSchema;

const money = z.number().int('invalid').min(0, 'min').max(1_000_000, 'max');

/** Fields a user may change on their own profile. Absent fields are left unchanged; null clears. */
export const updateUserSchema = z
  .object({
    firstName: requiredText(NAME_MAX_LENGTH).optional(),
    lastName: requiredText(NAME_MAX_LENGTH).optional(),
    legalName: optionalText(160),
    phone: phoneSchema.nullish(),
    city: optionalText(120),
    industry: z.enum(INDUSTRIES, 'invalidChoice').nullish(),
    occupation: optionalText(120),
    bio: optionalText(BIO_MAX_LENGTH),
    gender: z.enum(GENDERS, 'invalidChoice').nullish(),
    locale: z.enum(LOCALES, 'invalidChoice').optional(),
    budget: money.nullish(),
    min_budget: money.nullish(),
    moveIn: isoDate.nullish(),
    roommate: z.boolean().nullish(),
    credit_score: z.number().int('invalid').min(300, 'min').max(900, 'max').nullish(),
    householdIncome: z.number().int('invalid').min(0, 'min').max(100_000_000, 'max').nullish(),
    flatmates: z.number().int('invalid').min(0, 'min').max(20, 'max').nullish(),
    zip_code: z
      .string()
      .trim()
      .toUpperCase()
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(
        z
          .string()
          .max(ZIP_CODE_MAX_LENGTH, 'zipCode')
          .regex(/^[A-Z0-9]*$/, 'zipCode'),
      )
      .nullish(),
    notify: z.boolean().optional(),
    /** A picture this user uploaded ('/files/<id>'), or '' to remove it; the API checks the owner. */
    avatarUrl: z
      .string()
      .max(500, 'tooLong')
      .refine((v) => v === '' || avatarFileId(v) !== null, 'invalid')
      .nullish(),
  })
  .refine((v) => v.budget == null || v.min_budget == null || v.min_budget <= v.budget, {
    message: 'invalid',
    path: ['min_budget'],
  });
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** Staff edit of another user's profile (updateUsers): the same fields plus the target id. */
export const updateOtherUserSchema = updateUserSchema.and(z.object({ id: z.string().uuid('invalid') }));

export const updateUserTypeSchema = z.object({
  email: emailSchema,
  userType: z.enum(USER_TYPES, 'invalidChoice'),
});

/**
 * Staff create an account (createUser). Without a password the person is e-mailed a link to
 * choose one; an empty password field means "none", so the form can send what was typed.
 */
export const createUserSchema = z.object({
  email: emailSchema,
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  userType: z.enum(USER_TYPES, 'invalidChoice'),
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), newPasswordSchema.optional()),
  locale: z.enum(LOCALES, 'invalidChoice').nullish(),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** The users list's search text: trimmed, matched literally against e-mail and names. */
export const userSearchSchema = z.object({
  search: z.string().trim().max(USER_SEARCH_MAX_LENGTH, 'tooLong').nullish(),
});

/** One staff module's four flags (spec/01 §3 Permission). */
export const modulePermissionSchema = z.object({
  module: z.enum(STAFF_MODULES, 'invalidChoice'),
  add: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  view: z.boolean(),
});

/**
 * A sub-admin's whole permission set (createPermission): each module at most once; a module left
 * out has no access.
 */
export const createPermissionSchema = z.object({
  userId: z.string().uuid('invalid'),
  permissionData: z
    .array(modulePermissionSchema)
    .max(STAFF_MODULES.length, 'invalid')
    .refine((list) => new Set(list.map((p) => p.module)).size === list.length, 'invalid'),
});
export type CreatePermissionInput = z.infer<typeof createPermissionSchema>;

// Field labels for validation messages, by path (i18n/field-labels.ts).
for (const schema of [
  signUpSchema,
  loginSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  confirmPasswordSchema,
  confirmItIsYouSchema,
  changePasswordSchema,
  passwordWithConfirmationSchema,
  updateUserSchema,
  updateOtherUserSchema,
  updateUserTypeSchema,
  createUserSchema,
  userSearchSchema,
  createPermissionSchema,
])
  withFieldLabels(schema, USER_FIELD_LABELS);
