import type { Locale } from '@rentals/domain/users/enums';
import { NEWSLETTER_CONFIRM_LINK_DAYS } from '@rentals/domain/newsletter/limits';
import type { MailMessage } from '../../adapters/mail/mail';

const DAYS = NEWSLETTER_CONFIRM_LINK_DAYS;

const TEXT = {
  en: {
    confirmSubject: 'Confirm your subscription to the Rentals newsletter',
    confirmBody: (link: string) =>
      `Someone, probably you, asked to receive the Rentals newsletter at this address.\n\nTo confirm, open this link (it works for ${DAYS} days):\n\n${link}\n\nIf it was not you, ignore this e-mail: nothing will be sent to you.`,
    alreadySubject: 'You are already subscribed to the Rentals newsletter',
    alreadyBody:
      'Someone, probably you, asked to receive the Rentals newsletter at this address. You have already subscribed: there is nothing more to do.\n\nEach newsletter ends with a link to unsubscribe.',
    welcomeSubject: 'You are subscribed to the Rentals newsletter',
    welcomeBody: (link: string) =>
      `Thank you for subscribing: we will keep you posted on new rentals and news.\n\nTo stop receiving the newsletter, open this link:\n\n${link}`,
  },
  fr: {
    confirmSubject: "Confirmez votre abonnement à l'infolettre de Rentals",
    confirmBody: (link: string) =>
      `Quelqu'un, sans doute vous, a demandé à recevoir l'infolettre de Rentals à cette adresse.\n\nPour confirmer, ouvrez ce lien (il est valide ${DAYS} jours) :\n\n${link}\n\nSi ce n'était pas vous, ignorez ce courriel : rien ne vous sera envoyé.`,
    alreadySubject: "Vous êtes déjà abonné à l'infolettre de Rentals",
    alreadyBody:
      "Quelqu'un, sans doute vous, a demandé à recevoir l'infolettre de Rentals à cette adresse. Vous êtes déjà abonné : il n'y a rien d'autre à faire.\n\nChaque infolettre se termine par un lien de désabonnement.",
    welcomeSubject: "Vous êtes abonné à l'infolettre de Rentals",
    welcomeBody: (link: string) =>
      `Merci de votre abonnement : nous vous tiendrons au courant des nouvelles locations et des nouveautés.\n\nPour ne plus recevoir l'infolettre, ouvrez ce lien :\n\n${link}`,
  },
} as const;

/** The double opt-in's link: nothing is sent to the address until it is followed. */
export function newsletterConfirmEmail(to: string, link: string, locale: Locale): MailMessage {
  const t = TEXT[locale];
  return { to, subject: t.confirmSubject, text: t.confirmBody(link), template: 'newsletter-confirm' };
}

/** To a subscriber asking again: what the form no longer says ('You have already subscribed!'). */
export function newsletterAlreadySubscribedEmail(to: string, locale: Locale): MailMessage {
  const t = TEXT[locale];
  return { to, subject: t.alreadySubject, text: t.alreadyBody, template: 'newsletter-already-subscribed' };
}

/** The welcome e-mail, once confirmed: it carries the only copy of the unsubscribe link. */
export function newsletterWelcomeEmail(to: string, link: string, locale: Locale): MailMessage {
  const t = TEXT[locale];
  return { to, subject: t.welcomeSubject, text: t.welcomeBody(link), template: 'newsletter-welcome' };
}
