import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { emailSchema } from '../users/schemas';
import { CONTACT_FIELD_LABELS } from './field-labels';
import { CONTACT_LIMITS as L, CONTACT_TOPICS } from './topics';

/**
 * /contact-us and sendContactMessage. `website` is the honeypot: hidden from people, filled by
 * bots; a message with it is dropped without a word (modules/contact).
 */
export const contactMessageSchema = z.object({
  name: z.string('required').trim().min(1, 'required').max(L.name, 'tooLong'),
  email: emailSchema,
  // An unchosen topic reads as missing, any other value as not one of the choices.
  topic: z.enum(CONTACT_TOPICS, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalidChoice'),
  }),
  message: z.string('required').trim().min(1, 'required').max(L.message, 'tooLong'),
  context: z
    .string()
    .trim()
    .max(L.context, 'tooLong')
    .nullish()
    .transform((v) => v || null),
  website: z.string().nullish(),
});
export type ContactMessageInput = z.output<typeof contactMessageSchema>;

/** replyToContactMessage. */
export const contactReplySchema = z.object({
  id: z.string('required').uuid('invalid'),
  body: z.string('required').trim().min(1, 'required').max(L.reply, 'tooLong'),
});

withFieldLabels(contactMessageSchema, CONTACT_FIELD_LABELS);
withFieldLabels(contactReplySchema, CONTACT_FIELD_LABELS);
