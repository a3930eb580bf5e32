import type { Translation } from '../../../../i18n/translation';
import type { riskSignals as en } from '../en/risk-signals';

export const riskSignals: Translation<typeof en> = {
  chip_one: '{{count}} signal, {{severity}}',
  chip_other: '{{count}} signaux, au plus {{severity}}',
  none: 'Aucun signal',
  show: 'Afficher les signaux de risque de {{title}}',
  dialogTitle: 'Signaux de risque : {{title}}',
  intro: 'Des raisons d’y regarder de plus près avant d’approuver. Un signal n’est pas une preuve de fraude.',
  close: 'Fermer',
  severity: { LOW: 'faible', MEDIUM: 'moyen', HIGH: 'élevé' },
  severityLabel: 'Gravité : {{severity}}',
  newAccountToday: 'Publiée le jour même de la création du compte.',
  newAccount_one: 'Publiée par un compte créé il y a {{count}} jour.',
  newAccount_other: 'Publiée par un compte créé il y a {{count}} jours.',
  rentBelow_one:
    'Le loyer de {{rent}} est {{percent}} % sous la médiane de {{median}} de {{count}} annonce publiée ({{bedrooms}}) à {{area}}.',
  rentBelow_other:
    'Le loyer de {{rent}} est {{percent}} % sous la médiane de {{median}} de {{count}} annonces publiées ({{bedrooms}}) à {{area}}.',
  reusedPictures_one: '{{count}} photo a déjà été publiée par {{accounts}}.',
  reusedPictures_other: '{{count}} photos ont déjà été publiées par {{accounts}}.',
  otherAccounts_one: '{{count}} autre compte',
  otherAccounts_other: '{{count}} autres comptes',
  contact: 'La description donne {{kinds}}.',
  contactKinds: {
    PHONE: 'un numéro de téléphone',
    EMAIL: 'une adresse courriel',
    CONTACT_WORD: 'un moyen de joindre l’annonceur hors du site (courriel, WhatsApp, etc.)',
  },
  and: ' et ',
  paymentWords: 'La description emploie des termes de paiement : {{words}}.',
  manyListings_one: 'Le compte a publié {{count}} annonce dans les {{hours}} heures autour de celle-ci.',
  manyListings_other: 'Le compte a publié {{count}} annonces dans les {{hours}} heures autour de celle-ci.',
};
