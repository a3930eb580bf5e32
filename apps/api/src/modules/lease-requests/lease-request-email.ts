import {
  LEASE_REQUEST_STATUS_LABELS,
  type LeaseRequestStatus,
} from '@rentals/domain/lease-requests/statuses';
import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

/*
 * What a landlord receives when staff move their lease request to a new status: the property, the
 * new status, the team's note if any and the link to /lease-details, in the landlord's language.
 * It is the reply to their own request, so it is always sent (as a password reset is), not a kind
 * an admin switches off.
 */

export const LEASE_REQUEST_STATUS_TEMPLATE = 'lease-request-status';

const TEXT = {
  en: {
    subject: (status: string) => `Your lease request: ${status}`,
    intro: (address: string) => `The team updated your request to prepare a lease for ${address}.`,
    status: 'Status',
    note: 'Note from the team',
    open: 'See your requests',
  },
  fr: {
    subject: (status: string) => `Votre demande de bail : ${status}`,
    intro: (address: string) => `L’équipe a mis à jour votre demande de préparation de bail pour ${address}.`,
    status: 'Statut',
    note: 'Note de l’équipe',
    open: 'Voir vos demandes',
  },
} as const;

/** A labelled line; French puts a space before the colon. */
const field = (label: string, value: string, locale: Locale) =>
  `${label}${locale === 'fr' ? ' :' : ':'} ${value}`;

export function leaseRequestStatusEmail(
  to: string,
  locale: Locale,
  change: { address: string; status: LeaseRequestStatus; note: string | null },
  publicUrl: string,
): MailMessage {
  const t = TEXT[locale];
  const status = LEASE_REQUEST_STATUS_LABELS[change.status][locale];
  const lines = [t.intro(change.address), '', field(t.status, status, locale)];
  if (change.note) lines.push('', field(t.note, '', locale).trimEnd(), change.note);
  lines.push('', field(t.open, `${publicUrl}/lease-details`, locale));
  return { to, subject: t.subject(status), text: lines.join('\n'), template: LEASE_REQUEST_STATUS_TEMPLATE };
}
