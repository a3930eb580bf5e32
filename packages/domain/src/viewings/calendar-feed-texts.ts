import type { Bilingual } from '../i18n/translate';

/*
 * The words of a calendar feed's events, in the feed owner's language (the feed is read by a
 * calendar app, not by the web app, so the API writes them).
 */
export const CALENDAR_FEED_TEXTS = {
  name: { en: 'Rental viewings', fr: 'Visites de logements' },
  summary: { en: 'Viewing: {title}', fr: 'Visite : {title}' },
  requested: {
    en: 'Requested: the landlord has not confirmed this time yet.',
    fr: "Demandée : le propriétaire n'a pas encore confirmé cet horaire.",
  },
  renter: { en: 'Renter: {name}', fr: 'Locataire : {name}' },
  conversation: { en: 'Conversation: {url}', fr: 'Conversation : {url}' },
} as const satisfies Record<string, Bilingual>;
