import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

const dateIn = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Toronto',
  }).format(at);

const TEXT = {
  en: {
    subject: 'Your Rentals account will be deleted',
    body: (due: string, link: string) =>
      `You asked us to delete your Rentals account. It will be deleted on ${due} (Toronto time), with your rental applications, documents and messages as our privacy policy describes.\n\nChanged your mind? Cancel the deletion with this link before then, or sign in and choose "Keep my account":\n\n${link}\n\nIf you did not ask for this, cancel it and change your password.`,
  },
  fr: {
    subject: 'Votre compte Rentals sera supprimé',
    body: (due: string, link: string) =>
      `Vous nous avez demandé de supprimer votre compte Rentals. Il sera supprimé le ${due} (heure de Toronto), avec vos demandes de location, vos documents et vos messages, comme le décrit notre politique de confidentialité.\n\nVous avez changé d'avis? Annulez la suppression avec ce lien d'ici là, ou connectez-vous et choisissez « Garder mon compte » :\n\n${link}\n\nSi vous n'avez rien demandé, annulez la suppression et changez votre mot de passe.`,
  },
} as const;

/** The confirmation of a deletion request: it carries the cancel link, in the user's language. */
export function accountDeletionEmail(to: string, dueAt: Date, link: string, locale: Locale): MailMessage {
  const t = TEXT[locale];
  return {
    to,
    subject: t.subject,
    text: t.body(dateIn(locale, dueAt), link),
    template: 'account-deletion-requested',
  };
}
