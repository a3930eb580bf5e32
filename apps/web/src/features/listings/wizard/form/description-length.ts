import { LISTING_DESCRIPTION_MAX_LENGTH } from '@rentals/domain/listings/limits';
import type { Locale } from '@rentals/domain/users/enums';
import { formatNumber } from '../../../../lib/format/number';

export interface DescriptionLength {
  /** '1,234 / 10,000' (fr: '1 234 / 10 000'): the characters typed and the limit. */
  counter: string;
  /** The limit, formatted for the message. */
  max: string;
  /** Characters beyond the limit (0 within it), formatted for the message. */
  excess: string;
  over: boolean;
}

/**
 * The description's length against the API's limit. The field never cuts what is typed, pasted
 * or generated (a silent cut loses the end of the text without a word); it counts, and says how
 * much to remove once over the limit, which the shared schema and the API refuse.
 */
export function descriptionLength(
  text: string,
  locale: Locale,
  max: number = LISTING_DESCRIPTION_MAX_LENGTH,
): DescriptionLength {
  const length = text.length;
  return {
    counter: `${formatNumber(length, locale)} / ${formatNumber(max, locale)}`,
    max: formatNumber(max, locale),
    excess: formatNumber(Math.max(0, length - max), locale),
    over: length > max,
  };
}
