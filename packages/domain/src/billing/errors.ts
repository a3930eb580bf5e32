import type { Bilingual } from '../i18n/translate';
import { PAYMENT_ERRORS } from './payment-errors';

/** Plans, features and plan requests (issue 20). Codes are unique across domains (errors/codes.test.ts). */
export const BILLING_ERRORS = {
  // Payments, boosts and premium settings live in their own file (issue 21).
  ...PAYMENT_ERRORS,
  PLAN_NOT_FOUND: { en: 'Plan not found.', fr: 'Forfait introuvable.' },
  PLAN_NOT_AVAILABLE: {
    en: 'This plan is not offered for this address. Choose another plan.',
    fr: 'Ce forfait n’est pas offert pour cette adresse. Choisissez un autre forfait.',
  },
  PLAN_GROUP_REQUIRED: {
    en: 'Choose one of the main plans.',
    fr: 'Choisissez l’un des forfaits principaux.',
  },
  PLAN_GROUP_TWICE: {
    en: 'Choose at most one plan of each kind.',
    fr: 'Choisissez au plus un forfait de chaque type.',
  },
  PLAN_IN_USE: {
    en: 'This plan is chosen by {count} listings and cannot be deleted. Hide it from new listings instead.',
    fr: 'Ce forfait est choisi par {count} annonces et ne peut pas être supprimé. Masquez-le plutôt pour les nouvelles annonces.',
  },
  PLAN_ID_TAKEN: {
    en: 'A plan already has this number.',
    fr: 'Un forfait porte déjà ce numéro.',
  },
  FEATURE_NOT_FOUND: { en: 'Feature not found.', fr: 'Caractéristique introuvable.' },
  PREMIUM_REQUEST_NOT_FOUND: { en: 'Request not found.', fr: 'Demande introuvable.' },
  // Plan requests come from the listing's owner; staff set a listing's plan on the listing itself.
  PREMIUM_REQUEST_BY_STAFF: {
    en: 'Plan requests are sent by the listing’s owner. Staff change the plan on the listing itself.',
    fr: 'Les demandes de forfait sont envoyées par le propriétaire de l’annonce. Le personnel change le forfait dans l’annonce même.',
  },
  // A reorder must name every plan (or feature) once: anything else means the page is out of date.
  PLAN_ORDER_MISMATCH: {
    en: 'The plans changed since the page was opened. Reload it and try again.',
    fr: 'Les forfaits ont changé depuis l’ouverture de la page. Rechargez-la et réessayez.',
  },
  FEATURE_ORDER_MISMATCH: {
    en: 'The features changed since the page was opened. Reload it and try again.',
    fr: 'Les caractéristiques ont changé depuis l’ouverture de la page. Rechargez-la et réessayez.',
  },
  // The spec's text (spec/03 §8).
  LIST_WITH_US_USER_UNAUTHORIZED: {
    en: 'User Unauthorized',
    fr: 'Utilisateur non autorisé',
  },
} as const satisfies Record<string, Bilingual>;
