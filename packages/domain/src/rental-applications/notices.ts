import { translate, type Bilingual } from '../i18n/translate';
import type { Locale } from '../users/enums';
import type { ApplicationStatus } from './statuses';
import { APPLICATION_STATUS_LABELS } from './statuses';

/*
 * What an application's changes say: the system message posted in the applicant↔landlord
 * conversation (read by both, so it names who acted) and the e-mails to the other party, in the
 * recipient's language. {listing} is the listing's title, {link} where to read the application.
 */

/** The system message of each status an application reaches. */
export const RENTAL_APPLICATION_SYSTEM_MESSAGES = {
  RENTAL_APPLICATION_SUBMITTED: {
    en: 'The renter submitted a rental application for this home.',
    fr: 'Le locataire a soumis une demande de location pour ce logement.',
  },
  RENTAL_APPLICATION_VIEWED: {
    en: 'The landlord opened the rental application.',
    fr: 'Le propriétaire a ouvert la demande de location.',
  },
  RENTAL_APPLICATION_SHORTLISTED: {
    en: 'The landlord shortlisted the rental application.',
    fr: 'Le propriétaire a présélectionné la demande de location.',
  },
  RENTAL_APPLICATION_APPROVED: {
    en: 'The landlord approved the rental application.',
    fr: 'Le propriétaire a approuvé la demande de location.',
  },
  RENTAL_APPLICATION_DECLINED: {
    en: 'The landlord declined the rental application.',
    fr: 'Le propriétaire a refusé la demande de location.',
  },
  RENTAL_APPLICATION_WITHDRAWN: {
    en: 'The renter withdrew the rental application.',
    fr: 'Le locataire a retiré sa demande de location.',
  },
  RENTAL_APPLICATION_EXPIRED: {
    en: 'The rental application expired: no decision was made in time.',
    fr: "La demande de location a expiré : aucune décision n'a été prise à temps.",
  },
} as const satisfies Record<string, Bilingual>;

export type RentalApplicationSystemMessageKey = keyof typeof RENTAL_APPLICATION_SYSTEM_MESSAGES;

export function isRentalApplicationSystemMessageKey(key: string): key is RentalApplicationSystemMessageKey {
  return Object.hasOwn(RENTAL_APPLICATION_SYSTEM_MESSAGES, key);
}

/** The system message announcing that an application reached `status`. */
export function rentalApplicationSystemMessageKey(
  status: ApplicationStatus,
): RentalApplicationSystemMessageKey {
  return `RENTAL_APPLICATION_${status}`;
}

/** The answer of a successful createRental (spec/02: the success dialog's words are the web's). */
export const RENTAL_APPLICATION_SUBMITTED_MESSAGE: Bilingual = {
  en: 'Your application was sent to the landlord.',
  fr: 'Votre demande a été envoyée au propriétaire.',
};

const NEW_APPLICATION_EMAIL = {
  subject: {
    en: 'New rental application for {listing}',
    fr: 'Nouvelle demande de location pour {listing}',
  },
  text: {
    en: 'A renter applied for {listing}. Read the application and answer it here: {link}',
    fr: 'Un locataire a fait une demande pour {listing}. Lisez la demande et répondez-y ici : {link}',
  },
} as const;

const STATUS_EMAIL = {
  subject: {
    en: 'Your rental application for {listing}: {status}',
    fr: 'Votre demande de location pour {listing} : {status}',
  },
  text: {
    en: 'Your rental application for {listing} is now: {status}. Follow it here: {link}',
    fr: 'Votre demande de location pour {listing} est maintenant : {status}. Suivez-la ici : {link}',
  },
} as const;

/** The e-mail to the landlord when an application arrives. */
export function newRentalApplicationEmail(params: { listing: string; link: string }, locale: Locale) {
  return {
    subject: translate(NEW_APPLICATION_EMAIL.subject, locale, params),
    text: translate(NEW_APPLICATION_EMAIL.text, locale, params),
  };
}

/** The e-mail to the applicant when their application changes status. */
export function rentalApplicationStatusEmail(
  params: { listing: string; link: string; status: ApplicationStatus },
  locale: Locale,
) {
  const values = { ...params, status: APPLICATION_STATUS_LABELS[params.status][locale] };
  return {
    subject: translate(STATUS_EMAIL.subject, locale, values),
    text: translate(STATUS_EMAIL.text, locale, values),
  };
}

/** A system message's text for one reader. */
export function rentalApplicationSystemMessageText(key: RentalApplicationSystemMessageKey, locale: Locale) {
  return RENTAL_APPLICATION_SYSTEM_MESSAGES[key][locale];
}
