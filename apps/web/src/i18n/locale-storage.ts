import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rentals/domain/users/enums';

const KEY = 'locale';
/** A year: the choice outlives sessions, as the localStorage copy does. */
const COOKIE_MAX_AGE = 365 * 24 * 3600;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language chosen last on this device, or null. */
export function storedLocale(): Locale | null {
  const stored = localStorage.getItem(KEY);
  return isLocale(stored) ? stored : null;
}

/** The language chosen last on this device, else English (spec/01 §9: default en). */
export function initialLocale(): Locale {
  return storedLocale() ?? DEFAULT_LOCALE;
}

/**
 * Keeps the choice in localStorage and in the `locale` cookie: the server reads the cookie to
 * render a page in this language (apps/api/src/http/page-language.ts), with no English first.
 */
export function storeLocale(locale: Locale): void {
  localStorage.setItem(KEY, locale);
  document.cookie = `${KEY}=${locale}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}
