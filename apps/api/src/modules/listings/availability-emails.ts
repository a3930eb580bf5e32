import { CONFIRMATION_LINK_TTL_DAYS } from '@rentals/domain/listings/availability-confirmation';
import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

/*
 * What a listing's owner is told about its availability (issue 25), in the owner's language:
 * 'Still available?' with the two one-click links, and the notice that it was unpublished for
 * want of an answer, with where to bring it back.
 */

const TEXT = {
  en: {
    askSubject: (title: string) => `Is "${title}" still available?`,
    askBody: (title: string, yes: string, rented: string) =>
      `Renters see when you last confirmed that "${title}" is available. Let them know it still is with one click:\n\nYes, still available:\n${yes}\n\nIt's rented (the listing comes off the market):\n${rented}\n\nThese links work once, for ${CONFIRMATION_LINK_TTL_DAYS} days. Listings left unconfirmed go down in search results, then are unpublished.`,
    unpublishedSubject: (title: string) => `"${title}" was unpublished`,
    unpublishedBody: (title: string, days: number, link: string) =>
      `"${title}" was unpublished because its availability was not confirmed for ${days} days.\n\nIf it is still available, bring it back from your listings with "Make available again":\n\n${link}`,
  },
  fr: {
    askSubject: (title: string) => `« ${title} » est-il toujours disponible?`,
    askBody: (title: string, yes: string, rented: string) =>
      `Les locataires voient quand vous avez confirmé pour la dernière fois que « ${title} » est disponible. Indiquez-leur en un clic que c'est toujours le cas :\n\nOui, toujours disponible :\n${yes}\n\nC'est loué (l'annonce est retirée du marché) :\n${rented}\n\nCes liens fonctionnent une seule fois, pendant ${CONFIRMATION_LINK_TTL_DAYS} jours. Les annonces non confirmées descendent dans les résultats de recherche, puis sont retirées.`,
    unpublishedSubject: (title: string) => `« ${title} » a été retirée`,
    unpublishedBody: (title: string, days: number, link: string) =>
      `« ${title} » a été retirée parce que sa disponibilité n'a pas été confirmée depuis ${days} jours.\n\nSi elle est toujours disponible, remettez-la en ligne à partir de vos annonces avec « Rendre de nouveau disponible » :\n\n${link}`,
  },
} as const;

export function stillAvailableEmail(
  to: string,
  locale: Locale,
  title: string,
  links: { yes: string; rented: string },
): MailMessage {
  const t = TEXT[locale];
  return {
    to,
    subject: t.askSubject(title),
    text: t.askBody(title, links.yes, links.rented),
    template: 'listing-still-available',
  };
}

export function unpublishedUnconfirmedEmail(
  to: string,
  locale: Locale,
  title: string,
  days: number,
  link: string,
): MailMessage {
  const t = TEXT[locale];
  return {
    to,
    subject: t.unpublishedSubject(title),
    text: t.unpublishedBody(title, days, link),
    template: 'listing-unpublished-unconfirmed',
  };
}
