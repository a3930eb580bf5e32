import { changePasswordSchema, passwordWithConfirmationSchema } from '@rentals/domain/users/schemas';

/** Current password, new password and its confirmation: the two shared schemas together. */
export const changePasswordFormSchema = changePasswordSchema.and(passwordWithConfirmationSchema);
