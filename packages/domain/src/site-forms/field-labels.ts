import type { FieldLabels } from '../i18n/field-labels';

/** The form builder's fields (siteFormDefinitionSchema). */
export const SITE_FORM_FIELD_LABELS = {
  slug: { en: 'Address (slug)', fr: 'Adresse (slug)' },
  routePath: { en: 'Page', fr: 'Page' },
  titleEn: { en: 'Title (English)', fr: 'Titre (anglais)' },
  titleFr: { en: 'Title (French)', fr: 'Titre (français)' },
  promptEn: { en: 'Prompt (English)', fr: 'Invite (anglais)' },
  promptFr: { en: 'Prompt (French)', fr: 'Invite (français)' },
  thankYouEn: { en: 'Thank-you text (English)', fr: 'Texte de remerciement (anglais)' },
  thankYouFr: { en: 'Thank-you text (French)', fr: 'Texte de remerciement (français)' },
  notifyEmail: { en: 'Notification e-mail', fr: 'Courriel de notification' },
  showContactLine: { en: 'Show the contact line', fr: 'Afficher la ligne de contact' },
  isPublished: { en: 'Published', fr: 'Publié' },
  fields: { en: 'Fields', fr: 'Champs' },
  'fields.key': { en: 'Field key', fr: 'Clé du champ' },
  'fields.type': { en: 'Field type', fr: 'Type de champ' },
  'fields.labelEn': { en: 'Label (English)', fr: 'Libellé (anglais)' },
  'fields.labelFr': { en: 'Label (French)', fr: 'Libellé (français)' },
  'fields.helpEn': { en: 'Help text (English)', fr: 'Aide (anglais)' },
  'fields.helpFr': { en: 'Help text (French)', fr: 'Aide (français)' },
  'fields.required': { en: 'Required', fr: 'Obligatoire' },
  'fields.options': { en: 'Options', fr: 'Options' },
  'fields.options.value': { en: 'Option value', fr: "Valeur de l'option" },
  'fields.options.labelEn': { en: 'Option (English)', fr: 'Option (anglais)' },
  'fields.options.labelFr': { en: 'Option (French)', fr: 'Option (français)' },
} as const satisfies FieldLabels;
