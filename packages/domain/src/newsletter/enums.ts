/** What subscribeNewsletter answers: newly (or again) subscribed, or already on the list (spec/03 §2.4). */
export const NEWSLETTER_STATUSES = ['SUBSCRIBED', 'ALREADY_SUBSCRIBED'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
