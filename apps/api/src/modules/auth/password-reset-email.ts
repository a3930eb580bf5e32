import { PASSWORD_RESET_TTL_MINUTES } from '@rentals/domain/limits';
import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

const TEXT = {
  en: {
    subject: 'Reset your password',
    body: (name: string, link: string) =>
      `Hello ${name},\n\nSomeone asked to reset the password of your account. To choose a new password, open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    body: (name: string, link: string) =>
      `Bonjour ${name},\n\nQuelqu'un a demandé à réinitialiser le mot de passe de votre compte. Pour choisir un nouveau mot de passe, ouvrez ce lien dans les ${PASSWORD_RESET_TTL_MINUTES} minutes :\n\n${link}\n\nSi ce n'était pas vous, ignorez ce courriel : votre mot de passe reste inchangé.`,
  },
} as const;

export function passwordResetEmail(to: string, name: string, link: string, locale: Locale): MailMessage {
  const t = TEXT[locale];
  return { to, subject: t.subject, text: t.body(name, link), template: 'password-reset' };
}
