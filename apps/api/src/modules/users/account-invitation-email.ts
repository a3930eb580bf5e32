import { ACCOUNT_INVITATION_TTL_HOURS } from '@rentals/domain/users/limits';
import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

const TEXT = {
  en: {
    subject: 'Your account is ready: choose a password',
    body: (name: string, link: string) =>
      `Hello ${name},\n\nOur team has created an account for you with this e-mail address. To choose your password and sign in, open this link within ${ACCOUNT_INVITATION_TTL_HOURS} hours:\n\n${link}\n\nIf the link has expired, use "Forgot password" on the login page to receive a new one.`,
  },
  fr: {
    subject: 'Votre compte est prêt : choisissez un mot de passe',
    body: (name: string, link: string) =>
      `Bonjour ${name},\n\nNotre équipe a créé un compte pour vous avec cette adresse courriel. Pour choisir votre mot de passe et vous connecter, ouvrez ce lien dans les ${ACCOUNT_INVITATION_TTL_HOURS} heures :\n\n${link}\n\nSi le lien a expiré, utilisez « Mot de passe oublié » sur la page de connexion pour en recevoir un nouveau.`,
  },
} as const;

/** The e-mail of an account staff created without a password: a reset link to choose one. */
export function accountInvitationEmail(to: string, name: string, link: string, locale: Locale): MailMessage {
  const t = TEXT[locale];
  return { to, subject: t.subject, text: t.body(name, link), template: 'account-invitation' };
}
