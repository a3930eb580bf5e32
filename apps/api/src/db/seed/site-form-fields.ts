import type { SiteFormField, SiteFormFieldType, SiteFormOption } from '@rentals/domain/site-forms/fields';

/* Building blocks of the seeded forms (site-forms.ts): the fields most of them ask, in en and fr. */

type Bi = readonly [en: string, fr: string];

export function field(
  key: string,
  type: SiteFormFieldType,
  [labelEn, labelFr]: Bi,
  options: { required?: boolean; help?: Bi; choices?: readonly (readonly [string, string, string])[] } = {},
): SiteFormField {
  return {
    key,
    type,
    labelEn,
    labelFr,
    helpEn: options.help?.[0] ?? '',
    helpFr: options.help?.[1] ?? '',
    required: options.required ?? false,
    options: (options.choices ?? []).map(([value, en, fr]): SiteFormOption => ({
      value,
      labelEn: en,
      labelFr: fr,
    })),
  };
}

export const fullName = field('fullName', 'SHORT_TEXT', ['Full name', 'Nom complet'], { required: true });
export const email = field('email', 'EMAIL', ['Email', 'Courriel'], { required: true });
export const phone = (required = false) => field('phone', 'PHONE', ['Phone', 'Téléphone'], { required });
export const notes = (label: Bi = ['Anything else we should know?', 'Autre chose à nous dire ?']) =>
  field('notes', 'LONG_TEXT', label);
export const moveDate = (required = false) =>
  field('moveDate', 'DATE', ['Preferred move-in date', "Date d'emménagement souhaitée"], { required });

export const PROPERTY_TYPES = [
  ['condo', 'Condo', 'Condo'],
  ['apartment', 'Apartment', 'Appartement'],
  ['house', 'House', 'Maison'],
  ['townhouse', 'Townhouse', 'Maison en rangée'],
  ['room', 'Room', 'Chambre'],
  ['basement', 'Basement', 'Sous-sol'],
  ['other', 'Other', 'Autre'],
] as const;

export const propertyType = (required = true) =>
  field('propertyType', 'SELECT', ['Property type', 'Type de propriété'], {
    required,
    choices: PROPERTY_TYPES,
  });

export const propertyAddress = field(
  'propertyAddress',
  'SHORT_TEXT',
  ['Property address', 'Adresse de la propriété'],
  {
    required: true,
  },
);

export const UNIT_TYPES = [
  ['studio', 'Studio', 'Studio'],
  ['oneBedroom', '1 bedroom', '1 chambre'],
  ['twoBedroom', '2 bedrooms', '2 chambres'],
  ['threeBedroom', '3 bedrooms or more', '3 chambres ou plus'],
] as const;

/** The questions of a rental application (the two property application forms). */
export const applicationFields = (): SiteFormField[] => [
  fullName,
  email,
  phone(true),
  field('currentAddress', 'SHORT_TEXT', ['Current address', 'Adresse actuelle'], { required: true }),
  field('unitType', 'SELECT', ['Unit wanted', 'Logement souhaité'], { required: true, choices: UNIT_TYPES }),
  moveDate(true),
  field('occupants', 'NUMBER', ['Number of occupants', "Nombre d'occupants"], { required: true }),
  field('employer', 'SHORT_TEXT', ['Employer or school', 'Employeur ou établissement scolaire']),
  field('monthlyIncome', 'NUMBER', ['Household monthly income ($)', 'Revenu mensuel du ménage ($)'], {
    help: [
      'Before taxes. Used only to assess this application.',
      'Avant impôts. Sert seulement à évaluer cette demande.',
    ],
  }),
  field('pets', 'YES_NO', ['Do you have pets?', 'Avez-vous des animaux?'], { required: true }),
  field('references', 'LONG_TEXT', ['References (name and phone)', 'Références (nom et téléphone)']),
  field('creditCheck', 'YES_NO', ['I agree to a credit check', "J'accepte une vérification de crédit"], {
    required: true,
  }),
];
