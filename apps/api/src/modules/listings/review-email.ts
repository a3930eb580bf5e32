import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

/* What the owner of a requested listing is told about its review (approved, or rejected with a reason). */

const TEXT = {
  en: {
    approvedSubject: (title: string) => `Your listing "${title}" is approved`,
    approvedBody: (title: string, link: string) =>
      `Good news: "${title}" has been approved and renters can now find it.\n\n${link}`,
    rejectedSubject: (title: string) => `Your listing "${title}" was not approved`,
    rejectedBody: (title: string, reason: string, link: string) =>
      `Our team reviewed "${title}" and could not approve it for this reason:\n\n${reason}\n\nYou can update the listing from your properties page and it will be reviewed again:\n\n${link}`,
  },
  fr: {
    approvedSubject: (title: string) => `Votre annonce « ${title} » est approuvée`,
    approvedBody: (title: string, link: string) =>
      `Bonne nouvelle : « ${title} » a été approuvée et les locataires peuvent maintenant la trouver.\n\n${link}`,
    rejectedSubject: (title: string) => `Votre annonce « ${title} » n'a pas été approuvée`,
    rejectedBody: (title: string, reason: string, link: string) =>
      `Notre équipe a examiné « ${title} » et n'a pas pu l'approuver pour cette raison :\n\n${reason}\n\nVous pouvez modifier l'annonce depuis la page de vos propriétés; elle sera examinée de nouveau :\n\n${link}`,
  },
} as const;

export function listingApprovedEmail(to: string, locale: Locale, title: string, link: string): MailMessage {
  const t = TEXT[locale];
  return {
    to,
    subject: t.approvedSubject(title),
    text: t.approvedBody(title, link),
    template: 'listing-approved',
  };
}

export function listingRejectedEmail(
  to: string,
  locale: Locale,
  title: string,
  reason: string,
  link: string,
): MailMessage {
  const t = TEXT[locale];
  return {
    to,
    subject: t.rejectedSubject(title),
    text: t.rejectedBody(title, reason, link),
    template: 'listing-rejected',
  };
}
