/*
 * The income-to-rent ratio a landlord sees beside each application. grossIncome is the applicant's
 * gross monthly income (the field is labelled 'Gross monthly income'), compared with the unit's
 * monthly rent: 3 means the income is three times the rent, the usual threshold landlords use.
 */

/** grossIncome ÷ monthlyRent, to one decimal; null when either is missing or not positive. */
export function incomeToRentRatio(
  grossIncome: number | null | undefined,
  monthlyRent: number | null | undefined,
): number | null {
  if (grossIncome == null || monthlyRent == null) return null;
  if (!Number.isFinite(grossIncome) || !Number.isFinite(monthlyRent)) return null;
  if (grossIncome < 0 || monthlyRent <= 0) return null;
  return Math.round((grossIncome / monthlyRent) * 10) / 10;
}
