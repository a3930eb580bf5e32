import type { Bilingual } from '../i18n/translate';

/** Viewings: booking checks (slots.ts) and status changes (statuses.ts). Codes are unique across domains. */
export const VIEWING_ERRORS = {
  VIEWING_NOT_FOUND: {
    en: 'This viewing does not exist or it is not yours.',
    fr: "Cette visite n'existe pas ou elle ne vous concerne pas.",
  },
  OPEN_HOUSE_NOT_FOUND: {
    en: 'This open house does not exist or was removed.',
    fr: "Cette visite libre n'existe pas ou a été retirée.",
  },
  VIEWINGS_NOT_OFFERED: {
    en: 'This listing does not offer viewings online yet. Send the landlord a message instead.',
    fr: "Cette annonce n'offre pas encore de visites en ligne. Écrivez plutôt au propriétaire.",
  },
  VIEWING_IN_PAST: {
    en: 'This time has already passed. Choose a later one.',
    fr: 'Cette plage horaire est déjà passée. Choisissez-en une plus tard.',
  },
  VIEWING_OUTSIDE_WINDOWS: {
    en: 'This time is not one the landlord offers. Choose one of the free times.',
    fr: "Cette plage horaire n'est pas offerte par le propriétaire. Choisissez une des plages libres.",
  },
  VIEWING_TOO_SOON: {
    en: 'Viewings must be booked at least {hours} hours ahead. Choose a later time.',
    fr: "Les visites doivent être réservées au moins {hours} heures à l'avance. Choisissez une plage plus tard.",
  },
  VIEWING_TOO_FAR: {
    en: 'Viewings can be booked at most {days} days ahead. Choose an earlier time.',
    fr: "Les visites peuvent être réservées au plus {days} jours à l'avance. Choisissez une plage plus tôt.",
  },
  VIEWING_NOT_PROPOSED: {
    en: 'Confirm one of the times the renter proposed, or propose another time.',
    fr: 'Confirmez une des heures proposées par le locataire, ou proposez-en une autre.',
  },
  VIEWING_FULL: {
    en: 'This time has just been booked. Choose another one.',
    fr: "Cette plage horaire vient d'être réservée. Choisissez-en une autre.",
  },
  VIEWING_LIMIT_REACHED: {
    en: 'You already have {max} upcoming viewings for this listing. Cancel one to book another.',
    fr: 'Vous avez déjà {max} visites à venir pour cette annonce. Annulez-en une pour en réserver une autre.',
  },
  VIEWING_CLOSED: {
    en: 'This viewing is closed: it was declined, cancelled, completed or marked as a no-show.',
    fr: 'Cette visite est terminée : elle a été refusée, annulée, effectuée ou marquée comme absence.',
  },
  VIEWING_ACTION_NOT_ALLOWED: {
    en: 'This change is not possible for a viewing in its current state.',
    fr: "Ce changement n'est pas possible pour une visite dans cet état.",
  },
  VIEWING_ACTOR_NOT_ALLOWED: {
    en: 'You cannot make this change to this viewing.',
    fr: 'Vous ne pouvez pas apporter ce changement à cette visite.',
  },
  VIEWING_OWN_PROPOSAL: {
    en: 'You proposed this new time: the other party accepts it or proposes another one.',
    fr: "Vous avez proposé ce nouvel horaire : l'autre partie l'accepte ou en propose un autre.",
  },
  VIEWING_NOT_STARTED: {
    en: 'A viewing can be marked as done or as a no-show only once its time has come.',
    fr: "Une visite peut être marquée comme effectuée ou comme absence seulement une fois l'heure arrivée.",
  },
  VIEWING_ALREADY_STARTED: {
    en: 'This viewing has already started: it can no longer be changed.',
    fr: 'Cette visite a déjà commencé : elle ne peut plus être modifiée.',
  },
  VIEWING_REASON_REQUIRED: {
    en: 'Give a reason for cancelling: the other party will see it.',
    fr: "Indiquez un motif d'annulation : l'autre partie le verra.",
  },
  VIEWING_REQUEST_NOT_FOUND: {
    en: 'This request for viewing does not exist.',
    fr: "Cette demande de visite n'existe pas.",
  },
  VIEWING_REQUEST_LIMIT_REACHED: {
    en: 'You already have {max} open requests for viewing. The team will contact you about them before you send another.',
    fr: "Vous avez déjà {max} demandes de visite en cours. L'équipe vous contactera à leur sujet avant que vous en envoyiez une autre.",
  },
  VIEWING_REQUEST_ASSIGNEE_NOT_STAFF: {
    en: 'A request for viewing can only be assigned to a staff member who handles the inbox.',
    fr: "Une demande de visite ne peut être confiée qu'à un membre de l'équipe qui traite la boîte de réception.",
  },
  RENTAL_ENQUIRY_LIMIT_REACHED: {
    en: 'You already have {max} enquiries waiting for the team. They will contact you before you send another.',
    fr: "Vous avez déjà {max} demandes en attente auprès de l'équipe. Elle vous contactera avant que vous en envoyiez une autre.",
  },
  VIEWING_ASSIGNEE_NOT_STAFF: {
    en: 'A viewing can only be assigned to a staff member who handles the inbox.',
    fr: "Une visite ne peut être confiée qu'à un membre de l'équipe qui traite la boîte de réception.",
  },
  CALENDAR_FEED_NOT_FOUND: {
    en: 'This calendar link is no longer valid. Copy the new link from your viewings page.',
    fr: "Ce lien d'agenda n'est plus valide. Copiez le nouveau lien depuis la page de vos visites.",
  },
} as const satisfies Record<string, Bilingual>;

export type ViewingErrorCode = keyof typeof VIEWING_ERRORS;
