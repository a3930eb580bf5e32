import { BEDROOM_LABELS, type Bedrooms } from '@rentals/domain/listings/enums';
import type { Locale } from '@rentals/domain/users/enums';
import {
  TIME_OF_DAY_LABELS,
  WEEKDAY_LABELS,
  type TimeOfDay,
  type Weekday,
} from '@rentals/domain/viewings/enums';
import type { RequestForViewingInput } from '@rentals/domain/viewings/request-for-viewing';
import type { MailMessage } from '../../adapters/mail/mail';

/*
 * What the VIEWING_REQUEST_TO_STAFF recipients receive when a renter sends /request-for-viewing.
 * A recipient address that is a staff member's account gets it in that account's language; any
 * other address (a shared team mailbox has no language) gets both, English first, as the other
 * staff e-mails.
 */

export const VIEWING_REQUEST_TO_STAFF_TEMPLATE = 'viewing-request-to-staff';

export interface ViewingRequestMail {
  requestId: string;
  renterName: string | null;
  renterEmail: string;
  request: RequestForViewingInput;
}

const list = (values: readonly string[], labels: Record<string, { en: string; fr: string }>, l: Locale) =>
  values.map((v) => labels[v]?.[l] ?? v).join(', ');

const TEXT = {
  en: {
    subject: (city: string) => `New request for viewing in ${city}`,
    intro: (who: string) => `${who} has not found a listing yet and asks the team to arrange viewings.`,
    city: 'City',
    budget: (b: number) => `Budget: up to $${b.toLocaleString('en-CA')} a month`,
    bedrooms: 'Bedrooms',
    moveIn: 'Move-in date',
    days: 'Available on',
    times: 'Times',
    anyTime: 'any time',
    message: 'Message',
    open: 'Handle it',
  },
  fr: {
    subject: (city: string) => `Nouvelle demande de visite à ${city}`,
    intro: (who: string) =>
      `${who} n'a pas encore trouvé d'annonce et demande à l'équipe d'organiser des visites.`,
    city: 'Ville',
    budget: (b: number) => `Budget : jusqu'à ${b.toLocaleString('fr-CA')} $ par mois`,
    bedrooms: 'Chambres',
    moveIn: "Date d'emménagement",
    days: 'Disponible le',
    times: 'Moments',
    anyTime: 'en tout temps',
    message: 'Message',
    open: 'La traiter',
  },
} as const;

/** A labelled line; French puts a space before the colon. */
const field = (label: string, value: string, locale: Locale) =>
  `${label}${locale === 'fr' ? ' :' : ':'} ${value}`;

function body(mail: ViewingRequestMail, locale: Locale, link: string): string[] {
  const t = TEXT[locale];
  const r = mail.request;
  const who = mail.renterName ? `${mail.renterName} (${mail.renterEmail})` : mail.renterEmail;
  const times = r.availabilityTimes.length
    ? list(r.availabilityTimes as TimeOfDay[], TIME_OF_DAY_LABELS, locale)
    : t.anyTime;
  const lines = [
    t.intro(who),
    '',
    field(t.city, `${r.pre_viewing_city.city}, ${r.pre_viewing_city.province}`, locale),
    t.budget(r.budget),
    field(t.bedrooms, list(r.bedrooms as Bedrooms[], BEDROOM_LABELS, locale), locale),
    field(t.moveIn, r.moveIn, locale),
    field(t.days, list(r.availabilityDays as Weekday[], WEEKDAY_LABELS, locale), locale),
    field(t.times, times, locale),
  ];
  if (r.message) lines.push('', field(t.message, '', locale).trimEnd(), r.message);
  lines.push('', field(t.open, link, locale));
  return lines;
}

/** The e-mail to one staff address: in `locale` when the address is a staff account's, else in both. */
export function viewingRequestToStaffEmail(
  to: string,
  locale: Locale | null,
  mail: ViewingRequestMail,
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/viewing-requests?request=${encodeURIComponent(mail.requestId)}`;
  const city = mail.request.pre_viewing_city.city;
  if (locale) {
    return {
      to,
      subject: TEXT[locale].subject(city),
      text: body(mail, locale, link).join('\n'),
      template: VIEWING_REQUEST_TO_STAFF_TEMPLATE,
    };
  }
  return {
    to,
    subject: `${TEXT.en.subject(city)} / ${TEXT.fr.subject(city)}`,
    text: [...body(mail, 'en', link), '', '—', '', ...body(mail, 'fr', link)].join('\n'),
    template: VIEWING_REQUEST_TO_STAFF_TEMPLATE,
  };
}
