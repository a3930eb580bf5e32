/*
 * The form builder's vocabulary (issue 23): the field types a staff-defined form may hold, and the
 * spec's pages a form may be served at besides /forms/{slug}.
 */

export const SITE_FORM_FIELD_TYPES = [
  'SHORT_TEXT',
  'LONG_TEXT',
  'EMAIL',
  'PHONE',
  'NUMBER',
  'DATE',
  'SELECT',
  'CHECKBOXES',
  'YES_NO',
] as const;
export type SiteFormFieldType = (typeof SITE_FORM_FIELD_TYPES)[number];

/** The types whose answer is picked from the field's options. */
export const OPTION_FIELD_TYPES: readonly SiteFormFieldType[] = ['SELECT', 'CHECKBOXES'];
export const takesOptions = (type: SiteFormFieldType): boolean => OPTION_FIELD_TYPES.includes(type);

/**
 * The spec's embedded hosted-form pages (spec/01 §2) a form may take as its route path. Each is
 * held by at most one form (a unique index); /forms/{slug} serves every form.
 */
export const SITE_FORM_ROUTE_PATHS = [
  '/listing-form',
  '/client-feedback',
  '/learn-more',
  '/list-on-realtor',
  '/client-form-concierge',
] as const;
export type SiteFormRoutePath = (typeof SITE_FORM_ROUTE_PATHS)[number];

/**
 * Pages that show another route's form as the same page (spec/01 §2: /list-with-concierge is the
 * concierge client form), and those that redirect to it (/client-form → /listing-form).
 */
export const SITE_FORM_ROUTE_ALIASES: Readonly<Record<string, SiteFormRoutePath>> = {
  '/list-with-concierge': '/client-form-concierge',
};
export const SITE_FORM_ROUTE_REDIRECTS: Readonly<Record<string, SiteFormRoutePath>> = {
  '/client-form': '/listing-form',
};

/** The public address of a form: its route path when it has one, else /forms/{slug}. */
export function siteFormPath(form: { slug: string; routePath?: string | null }): string {
  return form.routePath ?? `/forms/${form.slug}`;
}

/** One choice of a select or checkboxes field: the stored value and its labels. */
export interface SiteFormOption {
  value: string;
  labelEn: string;
  labelFr: string;
}

/** A field of a staff-defined form, as stored in site_forms.fields. */
export interface SiteFormField {
  /** The answer's name in submissions and the CSV column. */
  key: string;
  type: SiteFormFieldType;
  labelEn: string;
  labelFr: string;
  helpEn: string;
  helpFr: string;
  required: boolean;
  /** Only for SELECT and CHECKBOXES (at least one); empty otherwise. */
  options: SiteFormOption[];
}

export const SITE_FORM_LIMITS = {
  fields: 40,
  options: 30,
  key: 40,
  label: 200,
  help: 300,
  title: 120,
  prompt: 1000,
  thankYou: 1000,
  slug: 60,
  shortText: 200,
  longText: 5000,
  optionValue: 60,
} as const;
