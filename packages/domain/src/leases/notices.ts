import { translate, type Bilingual } from '../i18n/translate';
import type { Locale } from '../users/enums';
import { LEASE_STATUS_LABELS, type LeaseStatus } from './statuses';

/*
 * What a lease's changes say: a system message in the landlord↔tenant conversation, read by both
 * in their own language, and e-mails to the parties in theirs. {name} is who acted, {address} the
 * home, {link} where to read or sign, {deadline} the last day to sign.
 */

export const LEASE_SYSTEM_MESSAGES = {
  LEASE_SENT: {
    en: 'The landlord sent the lease for signature.',
    fr: 'Le locateur a envoyé le bail pour signature.',
  },
  LEASE_SIGNED: { en: '{name} signed the lease.', fr: '{name} a signé le bail.' },
  LEASE_COMPLETED: {
    en: 'Everyone signed: the lease is complete. The signed copy is in Leases.',
    fr: 'Tout le monde a signé : le bail est conclu. La copie signée est dans Baux.',
  },
  LEASE_DECLINED: { en: '{name} declined to sign the lease.', fr: '{name} a refusé de signer le bail.' },
  LEASE_VOIDED: { en: 'The lease was voided.', fr: 'Le bail a été annulé.' },
  LEASE_EXPIRED: {
    en: 'The lease expired: it was not signed in time.',
    fr: "Le bail a expiré : il n'a pas été signé à temps.",
  },
} as const satisfies Record<string, Bilingual>;

export type LeaseSystemMessageKey = keyof typeof LEASE_SYSTEM_MESSAGES;

export function isLeaseSystemMessageKey(key: string): key is LeaseSystemMessageKey {
  return Object.hasOwn(LEASE_SYSTEM_MESSAGES, key);
}

export function leaseSystemMessageText(
  key: LeaseSystemMessageKey,
  params: { name?: unknown },
  locale: Locale,
): string {
  return translate(LEASE_SYSTEM_MESSAGES[key], locale, { name: String(params.name ?? '') });
}

const SIGN_REQUEST_EMAIL = {
  subject: { en: 'Please sign your lease for {address}', fr: 'Veuillez signer votre bail pour {address}' },
  text: {
    en: '{landlord} sent you a lease for {address} to sign electronically. Review it and sign by {deadline}: {link}\n\nThe link is yours alone: do not forward it.',
    fr: '{landlord} vous a envoyé un bail pour {address} à signer électroniquement. Lisez-le et signez-le au plus tard le {deadline} : {link}\n\nCe lien vous est personnel : ne le transférez pas.',
  },
} as const;

const REMINDER_EMAIL = {
  subject: {
    en: 'Reminder: your lease for {address} is waiting for your signature',
    fr: 'Rappel : votre bail pour {address} attend votre signature',
  },
  text: SIGN_REQUEST_EMAIL.text,
} as const;

const STATUS_EMAIL = {
  subject: { en: 'Lease for {address}: {status}', fr: 'Bail pour {address} : {status}' },
  text: {
    en: 'The lease for {address} is now: {status}. {detail}Read it here: {link}',
    fr: 'Le bail pour {address} est maintenant : {status}. {detail}Consultez-le ici : {link}',
  },
} as const;

export interface SignRequestParams {
  landlord: string;
  address: string;
  deadline: string;
  link: string;
}

/** The e-mail asking a signer to sign (or reminding them). */
export function leaseSignRequestEmail(params: SignRequestParams, locale: Locale, reminder = false) {
  const texts = reminder ? REMINDER_EMAIL : SIGN_REQUEST_EMAIL;
  return {
    subject: translate(texts.subject, locale, { ...params }),
    text: translate(texts.text, locale, { ...params }),
  };
}

/** The e-mail telling a party the lease changed status; `detail` ends with a space or is ''. */
export function leaseStatusEmail(
  params: { address: string; status: LeaseStatus; link: string; detail: string },
  locale: Locale,
) {
  const values = { ...params, status: LEASE_STATUS_LABELS[params.status][locale] };
  return {
    subject: translate(STATUS_EMAIL.subject, locale, values),
    text: translate(STATUS_EMAIL.text, locale, values),
  };
}
