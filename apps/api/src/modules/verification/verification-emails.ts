import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

/*
 * The e-mails of verification (issue 25), in the poster's language. They are not switchable kinds
 * of the e-mail configuration: a decision on someone's documents, and a warning that their listings
 * leave search, are things the poster cannot do without (as a password reset).
 */

export const VERIFICATION_EMAIL_TEMPLATES = {
  APPROVED: 'verification-approved',
  REJECTED: 'verification-rejected',
  REMINDER: 'verification-reminder',
  HIDDEN: 'verification-hidden',
} as const;

const longDate = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(date);

const TEXT = {
  en: {
    approved: {
      subject: 'You are verified',
      body: (link: string) =>
        `Good news: our team checked your documents and you are now verified. Your listings show the Verified badge and appear in search.\n\nYour verification: ${link}`,
    },
    rejected: {
      subject: 'We could not verify you yet',
      body: (reason: string, link: string) =>
        `Our team could not verify you with the documents you sent, for this reason:\n\n${reason}\n\nYou can send new documents here: ${link}`,
    },
    reminder: {
      subject: (days: number) => `Get verified within ${days === 1 ? '1 day' : `${days} days`}`,
      body: (date: string, link: string) =>
        `Your listings will be hidden from search on ${date} unless you are verified by then. It takes a few minutes: send the documents of your checklist here:\n\n${link}`,
    },
    hidden: {
      subject: 'Your listings are hidden from search',
      body: (link: string) =>
        `You were not verified in time, so your listings are hidden from search. They come back as soon as our team verifies you. Send your documents here:\n\n${link}`,
    },
  },
  fr: {
    approved: {
      subject: 'Vous êtes vérifié',
      body: (link: string) =>
        `Bonne nouvelle : notre équipe a vérifié vos documents et vous êtes maintenant vérifié. Vos annonces affichent le badge Vérifié et paraissent dans les recherches.\n\nVotre vérification : ${link}`,
    },
    rejected: {
      subject: "Nous n'avons pas encore pu vous vérifier",
      body: (reason: string, link: string) =>
        `Notre équipe n'a pas pu vous vérifier avec les documents envoyés, pour la raison suivante :\n\n${reason}\n\nVous pouvez envoyer de nouveaux documents ici : ${link}`,
    },
    reminder: {
      subject: (days: number) => `Faites-vous vérifier d'ici ${days === 1 ? '1 jour' : `${days} jours`}`,
      body: (date: string, link: string) =>
        `Vos annonces seront masquées des recherches le ${date}, à moins que vous soyez vérifié d'ici là. Cela ne prend que quelques minutes : envoyez les documents de votre liste ici :\n\n${link}`,
    },
    hidden: {
      subject: 'Vos annonces sont masquées des recherches',
      body: (link: string) =>
        `Vous n'avez pas été vérifié à temps : vos annonces sont donc masquées des recherches. Elles reviendront dès que notre équipe vous aura vérifié. Envoyez vos documents ici :\n\n${link}`,
    },
  },
} as const;

interface Recipient {
  email: string;
  locale: Locale;
}

/** Staff approved the poster. */
export function approvedEmail(to: Recipient, link: string): MailMessage {
  const t = TEXT[to.locale].approved;
  return {
    to: to.email,
    subject: t.subject,
    text: t.body(link),
    template: VERIFICATION_EMAIL_TEMPLATES.APPROVED,
  };
}

/** Staff rejected the request, with their reason. */
export function rejectedEmail(to: Recipient, reason: string, link: string): MailMessage {
  const t = TEXT[to.locale].rejected;
  return {
    to: to.email,
    subject: t.subject,
    text: t.body(reason, link),
    template: VERIFICATION_EMAIL_TEMPLATES.REJECTED,
  };
}

/** `daysLeft` before the poster's listings are hidden at `endsAt`. */
export function reminderEmail(to: Recipient, daysLeft: number, endsAt: Date, link: string): MailMessage {
  const t = TEXT[to.locale].reminder;
  return {
    to: to.email,
    subject: t.subject(daysLeft),
    text: t.body(longDate(endsAt, to.locale), link),
    template: VERIFICATION_EMAIL_TEMPLATES.REMINDER,
  };
}

/** The grace period ended: the poster's listings are hidden from search. */
export function hiddenEmail(to: Recipient, link: string): MailMessage {
  const t = TEXT[to.locale].hidden;
  return {
    to: to.email,
    subject: t.subject,
    text: t.body(link),
    template: VERIFICATION_EMAIL_TEMPLATES.HIDDEN,
  };
}
