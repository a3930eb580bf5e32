import { DEFAULT_LOCALE, LOCALES, type Locale } from '@rentals/domain/users/enums';

const isLocale = (v: string | null | undefined): v is Locale =>
  !!v && (LOCALES as readonly string[]).includes(v);

/**
 * The language of server messages: the app's own `x-locale` header (the language on screen), then the
 * signed-in user's preference, then the browser's Accept-Language, then English.
 */
export function requestLocale(headers: Headers, viewerLocale: Locale | null): Locale {
  const explicit = headers.get('x-locale')?.trim().toLowerCase();
  if (isLocale(explicit)) return explicit;
  if (viewerLocale) return viewerLocale;
  const accepted = headers.get('accept-language')?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLocale(accepted) ? accepted : DEFAULT_LOCALE;
}
