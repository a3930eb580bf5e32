import { fieldLabelFor } from '@rentals/domain/i18n/field-labels';
import { translate } from '@rentals/domain/i18n/translate';
import { provinceLeaseRules } from '@rentals/domain/leases/provinces';
import { leaseTermsSchema, SERVICES, UTILITIES, type LeaseTerms } from '@rentals/domain/leases/terms';
import { PROVINCES, type Locale, type Province } from '@rentals/domain/users/enums';
import { formatPublicDate } from '../../../lib/format/date';
import { formatMoney } from '../../../lib/format/number';

/*
 * A lease's terms as readable sections, numbered as Ontario's standard lease numbers them: the
 * lease page reads a lease's terms, the form's preview reads what is typed so far (anything may be
 * missing or not a number yet, and shows as a dash). Labels come from the domain; the words of the
 * choices (term types, who pays) come from `words`, the page's translations.
 */

type Loose<T> = T extends readonly (infer U)[]
  ? Loose<U>[]
  : T extends object
    ? { [K in keyof T]?: Loose<T[K]> | null }
    : T | null | undefined;

/** Terms that may be partly typed. */
export type LooseTerms = Loose<LeaseTerms>;

export interface TermsRow {
  label: string;
  value: string;
}

export interface TermsSection {
  /** The section's number on the standard lease and its key in `words` ('section.1'). */
  number: number;
  title: string;
  rows: TermsRow[];
}

/** The page's words: the section titles and the choices' labels, by key. */
export type TermsWords = (key: string) => string;

export const EMPTY_VALUE = '—';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isProvince = (value: unknown): value is Province =>
  typeof value === 'string' && (PROVINCES as readonly string[]).includes(value);

/** The rent of one period, from what of it is typed; null before the base rent is a number. */
export function looseTotalRent(terms: LooseTerms): number | null {
  if (!isNumber(terms.baseRent)) return null;
  const cents = (n: unknown) => (isNumber(n) ? Math.round(n * 100) : 0);
  const others = (terms.otherCharges ?? []).reduce((sum, c) => sum + cents(c?.amount), 0);
  return (cents(terms.baseRent) + cents(terms.parkingRent) + others) / 100;
}

/** One line of an address: '1204 – 120 Dundas Street West, Toronto ON M5G 1C3'. */
export function addressLine(address: LooseTerms['unitAddress']): string {
  if (!address) return '';
  const street = [address.unit, address.street].filter(Boolean).join(' – ');
  const place = [address.province, address.postalCode].filter(Boolean).join(' ');
  return [street, [address.city, place].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

export function termsSections(terms: LooseTerms, locale: Locale, words: TermsWords): TermsSection[] {
  const label = (path: string) => translate(fieldLabelFor(leaseTermsSchema, path)!, locale);
  const text = (value: string | null | undefined) => (value && value.trim() ? value : EMPTY_VALUE);
  const money = (value: unknown) => (isNumber(value) ? formatMoney(value, locale) : EMPTY_VALUE);
  const date = (value: unknown) =>
    typeof value === 'string' && value ? formatPublicDate(value, locale) : EMPTY_VALUE;
  const yesNo = (value: unknown) =>
    value === true ? words('yes') : value === false ? words('no') : EMPTY_VALUE;
  const choice = (group: string, value: unknown) =>
    typeof value === 'string' ? words(`${group}.${value}`) : EMPTY_VALUE;
  const row = (path: string, value: string): TermsRow => ({ label: label(path), value });
  const people = (list: readonly (Loose<{ name: string; email: string }> | null | undefined)[]) =>
    list.map((p) => [p?.name, p?.email ? `<${p.email}>` : ''].filter(Boolean).join(' ')).filter(Boolean);
  const section = (number: number, rows: TermsRow[]): TermsSection => ({
    number,
    title: words(`section.${number}`),
    rows,
  });

  const province = terms.unitAddress?.province;
  const total = looseTotalRent(terms);
  const services = terms.services ?? {};
  const included = SERVICES.filter((s) => services[s] === true).map((s) => words(`service.${s}`));
  const deposits = isProvince(province) ? provinceLeaseRules(province).deposits : null;

  return [
    section(1, [
      row('landlordLegalName', text(terms.landlordLegalName)),
      row('tenants', people(terms.tenants ?? []).join('; ') || EMPTY_VALUE),
      ...(terms.guarantor?.name || terms.guarantor?.email
        ? [row('guarantor', people([terms.guarantor]).join(''))]
        : []),
    ]),
    section(2, [
      row('unitAddress', addressLine(terms.unitAddress) || EMPTY_VALUE),
      row('parkingSpaces', isNumber(terms.parkingSpaces) ? String(terms.parkingSpaces) : EMPTY_VALUE),
      ...(terms.parkingDescription ? [row('parkingDescription', terms.parkingDescription)] : []),
      row('isCondo', yesNo(terms.isCondo)),
    ]),
    section(3, [
      row('landlordNoticeAddress', text(terms.landlordNoticeAddress)),
      row('landlordEmail', text(terms.landlordEmail)),
      row('landlordPhone', text(terms.landlordPhone)),
      row('emailNoticesAllowed', yesNo(terms.emailNoticesAllowed)),
    ]),
    section(4, [
      row('startDate', date(terms.startDate)),
      row('termType', choice('termType', terms.termType)),
      ...(terms.termType === 'FIXED' ? [row('endDate', date(terms.endDate))] : []),
      ...(terms.termType === 'OTHER' ? [row('otherTermDescription', text(terms.otherTermDescription))] : []),
    ]),
    section(5, [
      row('rentPeriod', choice('rentPeriod', terms.rentPeriod)),
      row('rentDueDay', isNumber(terms.rentDueDay) ? String(terms.rentDueDay) : EMPTY_VALUE),
      row('baseRent', money(terms.baseRent)),
      ...(isNumber(terms.parkingRent) ? [row('parkingRent', money(terms.parkingRent))] : []),
      ...(terms.otherCharges ?? []).map((c) => ({ label: text(c?.description), value: money(c?.amount) })),
      { label: words('totalRent'), value: total === null ? EMPTY_VALUE : formatMoney(total, locale) },
      row('rentPayableTo', text(terms.rentPayableTo)),
      row('paymentMethod', text(terms.paymentMethod)),
      ...(isNumber(terms.nsfCharge) ? [row('nsfCharge', money(terms.nsfCharge))] : []),
    ]),
    section(6, [
      row('services', included.join(', ') || words('noServices')),
      row('laundry', choice('laundry', terms.laundry)),
      ...UTILITIES.map((u) => ({
        label: words(`utility.${u}`),
        value: choice('payer', terms.utilities?.[u]),
      })),
      ...(terms.utilitiesDetails ? [row('utilitiesDetails', terms.utilitiesDetails)] : []),
    ]),
    section(7, [row('rentDiscount', text(terms.rentDiscount))]),
    section(8, [
      row('rentDeposit', money(terms.rentDeposit)),
      row('keyDeposit', money(terms.keyDeposit)),
      ...(terms.keyDepositDescription ? [row('keyDepositDescription', terms.keyDepositDescription)] : []),
      ...(deposits?.security.allowed !== false || isNumber(terms.securityDeposit)
        ? [row('securityDeposit', money(terms.securityDeposit))]
        : []),
      ...(deposits?.pet.allowed !== false || isNumber(terms.petDeposit)
        ? [row('petDeposit', money(terms.petDeposit))]
        : []),
    ]),
    section(10, [row('smokingRules', text(terms.smokingRules))]),
    section(11, [row('insuranceRequired', yesNo(terms.insuranceRequired))]),
    section(15, [row('additionalTerms', text(terms.additionalTerms))]),
  ];
}
