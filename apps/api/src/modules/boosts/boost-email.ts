import { formatCents } from '@rentals/domain/billing/payments';
import { STAFF_TIME_ZONE } from '@rentals/domain/limits';
import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

/*
 * What staff receive when a landlord boosts a listing (the 'Premium requests' card on
 * /e-mail-configuration, PREMIUM_REQUEST_TO_STAFF): the address, who boosted it, until when and
 * what they paid. In the staff member's language; an address that is no staff account gets both.
 */

export const BOOST_TO_STAFF_TEMPLATE = 'boost-to-staff';

export interface BoostMail {
  address: string;
  ownerName: string;
  ownerEmail: string;
  premiumEnd: Date;
  totalCents: number;
}

const TEXT = {
  en: {
    subject: (address: string) => `Listing boosted: ${address}`,
    intro: (who: string) => `${who} boosted a listing.`,
    address: 'Address',
    email: 'E-mail',
    until: 'Boosted until',
    paid: 'Paid',
    open: 'Open the boosted listings',
  },
  fr: {
    subject: (address: string) => `Annonce mise en avant : ${address}`,
    intro: (who: string) => `${who} a mis une annonce en avant.`,
    address: 'Adresse',
    email: 'Courriel',
    until: 'Mise en avant jusqu’au',
    paid: 'Payé',
    open: 'Ouvrir les annonces mises en avant',
  },
} as const;

const field = (label: string, value: string, locale: Locale) =>
  `${label}${locale === 'fr' ? ' :' : ':'} ${value}`;

const formatDate = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    timeZone: STAFF_TIME_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(at);

export function boostToStaffEmail(
  to: string,
  locale: Locale | null,
  boost: BoostMail,
  publicUrl: string,
): MailMessage {
  const body = (l: Locale) => {
    const t = TEXT[l];
    return [
      t.intro(boost.ownerName),
      '',
      field(t.address, boost.address, l),
      field(t.email, boost.ownerEmail, l),
      field(t.until, formatDate(boost.premiumEnd, l), l),
      field(t.paid, formatCents(boost.totalCents, l), l),
      '',
      field(t.open, `${publicUrl}/boostListing`, l),
    ];
  };
  const subject = (l: Locale) => TEXT[l].subject(boost.address);
  return {
    to,
    subject: locale ? subject(locale) : `${subject('en')} / ${subject('fr')}`,
    text: (locale ? body(locale) : [...body('en'), '', '—', '', ...body('fr')]).join('\n'),
    template: BOOST_TO_STAFF_TEMPLATE,
  };
}
