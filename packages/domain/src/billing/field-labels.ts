import type { FieldLabels } from '../i18n/field-labels';

export const PLAN_FIELD_LABELS = {
  id: { en: 'Plan number', fr: 'Numéro du forfait' },
  nameEn: { en: 'Name (English)', fr: 'Nom (anglais)' },
  nameFr: { en: 'Name (French)', fr: 'Nom (français)' },
  descriptionEn: { en: 'Description (English)', fr: 'Description (anglais)' },
  descriptionFr: { en: 'Description (French)', fr: 'Description (français)' },
  priceCents: { en: 'Price', fr: 'Prix' },
  depositCents: { en: 'Onboarding deposit', fr: 'Dépôt d’inscription' },
  unit: { en: 'Price counted per', fr: 'Prix compté par' },
  planGroup: { en: 'Plan group', fr: 'Groupe de forfaits' },
  kind: { en: 'Kind', fr: 'Type' },
  featureIds: { en: 'Features', fr: 'Caractéristiques' },
} satisfies FieldLabels;

export const FEATURE_FIELD_LABELS = {
  nameEn: { en: 'Name (English)', fr: 'Nom (anglais)' },
  nameFr: { en: 'Name (French)', fr: 'Nom (français)' },
  subtitleEn: { en: 'Subtitle (English)', fr: 'Sous-titre (anglais)' },
  subtitleFr: { en: 'Subtitle (French)', fr: 'Sous-titre (français)' },
  informationEn: { en: 'Information (English)', fr: 'Information (anglais)' },
  informationFr: { en: 'Information (French)', fr: 'Information (français)' },
} satisfies FieldLabels;

/** The 'Boost settings' card on /boostListing. */
export const BOOST_SETTINGS_FIELD_LABELS = {
  priceCents: { en: 'Boost price', fr: 'Prix de la mise en avant' },
  days: { en: 'Boost days', fr: 'Jours de mise en avant' },
} satisfies FieldLabels;

/** The extend dialog on /boostListing. */
export const EXTEND_BOOST_FIELD_LABELS = {
  days: { en: 'Days to add', fr: 'Jours à ajouter' },
} satisfies FieldLabels;
