import { interpolate } from '@rentals/domain/i18n/translate';
import { type LeaseTerms, totalRent } from '@rentals/domain/leases/terms';
import type { Locale } from '@rentals/domain/users/enums';
import { addDays, formatIsoDate, formatMoney, ordinalDay } from './format';
import type { Layout } from './layout';
import type { LeasePdfInput } from './lease-document';
import type { GeneralInformation, GeneralInformationLine } from './ontario-general-information.en';
import { ONTARIO_STANDARD_LEASE_EN, type OntarioLeaseWording } from './ontario-standard-lease.en';
import { ONTARIO_STANDARD_LEASE_FR } from './ontario-standard-lease.fr';
import { drawSignatureBoxes, initialsFor } from './signers';

/*
 * Ontario's Standard Form of Lease, filled: the form's seventeen sections in its order and words
 * (ontario-standard-lease.*.ts), each "select one" drawn with all its options and the chosen one
 * crossed, as on the paper form, so a reader recognises the form they are entitled to.
 */

export const ONTARIO_WORDING: Record<Locale, OntarioLeaseWording> = {
  en: ONTARIO_STANDARD_LEASE_EN,
  fr: ONTARIO_STANDARD_LEASE_FR,
};

export function drawOntarioLease(layout: Layout, input: LeasePdfInput): void {
  const { terms, locale } = input;
  const w = ONTARIO_WORDING[locale];
  const money = (n: number) => formatMoney(n, locale);
  const date = (iso: string) => formatIsoDate(iso, locale);
  const yesNo = (value: boolean) => {
    layout.option(value, w.yes, 12);
    layout.option(!value, w.no, 12);
  };
  const paragraphs = (texts: string[]) => texts.forEach((t) => layout.text(t));

  layout.title(w.title, w.formNumber);
  layout.text(w.noteHeading, { font: layout.fonts.bold });
  paragraphs(w.note);

  // 1. Parties
  layout.heading(w.parties.heading);
  layout.text(w.parties.between);
  layout.text(w.parties.landlords, { font: layout.fonts.bold });
  layout.field(w.parties.landlordName, terms.landlordLegalName);
  layout.text(w.parties.and);
  layout.text(w.parties.tenants, { font: layout.fonts.bold });
  terms.tenants.forEach((t, i) => layout.field(interpolate(w.parties.tenantName, { n: i + 1 }), t.name));
  if (terms.guarantor) layout.field(w.parties.guarantor, terms.guarantor.name);
  layout.note(w.parties.note);

  // 2. Rental unit
  const a = terms.unitAddress;
  layout.heading(w.unit.heading);
  layout.text(w.unit.intro);
  layout.field(w.unit.unit, a.unit ?? '—');
  layout.field(w.unit.street, a.street);
  layout.field(w.unit.city, a.city);
  layout.field(w.unit.province, 'Ontario');
  layout.field(w.unit.postalCode, a.postalCode);
  layout.field(w.unit.parking, parkingText(terms));
  layout.text(w.unit.condo);
  yesNo(terms.isCondo);
  layout.text(w.unit.condoYes, { size: 8.5 });

  // 3. Contact information
  layout.heading(w.contact.heading);
  layout.field(w.contact.noticeAddress, terms.landlordNoticeAddress);
  layout.text(w.contact.emailConsent);
  yesNo(terms.emailNoticesAllowed);
  if (terms.emailNoticesAllowed) {
    layout.text(w.contact.emailAddresses);
    if (terms.landlordEmail) layout.field(w.contact.landlordEmail, terms.landlordEmail);
    terms.tenants.forEach((t, i) => layout.field(interpolate(w.parties.tenantName, { n: i + 1 }), t.email));
  }
  layout.text(w.contact.emergency);
  const contact = [terms.landlordPhone, terms.landlordEmail].filter(Boolean).join(' · ');
  yesNo(contact !== '');
  if (contact) layout.field(w.contact.emergencyInfo, contact);
  layout.note(w.contact.note);

  // 4. Term
  layout.heading(w.term.heading);
  layout.field(w.term.startsOn, date(terms.startDate));
  layout.text(w.term.isFor);
  const fixed = terms.termType === 'FIXED';
  layout.option(
    fixed,
    interpolate(w.term.fixed, { endDate: fixed && terms.endDate ? date(terms.endDate) : '' }),
  );
  layout.option(terms.termType === 'MONTHLY', w.term.monthly);
  const other = terms.termType === 'WEEKLY' ? w.rent.week : (terms.otherTermDescription ?? '');
  layout.option(
    terms.termType === 'WEEKLY' || terms.termType === 'OTHER',
    interpolate(w.term.other, { other }),
  );
  layout.note(w.term.note);

  // 5. Rent
  const total = totalRent(terms);
  layout.heading(w.rent.heading);
  layout.text(interpolate(w.rent.dueDay, { day: ordinalDay(terms.rentDueDay, locale) }));
  layout.option(terms.rentPeriod === 'MONTH', w.rent.month, 12);
  const period = terms.rentPeriod === 'WEEK' ? w.rent.week : terms.rentPeriod === 'DAY' ? w.rent.day : '';
  layout.option(terms.rentPeriod !== 'MONTH', interpolate(w.rent.otherPeriod, { period }), 12);
  layout.text(w.rent.willPay);
  layout.field(w.rent.baseRent, money(terms.baseRent), 300);
  layout.field(w.rent.parking, money(terms.parkingRent ?? 0), 300);
  layout.text(w.rent.otherCharges);
  terms.otherCharges.forEach((c) => layout.field(`   ${c.description}`, money(c.amount), 300));
  layout.field(w.rent.total, money(total), 300);
  layout.text(w.rent.lawfulRent, { size: 8.5 });
  layout.field(w.rent.payableTo, terms.rentPayableTo);
  layout.field(w.rent.method, terms.paymentMethod);
  layout.note(w.rent.methodNote);
  const partial = partialPeriod(terms, total);
  layout.text(
    partial
      ? interpolate(w.rent.partial, {
          amount: money(partial.amount),
          payOn: date(terms.startDate),
          from: date(partial.from),
          to: date(partial.to),
        })
      : w.rent.partialNone,
  );
  layout.text(interpolate(w.rent.nsf, { amount: money(terms.nsfCharge ?? 0) }));
  layout.note(w.rent.nsfNote);

  // 6. Services and utilities
  const s = w.services;
  layout.heading(s.heading);
  layout.text(s.included);
  const yes = (v: boolean) => (v ? w.yes : w.no);
  layout.field(s.gas, yes(terms.services.gas));
  layout.field(s.airConditioning, yes(terms.services.airConditioning));
  layout.field(s.additionalStorage, yes(terms.services.additionalStorage));
  const laundry = { NONE: s.laundryNone, INCLUDED: s.laundryIncluded, PAY_PER_USE: s.laundryPayPerUse };
  layout.field(s.laundry, laundry[terms.laundry]);
  layout.field(s.guestParking, yes(terms.services.guestParking));
  layout.text(s.responsibility);
  const payer = (p: 'LANDLORD' | 'TENANT') => (p === 'LANDLORD' ? s.landlord : s.tenant);
  layout.field(s.electricity, payer(terms.utilities.electricity));
  layout.field(s.heat, payer(terms.utilities.heat));
  layout.field(s.water, payer(terms.utilities.water));
  layout.text(s.details, { size: 8.5 });
  layout.text(terms.utilitiesDetails ?? s.none, { indent: 12 });

  // 7–11: each a "select one"
  layout.heading(w.discounts.heading);
  selectOne(layout, terms.rentDiscount, w.discounts.none, w.discounts.some);
  layout.note(w.discounts.note);
  layout.heading(w.rentDeposit.heading);
  layout.option(!terms.rentDeposit, w.rentDeposit.none);
  layout.option(
    Boolean(terms.rentDeposit),
    interpolate(w.rentDeposit.some, { amount: terms.rentDeposit ? money(terms.rentDeposit) : '' }),
  );
  layout.note(w.rentDeposit.note);
  layout.heading(w.keyDeposit.heading);
  layout.option(!terms.keyDeposit, w.keyDeposit.none);
  layout.option(
    Boolean(terms.keyDeposit),
    interpolate(w.keyDeposit.some, { amount: terms.keyDeposit ? money(terms.keyDeposit) : '' }),
  );
  if (terms.keyDeposit) {
    layout.text(w.keyDeposit.description, { size: 8.5 });
    layout.text(terms.keyDepositDescription ?? '—', { indent: 12 });
  }
  layout.note(w.keyDeposit.note);
  layout.heading(w.smoking.heading);
  layout.text(w.smoking.intro);
  selectOne(layout, terms.smokingRules, w.smoking.none, w.smoking.some);
  layout.note(w.smoking.note);
  layout.heading(w.insurance.heading);
  layout.option(!terms.insuranceRequired, w.insurance.none);
  layout.option(terms.insuranceRequired, w.insurance.required);

  // 12–14: fixed text
  const fixedSections: { heading: string; text: string[]; note?: string }[] = [
    w.changes,
    w.maintenance,
    w.assignment,
  ];
  for (const section of fixedSections) {
    layout.heading(section.heading);
    paragraphs(section.text);
    if (section.note) layout.note(section.note);
  }

  // 15. Additional terms
  layout.heading(w.additionalTerms.heading);
  w.additionalTerms.text.forEach((t) => layout.text(t, { size: 8.5, indent: t.startsWith('•') ? 10 : 0 }));
  selectOne(layout, terms.additionalTerms, w.additionalTerms.none, w.additionalTerms.some);

  // 16. Changes to this agreement
  layout.heading(w.changesToAgreement.heading);
  paragraphs(w.changesToAgreement.text);
  layout.note(w.changesToAgreement.note);

  // 17. Signatures
  layout.heading(w.signatures.heading);
  paragraphs(w.signatures.text);
  layout.space(6);
  drawSignatureBoxes(layout, input, w.signatures.date);
  layout.note(w.signatures.note);

  drawGeneralInformation(layout, w.appendix);

  layout.footers(
    interpolate(w.footer, { form: w.formNumber, leaseId: input.leaseId }),
    (page, total) => interpolate(w.page, { page, total }),
    initialsFor(input.signers),
    w.initials,
  );
}

/** The form's appendix after the signatures, on its own page as in the printed form. */
function drawGeneralInformation(layout: Layout, info: GeneralInformation): void {
  layout.newPage();
  layout.heading(info.heading);
  const line = (l: GeneralInformationLine) =>
    typeof l === 'string'
      ? layout.text(l, { size: 8.5, indent: l.startsWith('•') ? 10 : 0 })
      : layout.text(l.subheading, { font: layout.fonts.bold, size: 8.5 });
  info.intro.forEach(line);
  for (const part of info.parts) {
    layout.heading(part.heading);
    part.text.forEach(line);
  }
}

/** "Select one" between nothing and a described choice; the description follows the chosen option. */
function selectOne(layout: Layout, value: string | null, none: string, some: string): void {
  layout.option(!value, none);
  layout.option(Boolean(value), some);
  if (value) layout.text(value, { indent: 15 });
}

function parkingText(terms: LeaseTerms): string {
  const count = String(terms.parkingSpaces);
  return terms.parkingDescription ? `${count} — ${terms.parkingDescription}` : count;
}

/**
 * The first, partial month when the tenancy does not start on the rent's due day: from the start
 * to the day before the first due day, at the daily rate the Landlord and Tenant Board uses
 * (monthly rent × 12 ÷ 365). Weekly and daily rent have no partial month.
 */
export function partialPeriod(
  terms: Pick<LeaseTerms, 'rentPeriod' | 'rentDueDay' | 'startDate'>,
  total: number,
): { from: string; to: string; amount: number } | null {
  if (terms.rentPeriod !== 'MONTH') return null;
  const start = new Date(`${terms.startDate}T00:00:00Z`);
  if (start.getUTCDate() === dueDayIn(start.getUTCFullYear(), start.getUTCMonth(), terms.rentDueDay))
    return null;
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth();
  if (start.getUTCDate() > dueDayIn(year, month, terms.rentDueDay)) {
    month += 1;
    if (month === 12) [year, month] = [year + 1, 0];
  }
  const due = new Date(Date.UTC(year, month, dueDayIn(year, month, terms.rentDueDay)));
  const days = Math.round((due.getTime() - start.getTime()) / 86_400_000);
  const amount = Math.round(((total * 12) / 365) * days * 100) / 100;
  return { from: terms.startDate, to: addDays(due.toISOString().slice(0, 10), -1), amount };
}

/** A due day of 31 falls on the month's last day in shorter months. */
function dueDayIn(year: number, month: number, day: number): number {
  return Math.min(day, new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
}
