import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rentals/domain/users/enums';

const KEY = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language chosen last on this device, else English (spec/01 §9: default en). */
export function initialLocale(): Locale {
  const stored = localStorage.getItem(KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale): void {
  localStorage.setItem(KEY, locale);
}
