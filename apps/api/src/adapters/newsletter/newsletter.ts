import type { Locale } from '@rentals/domain/users/enums';
import type { Config } from '../../config';
import { createHttpNewsletterList } from './http-newsletter';

/** A new subscriber handed to the e-mail-marketing list. */
export interface NewsletterContact {
  email: string;
  locale: Locale;
}

/** The external e-mail-marketing list the footer newsletter feeds (spec/03 §7). */
export interface NewsletterAdapter {
  /** `none` when no list is configured: subscribers are only kept in the database. */
  kind: 'none' | 'http';
  /** Adds the contact to the list; rejects when the list fails. */
  subscribe(contact: NewsletterContact): Promise<void>;
}

/** The list answers within this long, or the call counts as failed. */
export const NEWSLETTER_TIMEOUT_MS = 10_000;

const none: NewsletterAdapter = { kind: 'none', subscribe: () => Promise.resolve() };

/** The HTTP list when NEWSLETTER_URL is set; otherwise none. */
export function createNewsletterAdapter(config: Config): NewsletterAdapter {
  if (!config.NEWSLETTER_URL) return none;
  return createHttpNewsletterList({
    url: config.NEWSLETTER_URL,
    apiKey: config.NEWSLETTER_API_KEY,
    timeoutMs: NEWSLETTER_TIMEOUT_MS,
  });
}
