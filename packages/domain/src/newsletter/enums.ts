/**
 * What subscribeNewsletter answers: always that a confirmation was sent, whether the address is new,
 * waiting or already subscribed, so the form does not tell who is on the list. The owner of the
 * address learns the rest by e-mail: a link to confirm, or that it is already subscribed.
 */
export const NEWSLETTER_STATUSES = ['CONFIRMATION_SENT'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
