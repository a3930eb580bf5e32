import { SIGN_UP_CONFIRM_TTL_HOURS } from '@rentals/domain/limits';
import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

const CONFIRM = {
  en: {
    subject: 'Finish creating your account',
    body: (name: string, link: string) =>
      `Hello ${name},\n\nTo finish creating your account, open this link within ${SIGN_UP_CONFIRM_TTL_HOURS} hours and press the button:\n\n${link}\n\nIf you did not sign up, ignore this e-mail: no account is created.`,
  },
  fr: {
    subject: 'Terminez la création de votre compte',
    body: (name: string, link: string) =>
      `Bonjour ${name},\n\nPour terminer la création de votre compte, ouvrez ce lien dans les ${SIGN_UP_CONFIRM_TTL_HOURS} heures et appuyez sur le bouton :\n\n${link}\n\nSi vous ne vous êtes pas inscrit, ignorez ce courriel : aucun compte n'est créé.`,
  },
} as const;

const TAKEN = {
  en: {
    subject: 'Someone tried to create an account with your e-mail',
    body: (name: string, login: string, reset: string) =>
      `Hello ${name},\n\nSomeone (maybe you) tried to create an account with this e-mail address, which already has one.\n\nIf it was you, log in:\n${login}\n\nor, if you forgot your password, reset it:\n${reset}\n\nIf it was not you, there is nothing to do: your account stays as it is.`,
  },
  fr: {
    subject: 'Quelqu’un a tenté de créer un compte avec votre courriel',
    body: (name: string, login: string, reset: string) =>
      `Bonjour ${name},\n\nQuelqu'un (peut-être vous) a tenté de créer un compte avec cette adresse courriel, qui en a déjà un.\n\nSi c'était vous, connectez-vous :\n${login}\n\nou, si vous avez oublié votre mot de passe, réinitialisez-le :\n${reset}\n\nSi ce n'était pas vous, vous n'avez rien à faire : votre compte reste inchangé.`,
  },
} as const;

/** The link that creates the account, in the language chosen at sign-up. */
export function signUpConfirmEmail(to: string, name: string, link: string, locale: Locale): MailMessage {
  const t = CONFIRM[locale];
  return { to, subject: t.subject, text: t.body(name, link), template: 'sign-up-confirm' };
}

/** To the owner of an address someone signed up with, in the account's language. */
export function signUpTakenEmail(
  to: string,
  name: string,
  links: { login: string; reset: string },
  locale: Locale,
): MailMessage {
  const t = TAKEN[locale];
  return { to, subject: t.subject, text: t.body(name, links.login, links.reset), template: 'sign-up-taken' };
}
