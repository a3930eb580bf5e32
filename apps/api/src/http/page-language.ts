import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rentals/domain/users/enums';

/*
 * The language a page is rendered in, on the server (issue 15): the address's `?lang=en|fr`
 * first (links between the language versions, search engines), then the `locale` cookie the web
 * app sets when the visitor picks a language (src/i18n/locale-storage.ts), then the browser's
 * Accept-Language, else English (spec/01 §9).
 */

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The value of one cookie of a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The best of our locales in an Accept-Language header (by q, then order; `fr-CA` counts as fr). */
export function acceptedLocale(header: string | undefined): Locale | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.split('-')[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ language, q }) => isLocale(language) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.language as Locale | undefined) ?? null;
}

export interface LanguageSources {
  url: URL;
  cookie?: string;
  acceptLanguage?: string;
}

export function pageLanguage({ url, cookie, acceptLanguage }: LanguageSources): Locale {
  const named = url.searchParams.get('lang');
  if (isLocale(named)) return named;
  const chosen = cookieValue(cookie, 'locale');
  if (isLocale(chosen)) return chosen;
  return acceptedLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}
