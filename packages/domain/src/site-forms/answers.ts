import { z } from 'zod';
import { withFieldLabels, type FieldLabels } from '../i18n/field-labels';
import { isoDateSchema } from '../iso-date-schema';
import { SITE_FORM_LIMITS as L, type SiteFormField } from './fields';

/*
 * A submission checked against its form's definition: one zod object built from the fields, used
 * by submitSiteForm and by the public form (the same messages on both sides). Every field's answer
 * comes out, null when left empty; keys the form does not have are dropped.
 */

export type SiteFormAnswer = string | number | boolean | string[] | null;
export type SiteFormAnswers = Record<string, SiteFormAnswer>;

/** An empty text, a missing value or an empty list is "no answer". */
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** Digits, spaces and + ( ) . - only, with 7 to 15 digits (international numbers included). */
function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^[+()\d\s.-]+$/.test(value) && digits >= 7 && digits <= 15;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each type reads its own input
function valueSchema(field: SiteFormField): z.ZodType<unknown, any> {
  const values = field.options.map((o) => o.value);
  switch (field.type) {
    case 'SHORT_TEXT':
      return z.string('invalid').trim().max(L.shortText, 'tooLong');
    case 'LONG_TEXT':
      return z.string('invalid').trim().max(L.longText, 'tooLong');
    case 'EMAIL':
      return z
        .string('invalid')
        .trim()
        .toLowerCase()
        .max(254, 'tooLong')
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email');
    case 'PHONE':
      return z.string('invalid').trim().max(30, 'tooLong').refine(isPhone, 'phone');
    case 'NUMBER':
      return z.preprocess(
        (v) => (typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v),
        z.number('invalid').finite('invalid').min(-1e12, 'min').max(1e12, 'max'),
      );
    case 'DATE':
      return isoDateSchema;
    case 'SELECT':
      return z.string('invalidChoice').refine((v) => values.includes(v), 'invalidChoice');
    case 'CHECKBOXES':
      return (
        z
          .array(z.string('invalidChoice'), 'invalidChoice')
          .refine((list) => list.every((v) => values.includes(v)), 'invalidChoice')
          // Stored in the form's order, each once, so the export reads the same for everyone.
          .transform((list) => values.filter((v) => list.includes(v)))
      );
    case 'YES_NO':
      return z.boolean('invalid');
  }
}

function answerSchema(field: SiteFormField): z.ZodType<SiteFormAnswer> {
  const inner = valueSchema(field);
  const blank = (v: unknown) => {
    const b = blankToNull(v);
    return Array.isArray(b) && b.length === 0 ? null : b;
  };
  return z.preprocess(
    blank,
    field.required
      ? z
          .unknown()
          .refine((v) => v !== null, 'required')
          .pipe(inner)
      : inner.nullable(),
  ) as z.ZodType<SiteFormAnswer>;
}

/** The labels of a form's fields, by key, for the validation messages. */
export function answerLabels(fields: readonly SiteFormField[]): FieldLabels {
  return Object.fromEntries(fields.map((f) => [f.key, { en: f.labelEn, fr: f.labelFr }]));
}

/** The schema of a submission to a form with these fields. */
export function siteFormAnswersSchema(fields: readonly SiteFormField[]) {
  const shape = Object.fromEntries(fields.map((f) => [f.key, answerSchema(f)]));
  const schema = z.object(shape).transform((answers) => answers as SiteFormAnswers);
  return withFieldLabels(schema, answerLabels(fields));
}

/** The e-mail address a submitter gave, if the form has an e-mail field (the first one answered). */
export function submitterEmail(fields: readonly SiteFormField[], answers: SiteFormAnswers): string | null {
  for (const field of fields) {
    const value = answers[field.key];
    if (field.type === 'EMAIL' && typeof value === 'string' && value) return value;
  }
  return null;
}

/** An answer as text (the e-mails and the CSV): option labels in the language, yes/no words. */
export function answerText(
  field: SiteFormField,
  value: SiteFormAnswer | undefined,
  locale: 'en' | 'fr',
): string {
  if (value === null || value === undefined) return '';
  const label = (v: string) => {
    const option = field.options.find((o) => o.value === v);
    return option ? (locale === 'fr' ? option.labelFr : option.labelEn) : v;
  };
  if (Array.isArray(value)) return value.map(label).join('; ');
  if (typeof value === 'boolean')
    return value ? (locale === 'fr' ? 'Oui' : 'Yes') : locale === 'fr' ? 'Non' : 'No';
  if (field.type === 'SELECT' && typeof value === 'string') return label(value);
  return String(value);
}
