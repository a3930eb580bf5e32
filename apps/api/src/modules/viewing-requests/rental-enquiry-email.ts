import type { Locale } from '@rentals/domain/users/enums';
import { formatPhone } from '@rentals/domain/users/rules';
import type { RentalEnquiryLeadInput } from '@rentals/domain/viewings/rental-enquiry';
import type { MailMessage } from '../../adapters/mail/mail';

/*
 * What the VIEWING_REQUEST_TO_STAFF recipients receive when a /rental-enquiry lead arrives: the
 * leads sit in the same staff list as the requests for viewing, so they go to the same people,
 * in the same languages (an account's, or both for a shared mailbox).
 */

export const RENTAL_ENQUIRY_TO_STAFF_TEMPLATE = 'rental-enquiry-to-staff';

export interface RentalEnquiryMail {
  requestId: string;
  name: string | null;
  email: string;
  lead: RentalEnquiryLeadInput;
}

const TEXT = {
  en: {
    subject: {
      landlord: (c: string) => `New landlord enquiry in ${c}`,
      renter: (c: string) => `New renter enquiry in ${c}`,
    },
    intro: {
      landlord: (who: string) => `${who} wants to list a property and asks the team to call back.`,
      renter: (who: string) => `${who} is looking for a home and asks the team for help.`,
    },
    city: 'City',
    phone: 'Phone',
    units: 'Units to list',
    budget: (b: number) => `Budget: up to $${b.toLocaleString('en-CA')} a month`,
    moveIn: 'Move-in date',
    message: 'Message',
    open: 'Handle it',
  },
  fr: {
    subject: {
      landlord: (c: string) => `Nouvelle demande de propriétaire à ${c}`,
      renter: (c: string) => `Nouvelle demande de locataire à ${c}`,
    },
    intro: {
      landlord: (who: string) =>
        `${who} souhaite mettre un bien en location et demande à l'équipe de le rappeler.`,
      renter: (who: string) => `${who} cherche un logement et demande l'aide de l'équipe.`,
    },
    city: 'Ville',
    phone: 'Téléphone',
    units: 'Logements à mettre en location',
    budget: (b: number) => `Budget : jusqu'à ${b.toLocaleString('fr-CA')} $ par mois`,
    moveIn: "Date d'emménagement",
    message: 'Message',
    open: 'La traiter',
  },
} as const;

const field = (label: string, value: string, locale: Locale) =>
  `${label}${locale === 'fr' ? ' :' : ':'} ${value}`;

function body(mail: RentalEnquiryMail, locale: Locale, link: string): string[] {
  const t = TEXT[locale];
  const { lead } = mail;
  const who = mail.name ? `${mail.name} (${mail.email})` : mail.email;
  const lines = [
    t.intro[lead.userType](who),
    '',
    field(t.city, `${lead.city.city}, ${lead.city.province}`, locale),
    ...(lead.phone ? [field(t.phone, formatPhone(lead.phone), locale)] : []),
    ...(lead.unitCount != null ? [field(t.units, String(lead.unitCount), locale)] : []),
    ...(lead.budget != null ? [t.budget(lead.budget)] : []),
    ...(lead.moveIn ? [field(t.moveIn, lead.moveIn, locale)] : []),
  ];
  if (lead.message) lines.push('', field(t.message, '', locale).trimEnd(), lead.message);
  lines.push('', field(t.open, link, locale));
  return lines;
}

/** The e-mail to one staff address: in `locale` when the address is a staff account's, else in both. */
export function rentalEnquiryToStaffEmail(
  to: string,
  locale: Locale | null,
  mail: RentalEnquiryMail,
  publicUrl: string,
): MailMessage {
  const link = `${publicUrl}/viewing-requests?request=${encodeURIComponent(mail.requestId)}`;
  const city = mail.lead.city.city;
  const subject = (l: Locale) => TEXT[l].subject[mail.lead.userType](city);
  if (locale) {
    return {
      to,
      subject: subject(locale),
      text: body(mail, locale, link).join('\n'),
      template: RENTAL_ENQUIRY_TO_STAFF_TEMPLATE,
    };
  }
  return {
    to,
    subject: `${subject('en')} / ${subject('fr')}`,
    text: [...body(mail, 'en', link), '', '—', '', ...body(mail, 'fr', link)].join('\n'),
    template: RENTAL_ENQUIRY_TO_STAFF_TEMPLATE,
  };
}
