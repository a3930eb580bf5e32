import type { SiteFormAnswer } from '@rentals/domain/site-forms/answers';
import type { SiteFormFieldType } from '@rentals/domain/site-forms/fields';
import type { Locale } from '@rentals/domain/users/enums';

/* The public form's values: what each field type holds while typed, and the texts in a language. */

export interface FieldLike {
  key: string;
  type: SiteFormFieldType;
  labelEn: string;
  labelFr: string;
  helpEn: string;
  helpFr: string;
  required: boolean;
  options: readonly { value: string; labelEn: string; labelFr: string }[];
}

export type FormValues = Record<string, SiteFormAnswer>;

/** An empty form: text as '', checkboxes as [], yes/no unanswered. */
export function emptyValues(fields: readonly FieldLike[]): FormValues {
  return Object.fromEntries(
    fields.map((f) => [f.key, f.type === 'CHECKBOXES' ? [] : f.type === 'YES_NO' ? null : '']),
  );
}

/** A text of a field or option in the language. */
export const inLocale = (item: { labelEn: string; labelFr: string }, locale: Locale) =>
  locale === 'fr' ? item.labelFr : item.labelEn;
export const helpIn = (field: FieldLike, locale: Locale) => (locale === 'fr' ? field.helpFr : field.helpEn);

/** A form's own texts in the language. */
export function formTexts(
  form: {
    titleEn: string;
    titleFr: string;
    promptEn: string;
    promptFr: string;
    thankYouEn: string;
    thankYouFr: string;
  },
  locale: Locale,
) {
  return locale === 'fr'
    ? { title: form.titleFr, prompt: form.promptFr, thankYou: form.thankYouFr }
    : { title: form.titleEn, prompt: form.promptEn, thankYou: form.thankYouEn };
}

/** The HTML input type and browser autofill hint of a text-like field. */
export function inputOf(field: FieldLike): { type: string; autoComplete?: string; inputMode?: 'decimal' } {
  switch (field.type) {
    case 'EMAIL':
      return { type: 'email', autoComplete: 'email' };
    case 'PHONE':
      return { type: 'tel', autoComplete: 'tel' };
    case 'NUMBER':
      return { type: 'text', inputMode: 'decimal' };
    case 'DATE':
      return { type: 'date' };
    default:
      return { type: 'text', autoComplete: field.key === 'fullName' ? 'name' : undefined };
  }
}
