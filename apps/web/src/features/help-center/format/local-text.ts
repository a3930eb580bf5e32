import type { Locale } from '@rentals/domain/users/enums';

/** A collection's title and description in the language on screen (the API sends both). */
export function collectionText(
  collection: { titleEn: string; titleFr: string; descriptionEn: string; descriptionFr: string },
  locale: Locale,
): { title: string; description: string } {
  return locale === 'fr'
    ? { title: collection.titleFr, description: collection.descriptionFr }
    : { title: collection.titleEn, description: collection.descriptionEn };
}

/** A collection's title alone, for the breadcrumbs and search results. */
export function collectionTitle(collection: { titleEn: string; titleFr: string }, locale: Locale): string {
  return locale === 'fr' ? collection.titleFr : collection.titleEn;
}
