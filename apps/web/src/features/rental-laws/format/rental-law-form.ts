import type { RichTextDoc } from '@rentals/domain/rich-text/document';
import { rentalLawInputSchema, type RentalLawInput } from '@rentals/domain/rental-laws/schemas';
import type { RentalLawAudience } from '@rentals/domain/rental-laws/rules';
import type { Locale, Province } from '@rentals/domain/users/enums';
import { z } from 'zod';
import { parseNumberText } from '../../../lib/forms/number-text';

/*
 * The rental law editor's values. Inputs hold text (the position is typed); the shared schema
 * (rentalLawInputSchema) checks what is sent, the same schema the API parses with.
 */
export interface RentalLawFormValues {
  title: string;
  description: string;
  province: Province;
  audience: RentalLawAudience;
  topic: string;
  locale: Locale;
  body: RichTextDoc | null;
  sourceUrl: string;
  sourceTitle: string;
  lastReviewedOn: string;
  position: string;
  isPublished: boolean;
}

export const EMPTY_BODY: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] } as RichTextDoc;

export interface EditableRentalLaw {
  title: string;
  description: string;
  province: string;
  audience: RentalLawAudience;
  topic: string;
  locale: Locale;
  bodyJson?: unknown;
  sourceUrl: string;
  sourceTitle?: string | null;
  lastReviewedOn: string;
  position: number;
  isPublished: boolean;
}

/** The form's values for an entry, or for a new one (today as its review date, unpublished). */
export function rentalLawFormValues(entry: EditableRentalLaw | null, today: string): RentalLawFormValues {
  if (!entry) {
    return {
      title: '',
      description: '',
      province: 'ON',
      audience: 'RENTER',
      topic: '',
      locale: 'en',
      body: EMPTY_BODY,
      sourceUrl: 'https://',
      sourceTitle: '',
      lastReviewedOn: today,
      position: '0',
      isPublished: false,
    };
  }
  return {
    title: entry.title,
    description: entry.description,
    province: entry.province as Province,
    audience: entry.audience,
    topic: entry.topic,
    locale: entry.locale,
    body: (entry.bodyJson as RichTextDoc | undefined) ?? EMPTY_BODY,
    sourceUrl: entry.sourceUrl,
    sourceTitle: entry.sourceTitle ?? '',
    lastReviewedOn: entry.lastReviewedOn,
    position: String(entry.position),
    isPublished: entry.isPublished,
  };
}

export const rentalLawFormSchema = z.preprocess((input) => {
  const values = input as RentalLawFormValues;
  return {
    ...values,
    topic: values.topic.trim().toLowerCase(),
    position: values.position.trim() === '' ? 0 : parseNumberText(values.position, 'integer'),
  };
}, rentalLawInputSchema) as unknown as z.ZodType<RentalLawInput, unknown>;
