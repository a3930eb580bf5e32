import type { EmailCatalogue } from '../mail/notifications';

/*
 * The e-mails of saved searches and saved homes, each with a setting on /e-mail-configuration
 * (composed in mail/notifications.ts), sent to the renter in their language.
 */
export const SAVED_SEARCH_EMAILS = {
  /** A new listing matches a saved search (INSTANT), or the day's new matches (DAILY digest). */
  SAVED_SEARCH_ALERT: { audience: 'public' },
  /** The lowest price of a saved home went down since it was saved or last announced. */
  SAVED_HOME_PRICE_DROP: { audience: 'public' },
} as const satisfies EmailCatalogue;
