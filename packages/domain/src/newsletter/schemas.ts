import { z } from 'zod';
import { emailSchema } from '../users/schemas';
import { NEWSLETTER_FIELD_LABELS } from './field-labels';
import { withFieldLabels } from '../i18n/field-labels';

/** The footer's newsletter form and subscribeNewsletter: a valid e-mail (spec/03 §2.4). */
export const subscribeNewsletterSchema = z.object({ email: emailSchema });
export type SubscribeNewsletterInput = z.infer<typeof subscribeNewsletterSchema>;

/** The token of an unsubscribe link, or of a confirmation link (confirmNewsletter). */
export const newsletterLinkSchema = z.object({
  token: z.string().trim().min(1, 'required').max(200, 'tooLong'),
});

// Field labels for validation messages, by path (i18n/field-labels.ts).
for (const schema of [subscribeNewsletterSchema, newsletterLinkSchema])
  withFieldLabels(schema, NEWSLETTER_FIELD_LABELS);
