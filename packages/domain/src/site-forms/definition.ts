import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { emailSchema } from '../users/schemas';
import { SITE_FORM_FIELD_LABELS } from './field-labels';
import {
  SITE_FORM_FIELD_TYPES,
  SITE_FORM_LIMITS as L,
  SITE_FORM_ROUTE_PATHS,
  takesOptions,
  type SiteFormField,
} from './fields';

/*
 * A form definition as staff save it on /admin-forms (saveSiteForm). Keys and option values are
 * what submissions and the CSV export are keyed by, so they are plain identifiers, each once.
 */

const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').default('');

/** A lower-case address part: letters, digits and single hyphens (`property-application`). */
export const siteFormSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(L.slug, 'tooLong')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'invalid');

const optionSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1, 'required')
    .max(L.optionValue, 'tooLong')
    .regex(/^[a-zA-Z0-9][a-zA-Z0-9_-]*$/, 'invalid'),
  labelEn: requiredText(L.label),
  labelFr: requiredText(L.label),
});

export const siteFormFieldSchema = z
  .object({
    key: z
      .string()
      .trim()
      .min(1, 'required')
      .max(L.key, 'tooLong')
      .regex(/^[a-zA-Z][a-zA-Z0-9_]*$/, 'invalid'),
    type: z.enum(SITE_FORM_FIELD_TYPES, { error: () => 'invalidChoice' }),
    labelEn: requiredText(L.label),
    labelFr: requiredText(L.label),
    helpEn: optionalText(L.help),
    helpFr: optionalText(L.help),
    required: z.boolean({ error: () => 'invalid' }).default(false),
    options: z.array(optionSchema).max(L.options, 'max').default([]),
  })
  .superRefine((field, ctx) => {
    if (takesOptions(field.type) && field.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'required' });
    }
    if (!takesOptions(field.type) && field.options.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'invalid' });
    }
    const values = field.options.map((o) => o.value);
    values.forEach((value, i) => {
      if (values.indexOf(value) !== i) {
        ctx.addIssue({ code: 'custom', path: ['options', i, 'value'], message: 'invalid' });
      }
    });
  });

export const siteFormDefinitionSchema = z
  .object({
    slug: siteFormSlugSchema,
    routePath: z
      .enum(SITE_FORM_ROUTE_PATHS, { error: () => 'invalidChoice' })
      .nullish()
      .default(null),
    titleEn: requiredText(L.title),
    titleFr: requiredText(L.title),
    promptEn: optionalText(L.prompt),
    promptFr: optionalText(L.prompt),
    thankYouEn: requiredText(L.thankYou),
    thankYouFr: requiredText(L.thankYou),
    notifyEmail: emailSchema,
    showContactLine: z.boolean({ error: () => 'invalid' }).default(false),
    isPublished: z.boolean({ error: () => 'invalid' }).default(true),
    fields: z.array(siteFormFieldSchema).min(1, 'required').max(L.fields, 'max'),
  })
  .superRefine((form, ctx) => {
    const keys = form.fields.map((f) => f.key.toLowerCase());
    keys.forEach((key, i) => {
      if (keys.indexOf(key) !== i)
        ctx.addIssue({ code: 'custom', path: ['fields', i, 'key'], message: 'invalid' });
    });
  });
export type SiteFormDefinition = z.output<typeof siteFormDefinitionSchema>;
export type SiteFormDefinitionInput = z.input<typeof siteFormDefinitionSchema>;

/** The fields stored in site_forms.fields, read back; anything no longer valid is left out. */
export function storedFields(raw: unknown): SiteFormField[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((f) => {
    const parsed = siteFormFieldSchema.safeParse(f);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Moves the field at `from` one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveField<T>(fields: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= fields.length || to < 0 || to >= fields.length) return [...fields];
  const next = [...fields];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

withFieldLabels(siteFormDefinitionSchema, SITE_FORM_FIELD_LABELS);
