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

export const LEASE_REQUEST_TO_STAFF_TEMPLATE = 'lease-request-to-staff';

const STAFF_TEXT = {
  en: {
    subject: (address: string) => `New lease request: ${address}`,
    intro: (landlord: string) => `${landlord} asked the team to prepare a lease.`,
    province: 'Province',
    rent: 'Monthly rent',
    start: 'Start date',
    open: 'Open the requests',
  },
  fr: {
    subject: (address: string) => `Nouvelle demande de bail : ${address}`,
    intro: (landlord: string) => `${landlord} a demandé à l’équipe de préparer un bail.`,
    province: 'Province',
    rent: 'Loyer mensuel',
    start: 'Date de début',
    open: 'Ouvrir les demandes',
  },
} as const;

/**
 * What the team's 'Lease requests' addresses receive for a new request: who asked, where, the rent
 * and the start, and the link to the staff table; in a staff member's language when the address is
 * one, else in both.
 */
export function leaseRequestToStaffEmail(
  to: string,
  locale: Locale | null,
  request: {
    landlordName: string;
    address: string;
    province: string;
    monthlyRent: number;
    startDate: string;
  },
  publicUrl: string,
): MailMessage {
  const body = (l: Locale) => {
    const t = STAFF_TEXT[l];
    return [
      t.intro(request.landlordName),
      '',
      field(t.province, request.province, l),
      field(t.rent, String(request.monthlyRent), l),
      field(t.start, request.startDate, l),
      '',
      field(t.open, `${publicUrl}/lease-details-table`, l),
    ];
  };
  const subject = locale
    ? STAFF_TEXT[locale].subject(request.address)
    : `${STAFF_TEXT.en.subject(request.address)} / ${STAFF_TEXT.fr.subject(request.address)}`;
  const text = locale ? body(locale) : [...body('en'), '', '—', '', ...body('fr')];
  return { to, subject, text: text.join('\n'), template: LEASE_REQUEST_TO_STAFF_TEMPLATE };
}
