import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

const TEXT = {
  en: {
    subject: 'You are subscribed to the Rentals newsletter',
    body: (link: string) =>
      `Thank you for subscribing: we will keep you posted on new rentals and news.\n\nTo stop receiving the newsletter, open this link:\n\n${link}`,
  },
  fr: {
    subject: "Vous êtes abonné à l'infolettre de Rentals",
    body: (link: string) =>
      `Merci de votre abonnement : nous vous tiendrons au courant des nouvelles locations et des nouveautés.\n\nPour ne plus recevoir l'infolettre, ouvrez ce lien :\n\n${link}`,
  },
} as const;

/** The welcome e-mail: it carries the only copy of the unsubscribe link. */
export function newsletterWelcomeEmail(to: string, link: string, locale: Locale): MailMessage {
  const t = TEXT[locale];
  return { to, subject: t.subject, text: t.body(link), template: 'newsletter-welcome' };
}
