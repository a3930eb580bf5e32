import type { Translation } from '../../../../i18n/translation';
import type { payments as en } from '../en/payments';

export const payments: Translation<typeof en> = {
  summary: {
    title: 'Récapitulatif de la commande',
    tableLabel: 'Récapitulatif de la commande',
    item: 'Article',
    amount: 'Montant',
    subtotal: 'Sous-total',
    tax: '{{component}} ({{rate}} %)',
    total: 'Total (CAD)',
  },
  tax: { GST: 'TPS', HST: 'TVH' },
  sandbox: {
    pageTitle: 'Paiement de test',
    banner: 'Mode test : aucune carte réelle n’est débitée',
    bannerDetail:
      'Ceci est le paiement de test intégré. Utilisez une carte de test ci-dessous ; rien n’est envoyé à une banque.',
    payTitle: 'Payer par carte',
    email: 'Courriel',
    pay: 'Payer {{amount}}',
    cancel: 'Annuler et revenir au site',
    cardsTitle: 'Cartes de test',
    cardsHint: 'N’importe quelle date d’expiration future (MM/AA) et n’importe quel CVC à 3 chiffres.',
    cards: {
      success: 'Le paiement réussit',
      declined: 'Carte refusée',
      insufficient: 'Fonds insuffisants',
      authentication: 'Demande d’authentifier le paiement',
    },
    notFound: 'Ce paiement n’existe pas ou a expiré.',
    loadFailed: 'Le paiement n’a pas pu être chargé.',
    closed: 'Ce paiement est fermé.',
    backToSite: 'Revenir au site',
    authTitle: 'Authentifier le paiement',
    authText:
      'Votre banque vous demande de confirmer ce paiement de {{amount}}. En mode test, choisissez si l’authentification réussit.',
    authComplete: 'Terminer',
    authFail: 'Échouer',
  },
  return: {
    pageTitle: 'Paiement',
    confirming: 'Confirmation de votre paiement…',
    notYet: 'Nous n’avons pas encore reçu la confirmation',
    notYetDetail:
      'Votre banque confirme peut-être encore le paiement. Actualiser ne débite rien de plus : nous attendons seulement la réponse.',
    refresh: 'Actualiser',
    paidDeposit: 'Votre dépôt est payé',
    paidTitle: 'Paiement reçu',
    canceled: 'Paiement annulé',
    canceledDetail: 'Rien n’a été débité. Vous pouvez payer de nouveau quand vous le souhaitez.',
    failed: 'Le paiement n’a pas abouti',
    refunded: 'Ce paiement a été remboursé',
    tryAgain: 'Réessayer',
    payAgain: 'Payer de nouveau',
    toListings: 'Voir mes annonces',
    card: 'Payé avec {{brand}} se terminant par {{last4}}',
    missing: 'Aucun paiement n’est indiqué dans ce lien.',
    notFound: 'Ce paiement est introuvable.',
    loadFailed: 'Le paiement n’a pas pu être chargé.',
  },
  somethingWrong: 'Une erreur s’est produite',
};
