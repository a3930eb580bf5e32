import type { HelpAudience } from '@rentals/domain/help-center/rules';
import { helpCollectionInputSchema, type HelpCollectionData } from '@rentals/domain/help-center/schemas';
import type { z } from 'zod';

/* The collection dialog's values: '' for no icon and no thumbnail, read as null by the schema. */
export interface CollectionFormValues {
  titleEn: string;
  titleFr: string;
  descriptionEn: string;
  descriptionFr: string;
  icon: string;
  thumbnailUrl: string;
  audience: HelpAudience;
}

export const collectionFormSchema = helpCollectionInputSchema as unknown as z.ZodType<
  HelpCollectionData,
  unknown
>;

export interface EditableCollection {
  titleEn: string;
  titleFr: string;
  descriptionEn: string;
  descriptionFr: string;
  icon?: string | null;
  thumbnailUrl?: string | null;
  audience: HelpAudience;
}

/** The dialog's values for a collection, or for a new one (for everyone, no icon). */
export function collectionFormValues(collection: EditableCollection | null): CollectionFormValues {
  return {
    titleEn: collection?.titleEn ?? '',
    titleFr: collection?.titleFr ?? '',
    descriptionEn: collection?.descriptionEn ?? '',
    descriptionFr: collection?.descriptionFr ?? '',
    icon: collection?.icon ?? '',
    thumbnailUrl: collection?.thumbnailUrl ?? '',
    audience: collection?.audience ?? 'EVERYONE',
  };
}
