import { rentalDocumentLabel } from '@rentals/domain/rental-applications/documents';
import { isRentalDocumentKey } from '@rentals/domain/rental-applications/enums';
import type { Locale } from '@rentals/domain/users/enums';
import { formatNumber } from '../../../../lib/format/number';

/* What a list row says of an application beside its status: the ratio and the documents present. */

/** The income-to-rent ratio as a number to put in '3.4× the rent', or null when the API has none. */
export function ratioText(ratio: number | null | undefined, locale: Locale): string | null {
  return ratio == null || !Number.isFinite(ratio) ? null : formatNumber(Math.round(ratio * 10) / 10, locale);
}

/** The documents present, labelled as the wizard labels them, with how many files each ('Government ID (2)'). */
export function documentSummary(
  documents: readonly { key: string; count: number }[],
  locale: Locale,
): { key: string; label: string; count: number }[] {
  return documents
    .filter((d) => d.count > 0)
    .map((d) => ({
      key: d.key,
      label: isRentalDocumentKey(d.key) ? rentalDocumentLabel(d.key, locale) : d.key,
      count: d.count,
    }));
}
