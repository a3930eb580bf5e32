import type { RentalLawAudience } from '@rentals/domain/rental-laws/rules';
import type { Locale, Province } from '@rentals/domain/users/enums';

/**
 * A shipped rental law entry, written for this product in a Markdown subset
 * (richTextFromMarkdown). One file per province and language holds them in reading order; the
 * seed stores them published, in that order.
 */
export interface SeedRentalLaw {
  topic: string;
  audience: RentalLawAudience;
  title: string;
  description: string;
  markdown: string;
  sourceUrl: string;
  sourceTitle: string;
}

export interface SeedRentalLawFile {
  province: Province;
  locale: Locale;
  /** The day the entries of the file were last checked against the law (YYYY-MM-DD). */
  lastReviewedOn: string;
  entries: SeedRentalLaw[];
}
