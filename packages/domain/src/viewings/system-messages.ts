import type { Bilingual } from '../i18n/translate';

/*
 * The system messages a viewing posts in its conversation, seen by both parties, so they name who
 * acted rather than saying 'you'. {date} is the viewing's time in the listing's zone, zone named
 * (formatViewingTime); {reason} is the text the canceller typed.
 */
export const VIEWING_SYSTEM_MESSAGES = {
  VIEWING_REQUESTED: {
    en: 'Viewing requested for {date}.',
    fr: 'Visite demandée pour le {date}.',
  },
  VIEWING_BOOKED: {
    en: 'Viewing booked for {date}.',
    fr: 'Visite réservée pour le {date}.',
  },
  VIEWING_CONFIRMED: {
    en: 'The landlord confirmed the viewing of {date}.',
    fr: 'Le propriétaire a confirmé la visite du {date}.',
  },
  VIEWING_DECLINED: {
    en: 'The landlord declined the viewing request for {date}.',
    fr: 'Le propriétaire a refusé la demande de visite du {date}.',
  },
  VIEWING_RESCHEDULE_PROPOSED: {
    en: 'A new time was proposed for the viewing: {date}.',
    fr: 'Un nouvel horaire a été proposé pour la visite : le {date}.',
  },
  VIEWING_RESCHEDULED: {
    en: 'The new time was accepted: the viewing is on {date}.',
    fr: 'Le nouvel horaire a été accepté : la visite aura lieu le {date}.',
  },
  VIEWING_CANCELLED_BY_RENTER: {
    en: 'The renter cancelled the viewing of {date}. Reason: {reason}',
    fr: 'Le locataire a annulé la visite du {date}. Motif : {reason}',
  },
  VIEWING_CANCELLED_BY_LANDLORD: {
    en: 'The landlord cancelled the viewing of {date}. Reason: {reason}',
    fr: 'Le propriétaire a annulé la visite du {date}. Motif : {reason}',
  },
  VIEWING_CANCELLED_BY_SYSTEM: {
    en: 'The viewing of {date} was cancelled: {reason}',
    fr: 'La visite du {date} a été annulée : {reason}',
  },
  VIEWING_COMPLETED: {
    en: 'The viewing of {date} took place.',
    fr: 'La visite du {date} a eu lieu.',
  },
  VIEWING_NO_SHOW: {
    en: 'The renter did not come to the viewing of {date}.',
    fr: "Le locataire ne s'est pas présenté à la visite du {date}.",
  },
} as const satisfies Record<string, Bilingual>;

export type ViewingSystemMessageKey = keyof typeof VIEWING_SYSTEM_MESSAGES;
