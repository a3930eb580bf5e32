import type { Bilingual } from '../i18n/translate';

/** Payments, boosts and premium settings (issue 21). Codes are unique across domains (errors/codes.test.ts). */
export const PAYMENT_ERRORS = {
  PAYMENT_NOT_FOUND: { en: 'Payment not found.', fr: 'Paiement introuvable.' },
  // spec/03 §6, §8: a role that may not pay.
  PAYMENT_UNAUTHORIZED: { en: 'Unauthorized Access', fr: 'Accès non autorisé' },
  PAYMENT_NOT_OWNER: {
    en: 'Only the listing’s owner can pay for it.',
    fr: 'Seul le propriétaire de l’annonce peut la payer.',
  },
  PAYMENT_PRICE_CHANGED: {
    en: 'The price changed since this page was shown. Check the new total and confirm again.',
    fr: 'Le prix a changé depuis l’affichage de cette page. Vérifiez le nouveau total et confirmez de nouveau.',
  },
  PAYMENT_NOT_NEEDED: {
    en: 'The plans chosen for this listing need no deposit.',
    fr: 'Les forfaits choisis pour cette annonce ne demandent aucun dépôt.',
  },
  PAYMENT_ALREADY_PAID: {
    en: 'This listing’s deposit is already paid.',
    fr: 'Le dépôt de cette annonce est déjà payé.',
  },
  PAYMENT_NOT_REFUNDABLE: {
    en: 'Only a paid payment can be refunded.',
    fr: 'Seul un paiement payé peut être remboursé.',
  },
  PAYMENT_PROVIDER_ERROR: { en: 'Something went wrong', fr: 'Une erreur s’est produite' },
  PAYMENT_NO_PROVINCE: {
    en: 'The listing needs an address in a Canadian province before it can be paid.',
    fr: 'L’annonce doit avoir une adresse dans une province canadienne avant d’être payée.',
  },
  // spec/03 §5: the card form.
  CARD_NAME_REQUIRED: { en: 'Name is required', fr: 'Le nom est obligatoire' },
  CARD_NUMBER_INVALID: { en: 'Your card number is invalid.', fr: 'Le numéro de votre carte est invalide.' },
  CARD_EXPIRY_INVALID: {
    en: 'Your card’s expiration date is invalid.',
    fr: 'La date d’expiration de votre carte est invalide.',
  },
  CARD_CVC_INVALID: {
    en: 'Your card’s security code is invalid.',
    fr: 'Le code de sécurité de votre carte est invalide.',
  },
  CARD_DECLINED: { en: 'Your card was declined.', fr: 'Votre carte a été refusée.' },
  CARD_INSUFFICIENT_FUNDS: {
    en: 'Your card has insufficient funds.',
    fr: 'Les fonds de votre carte sont insuffisants.',
  },
  CARD_AUTHENTICATION_FAILED: {
    en: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    fr: 'Nous ne pouvons pas authentifier votre moyen de paiement. Veuillez en choisir un autre et réessayer.',
  },
  CHECKOUT_CLOSED: {
    en: 'This checkout is closed. Go back to the listing to pay again.',
    fr: 'Ce paiement est fermé. Revenez à l’annonce pour payer de nouveau.',
  },
  SANDBOX_DISABLED: {
    en: 'The test checkout is switched off on this server.',
    fr: 'Le paiement de test est désactivé sur ce serveur.',
  },
  BOOST_NOT_ALLOWED: {
    en: 'Only a listing that is shown (not rented, rejected or deactivated) can be boosted.',
    fr: 'Seule une annonce affichée (ni louée, ni refusée, ni désactivée) peut être mise en avant.',
  },
  LISTING_NOT_BOOSTED: { en: 'This listing is not boosted.', fr: 'Cette annonce n’est pas mise en avant.' },
  PREMIUM_SETTING_NOT_FOUND: { en: 'Premium setting not found.', fr: 'Paramètre premium introuvable.' },
  PREMIUM_SETTING_INVALID: {
    en: 'Enter a whole number from {min} to {max}.',
    fr: 'Entrez un nombre entier de {min} à {max}.',
  },
  // Receipts and billing pages.
  RECEIPT_NOT_AVAILABLE: {
    en: 'This payment has no receipt: it was not paid.',
    fr: 'Ce paiement n’a pas de reçu : il n’a pas été payé.',
  },
} as const satisfies Record<string, Bilingual>;
