import { translate, type Bilingual } from '../i18n/translate';
import type { Locale } from '../users/enums';
import { stillInterestedLink } from './follow-up';
import { formatViewingTime } from './time-zones';

/*
 * The system messages a viewing posts in its conversation, seen by both parties, so they name who
 * acted rather than saying 'you'. {date} is the viewing's time in the listing's zone, zone named
 * (formatViewingTime); {reason} is the text the canceller typed; {link} is the follow-up's
 * (stillInterestedLink).
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
  /** Posted after VIEWING_COMPLETED: the question is the renter's to answer. */
  VIEWING_FOLLOW_UP: {
    en: 'For the renter: still interested in this place after the viewing of {date}? Take the next step here: {link}',
    fr: "Pour le locataire : ce logement vous intéresse toujours après la visite du {date} ? Passez à l'étape suivante ici : {link}",
  },
} as const satisfies Record<string, Bilingual>;

export type ViewingSystemMessageKey = keyof typeof VIEWING_SYSTEM_MESSAGES;

/**
 * Why the product itself cancels a viewing ({reason} of VIEWING_CANCELLED_BY_SYSTEM): nobody typed
 * it, so it is a key with both languages rather than a text.
 */
export const VIEWING_SYSTEM_CANCEL_REASONS = {
  LISTING_UNAVAILABLE: {
    en: 'the listing is no longer available.',
    fr: "l'annonce n'est plus disponible.",
  },
  OPEN_HOUSE_REMOVED: {
    en: 'the landlord removed this open house.',
    fr: 'le propriétaire a retiré cette visite libre.',
  },
} as const satisfies Record<string, Bilingual>;

export type ViewingSystemCancelReason = keyof typeof VIEWING_SYSTEM_CANCEL_REASONS;

/**
 * What a stored system message keeps: the viewing's time as an ISO instant with the listing's zone
 * (rendered in each reader's language when read), a typed reason or a product reason's key, and
 * the listing of a follow-up (its link is made when read, so it follows stillInterestedLink).
 */
export interface ViewingSystemMessageParams {
  at: string;
  zone: string;
  reason?: string | null;
  reasonKey?: ViewingSystemCancelReason | null;
  listingId?: string | null;
}

/**
 * A system message as one reader reads it: the time in the listing's zone, named, in their
 * language. `publicUrl` is the web app's address, which links start with.
 */
export function viewingSystemMessageText(
  key: ViewingSystemMessageKey,
  params: ViewingSystemMessageParams,
  locale: Locale,
  publicUrl = '',
): string {
  const reason = params.reasonKey
    ? VIEWING_SYSTEM_CANCEL_REASONS[params.reasonKey][locale]
    : (params.reason ?? '');
  return translate(VIEWING_SYSTEM_MESSAGES[key], locale, {
    date: formatViewingTime(new Date(params.at), params.zone, locale),
    reason,
    link: params.listingId ? stillInterestedLink(publicUrl, params.listingId) : '',
  });
}

export function isViewingSystemMessageKey(key: string): key is ViewingSystemMessageKey {
  return Object.hasOwn(VIEWING_SYSTEM_MESSAGES, key);
}
