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

/**
 * Whole numbers written by hand, as Intl writes them for en-CA and fr-CA: the first
 * Intl.NumberFormat of a page costs about 20 ms (90 ms on a slow phone: its number data loads),
 * and the cards of a results page only show whole rents, counts and sizes. Checked against Intl
 * in number.test.ts.
 */
function groupDigits(value: number, locale: Locale): string {
  const digits = String(Math.abs(value));
  const separator = locale === 'fr' ? '\u00a0' : ',';
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += separator + digits.slice(i, i + 3);
  return grouped;
}

/** Numbers with at most three decimals (Intl's default precision): 1.5 baths, 1,234 sq ft. */
export function formatNumber(value: number, locale: Locale): string {
  const whole = Math.trunc(value);
  const thousandths = Math.round(Math.abs(value - whole) * 1000);
  if (!Number.isSafeInteger(whole) || Math.abs(value - whole) * 1000 !== thousandths || thousandths >= 1000) {
    return numberFormat(locale).format(value);
  }
  const fraction = thousandths
    ? (locale === 'fr' ? ',' : '.') + String(thousandths).padStart(3, '0').replace(/0+$/, '')
    : '';
  return (value < 0 ? '-' : '') + groupDigits(whole, locale) + fraction;
}

/** An amount in Canadian dollars, with cents only when there are some. */
export function formatMoney(amount: number, locale: Locale): string {
  if (Number.isSafeInteger(amount)) {
    const sign = amount < 0 ? '-' : '';
    const digits = groupDigits(amount, locale);
    return locale === 'fr' ? `${sign}${digits}\u00a0$` : `${sign}$${digits}`;
  }
  return numberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
