import { interpolate } from '@rentals/domain/i18n/translate';
import { totalRent } from '@rentals/domain/leases/terms';
import type { Locale } from '@rentals/domain/users/enums';
import { formatIsoDate, formatMoney, ordinalDay } from './format';
import type { Layout } from './layout';
import type { LeasePdfInput } from './lease-document';
import { PROVINCIAL_LEASE_EN, PROVINCIAL_LEASE_FR, type ProvincialLeaseWording } from './provincial-wording';
import type { DepositRule } from '@rentals/domain/leases/provinces';
import { drawSignatureBoxes, initialsFor } from './signers';

export const PROVINCIAL_WORDING: Record<Locale, ProvincialLeaseWording> = {
  en: PROVINCIAL_LEASE_EN,
  fr: PROVINCIAL_LEASE_FR,
};

/**
 * A residential lease for a province other than Ontario, from the terms and the province's rules.
 * Where the province mandates its own form and the product cannot fill it, the first thing on the
 * first page says so: this document is a record of the agreement, not a replacement for the form.
 */
export function drawProvincialLease(layout: Layout, input: LeasePdfInput): void {
  const { terms, locale, rules } = input;
  const w = PROVINCIAL_WORDING[locale];
  const province = rules.name[locale];
  const money = (n: number) => formatMoney(n, locale);
  const date = (iso: string) => formatIsoDate(iso, locale);
  const yes = (v: boolean) => (v ? w.yes : w.no);

  layout.title(w.title, interpolate(w.subtitle, { province, statute: rules.statute.name[locale] }));
  const form = rules.mandatoryForm;
  if (form) {
    const params = { province, form: form.name[locale], url: form.url };
    if (form.productFills)
      layout.text(interpolate(w.mandatoryFormFilled, params), { font: layout.fonts.bold });
    else layout.boxed([interpolate(w.mandatoryForm, params)]);
  }

  layout.heading(w.parties);
  layout.field(w.landlord, terms.landlordLegalName);
  terms.tenants.forEach((t, i) =>
    layout.field(interpolate(w.tenant, { n: i + 1 }), `${t.name} <${t.email}>`),
  );
  if (terms.guarantor) layout.field(w.guarantor, `${terms.guarantor.name} <${terms.guarantor.email}>`);

  const a = terms.unitAddress;
  layout.heading(w.unit);
  layout.field(
    w.address,
    [a.unit, a.street, a.city, `${province} ${a.postalCode}`].filter(Boolean).join(', '),
  );
  const parking = String(terms.parkingSpaces);
  layout.field(w.parking, terms.parkingDescription ? `${parking} — ${terms.parkingDescription}` : parking);
  layout.field(w.condo, yes(terms.isCondo));

  layout.heading(w.contact);
  layout.field(w.noticeAddress, terms.landlordNoticeAddress);
  if (terms.landlordEmail) layout.field(w.landlordEmail, terms.landlordEmail);
  if (terms.landlordPhone) layout.field(w.landlordPhone, terms.landlordPhone);
  layout.field(w.emailNotices, yes(terms.emailNoticesAllowed));

  layout.heading(w.term);
  layout.field(w.start, date(terms.startDate));
  const termText = {
    FIXED: interpolate(w.fixed, { endDate: terms.endDate ? date(terms.endDate) : '' }),
    MONTHLY: w.monthly,
    WEEKLY: w.weekly,
    OTHER: interpolate(w.other, { other: terms.otherTermDescription ?? '' }),
  }[terms.termType];
  layout.field(w.termType, termText);

  layout.heading(w.rent);
  const period = { MONTH: w.month, WEEK: w.week, DAY: w.day }[terms.rentPeriod];
  layout.text(interpolate(w.dueDay, { day: ordinalDay(terms.rentDueDay, locale), period }));
  layout.field(w.baseRent, money(terms.baseRent));
  if (terms.parkingRent) layout.field(w.parkingRent, money(terms.parkingRent));
  terms.otherCharges.forEach((c) => layout.field(c.description, money(c.amount)));
  layout.field(w.total, money(totalRent(terms)));
  layout.field(w.payableTo, terms.rentPayableTo);
  layout.field(w.method, terms.paymentMethod);
  if (terms.nsfCharge) layout.field(w.nsf, money(terms.nsfCharge));

  layout.heading(w.services);
  layout.field(w.gas, yes(terms.services.gas));
  layout.field(w.airConditioning, yes(terms.services.airConditioning));
  layout.field(w.additionalStorage, yes(terms.services.additionalStorage));
  layout.field(w.guestParking, yes(terms.services.guestParking));
  const laundry = { NONE: w.laundryNone, INCLUDED: w.laundryIncluded, PAY_PER_USE: w.laundryPayPerUse };
  layout.field(w.laundry, laundry[terms.laundry]);
  const payer = (p: 'LANDLORD' | 'TENANT') => (p === 'LANDLORD' ? w.payerLandlord : w.payerTenant);
  layout.field(w.electricity, payer(terms.utilities.electricity));
  layout.field(w.heat, payer(terms.utilities.heat));
  layout.field(w.water, payer(terms.utilities.water));
  if (terms.utilitiesDetails) layout.field(w.utilitiesDetails, terms.utilitiesDetails);
  if (terms.rentDiscount) layout.field(w.discount, terms.rentDiscount);

  layout.heading(w.deposits);
  const deposits: [string, number | null, DepositRule][] = [
    [w.depositRent, terms.rentDeposit, rules.deposits.rent],
    [w.depositSecurity, terms.securityDeposit, rules.deposits.security],
    [w.depositPet, terms.petDeposit, rules.deposits.pet],
    [w.depositKey, terms.keyDeposit, rules.deposits.key],
  ];
  for (const [label, amount, rule] of deposits) {
    layout.field(label, amount ? money(amount) : w.none);
    const limit = !rule.allowed
      ? interpolate(w.depositNotAllowed, { province })
      : rule.maxPeriodsOfRent === null
        ? interpolate(w.depositAllowed, { province })
        : interpolate(w.depositLimit, { province, periods: rule.maxPeriodsOfRent });
    layout.note([limit, rule.note[locale]].filter(Boolean).join('. '));
  }
  if (terms.keyDeposit && terms.keyDepositDescription)
    layout.text(terms.keyDepositDescription, { indent: 12 });
  if (rules.combinedDepositMaxPeriods !== null) {
    layout.note(interpolate(w.combinedLimit, { periods: rules.combinedDepositMaxPeriods }));
  }

  layout.heading(w.smoking);
  layout.text(terms.smokingRules ?? w.none);
  layout.heading(w.insurance);
  layout.text(terms.insuranceRequired ? w.insuranceRequired : w.insuranceNone);
  layout.heading(w.maintenance);
  layout.text(w.maintenanceText);
  layout.heading(w.additionalTerms);
  layout.text(terms.additionalTerms ?? w.none);

  if (rules.requiredNotices.length > 0) {
    layout.heading(w.notices);
    rules.requiredNotices.forEach((n) => layout.text(`• ${n[locale]}`, { indent: 6 }));
  }
  layout.heading(w.disputes);
  layout.text(interpolate(w.statute, { statute: rules.statute.name[locale], url: rules.statute.url }));
  layout.text(interpolate(w.tribunal, { tribunal: rules.tribunal.name[locale], url: rules.tribunal.url }));

  layout.heading(w.signatures);
  layout.text(w.signaturesText);
  layout.space(6);
  drawSignatureBoxes(layout, input, w.date);

  if (rules.sources.length > 0) {
    layout.heading(w.sources);
    rules.sources.forEach((s) => layout.text(`${s.label}: ${s.url}`, { size: 8.5 }));
  }

  layout.footers(
    interpolate(w.footer, { leaseId: input.leaseId }),
    (page, total) => interpolate(w.page, { page, total }),
    initialsFor(input.signers),
    w.initials,
  );
}
