import { followUpDueAt } from '@rentals/domain/billing/premium-requests';
import { STAFF_TIME_ZONE } from '@rentals/domain/limits';
import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

/*
 * What staff receive when a landlord asks about a managed plan (PREMIUM_REQUEST_TO_STAFF): the plan,
 * the address, who asked and how to reach them, and the time the landlord was promised a call
 * back by ('A team follows up within two business days'). In the staff member's language; an
 * address that is no staff account gets both.
 */

export const PREMIUM_REQUEST_TO_STAFF_TEMPLATE = 'premium-request-to-staff';

export interface PremiumRequestMail {
  planName: { en: string; fr: string };
  address: string;
  requesterName: string;
  requesterEmail: string;
  requesterPhone: string | null;
  createdAt: Date;
}

const TEXT = {
  en: {
    subject: (plan: string, address: string) => `Plan request: ${plan} for ${address}`,
    intro: (who: string, plan: string) => `${who} would like the team to contact them about ${plan}.`,
    address: 'Address',
    email: 'E-mail',
    phone: 'Phone',
    due: 'Follow up by',
    open: 'Open the plan requests',
  },
  fr: {
    subject: (plan: string, address: string) => `Demande de forfait : ${plan} pour ${address}`,
    intro: (who: string, plan: string) =>
      `${who} souhaite que l’équipe communique avec lui ou elle au sujet du forfait ${plan}.`,
    address: 'Adresse',
    email: 'Courriel',
    phone: 'Téléphone',
    due: 'Faire le suivi avant le',
    open: 'Ouvrir les demandes de forfait',
  },
} as const;

const field = (label: string, value: string, locale: Locale) =>
  `${label}${locale === 'fr' ? ' :' : ':'} ${value}`;

const formatDue = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    timeZone: STAFF_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(at);

export function premiumRequestToStaffEmail(
  to: string,
  locale: Locale | null,
  request: PremiumRequestMail,
  publicUrl: string,
): MailMessage {
  const due = followUpDueAt(request.createdAt);
  const body = (l: Locale) => {
    const t = TEXT[l];
    const lines = [
      t.intro(request.requesterName, request.planName[l]),
      '',
      field(t.address, request.address, l),
      field(t.email, request.requesterEmail, l),
    ];
    if (request.requesterPhone) lines.push(field(t.phone, request.requesterPhone, l));
    lines.push(field(t.due, formatDue(due, l), l), '', field(t.open, `${publicUrl}/plans`, l));
    return lines;
  };
  const subject = (l: Locale) => TEXT[l].subject(request.planName[l], request.address);
  return {
    to,
    subject: locale ? subject(locale) : `${subject('en')} / ${subject('fr')}`,
    text: (locale ? body(locale) : [...body('en'), '', '—', '', ...body('fr')]).join('\n'),
    template: PREMIUM_REQUEST_TO_STAFF_TEMPLATE,
  };
}
