import type { Bilingual } from '../i18n/translate';

/** Viewings' validation messages: the landlord's hours and open houses, and the meeting link. Gathered with the others in i18n/validation-messages.ts. */
export const VIEWING_VALIDATION_MESSAGES = {
  timeOfDay: {
    en: '{label} must be a time in HH:MM, from 00:00 to 23:59',
    fr: "{label} : l'heure doit être au format HH:MM, de 00:00 à 23:59",
  },
  endNotAfterStart: {
    en: '{label} must be after the start time',
    fr: "{label} : l'heure doit suivre l'heure de début",
  },
  windowsOverlap: {
    en: '{label} overlaps another time window of the same day',
    fr: '{label} : cette plage chevauche une autre plage du même jour',
  },
  windowsPerDayMax: {
    en: 'At most {max} time windows per day are allowed',
    fr: 'Au plus {max} plages horaires par jour sont permises',
  },
  windowShorterThanSlot: {
    en: '{label} is shorter than one viewing',
    fr: "{label} : la plage est plus courte qu'une visite",
  },
  openHouseTooLong: {
    en: 'An open house can last at most {max} hours',
    fr: 'Une visite libre peut durer au plus {max} heures',
  },
  openHousesOverlap: {
    en: '{label} overlaps another open house',
    fr: '{label} : cette visite libre en chevauche une autre',
  },
  httpsUrl: {
    en: '{label} must be a secure link starting with https://',
    fr: '{label} : le lien doit être sécurisé et commencer par https://',
  },
} as const satisfies Record<string, Bilingual>;
