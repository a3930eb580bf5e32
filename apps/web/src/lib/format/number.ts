import type { Locale } from '@rentals/domain/users/enums';

/** The Intl locale of the app's languages: Canadian English and Canadian French. */
export const intlLocale = (locale: Locale) => (locale === 'fr' ? 'fr-CA' : 'en-CA');

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An Intl.NumberFormat, made once per locale and options. Making one is slow (it loads the
 * locale's data: about 1 ms each on a mid-range phone), and a results page formats a few numbers
 * per card; reusing them took about a tenth of /search's first render off.
 */
export function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), options);
    formats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/** An amount in Canadian dollars, with cents only when there are some. */
export function formatMoney(amount: number, locale: Locale): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: cents,
    maximumFractionDigits: 2,
  }).format(amount);
}
