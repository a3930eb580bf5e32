import type { Bilingual } from '../i18n/translate';
import type { Province } from '../users/enums';
import { ATLANTIC_LEASE_RULES } from './province-rows-atlantic';
import { NORTH_LEASE_RULES } from './province-rows-north';
import { ONTARIO_QUEBEC_LEASE_RULES } from './province-rows-on-qc';
import { WEST_LEASE_RULES } from './province-rows-west';
import { totalRent, type LeaseTerms } from './terms';

/*
 * What a residential lease must respect in each province and territory (issue 19): which deposits
 * the law allows and how much, the notices a tenancy requires, the tribunal, and whether a
 * government form is mandatory. The rows live in province-rows-*.ts, each citing its sources; the
 * lease form, validation.ts and the document generator read them through this file.
 */

export interface LeaseSource {
  label: string;
  url: string;
}

/** maxPeriodsOfRent: a cap as a multiple of one rent period (0.5 = half a month's rent); null = no cap set by law. */
export interface DepositRule {
  allowed: boolean;
  maxPeriodsOfRent: number | null;
  note: Bilingual;
}

export interface ProvinceLeaseRules {
  province: Province;
  name: Bilingual;
  statute: { name: Bilingual; url: string };
  tribunal: { name: Bilingual; url: string };
  /** A government lease form the law requires; productFills: the product generates it (Ontario's standard lease) or only fills what it can and says the official form must be used (BC RTB-1, Québec's mandatory TAL form). */
  mandatoryForm: { name: Bilingual; url: string; productFills: boolean } | null;
  deposits: { rent: DepositRule; security: DepositRule; pet: DepositRule; key: DepositRule };
  /** A cap on all deposits together, in rent periods, where the law sets one (e.g. a combined security+pet cap); null otherwise. */
  combinedDepositMaxPeriods: number | null;
  /** Notices a tenancy in this province requires (entry, rent increase, deposit interest…), plain language. */
  requiredNotices: Bilingual[];
  sources: LeaseSource[];
}

export const PROVINCE_LEASE_RULES: Record<Province, ProvinceLeaseRules> = {
  ...ONTARIO_QUEBEC_LEASE_RULES,
  ...WEST_LEASE_RULES,
  ...ATLANTIC_LEASE_RULES,
  ...NORTH_LEASE_RULES,
};

export function provinceLeaseRules(province: Province): ProvinceLeaseRules {
  return PROVINCE_LEASE_RULES[province];
}

export interface DepositIssue {
  path: 'rentDeposit' | 'keyDeposit' | 'securityDeposit' | 'petDeposit';
  key: 'depositAboveLimit' | 'depositNotAllowed';
  params: { limit?: number; province: Province };
}

type DepositTerms = Pick<
  LeaseTerms,
  'baseRent' | 'rentPeriod' | 'rentDeposit' | 'keyDeposit' | 'securityDeposit' | 'petDeposit' | 'unitAddress'
> &
  Partial<Pick<LeaseTerms, 'parkingRent' | 'otherCharges'>>;

/** The deposits in the order of the lease form; "the last deposit" of a combined cap follows it. */
const DEPOSITS = [
  ['rentDeposit', 'rent'],
  ['keyDeposit', 'key'],
  ['securityDeposit', 'security'],
  ['petDeposit', 'pet'],
] as const satisfies readonly (readonly [DepositIssue['path'], keyof ProvinceLeaseRules['deposits']])[];

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * A cap of `periods` rent periods, in cents, rounded down: a cap a cent above what the law allows
 * would let an illegal deposit through. The caps apply to the rent of the lease's own period
 * (a weekly lease: weeks of rent), which is the reading every statute gives for its own period, and
 * the stricter one where a statute speaks of "a month's rent" only (a half-week is less than a
 * half-month).
 */
const capCents = (periods: number, rentCents: number) => Math.floor(periods * rentCents + 1e-6);

/**
 * Deposits of `terms` the province refuses: one not allowed at all, one above its cap (cap =
 * maxPeriodsOfRent × the period's total rent, for rentPeriod MONTH; for WEEK/DAY compute the cap from the period's
 * rent the same way), or together above combinedDepositMaxPeriods (report on the last non-null
 * deposit). A null or 0 deposit is never an issue.
 */
export function depositIssues(terms: DepositTerms): DepositIssue[] {
  const province = terms.unitAddress.province;
  const rules = provinceLeaseRules(province);
  // The statutes' "rent" is everything paid for the unit each period, parking and services included.
  const rentCents = toCents(totalRent({ otherCharges: [], parkingRent: null, ...terms }));
  const issues: DepositIssue[] = [];
  /** Allowed deposits with an amount, in form order, for the combined cap. */
  const counted: { path: DepositIssue['path']; cents: number }[] = [];

  for (const [path, kind] of DEPOSITS) {
    const cents = toCents(terms[path] ?? 0);
    if (cents <= 0) continue;
    const rule = rules.deposits[kind];
    if (!rule.allowed) {
      issues.push({ path, key: 'depositNotAllowed', params: { province } });
      continue;
    }
    counted.push({ path, cents });
    if (rule.maxPeriodsOfRent !== null) {
      const cap = capCents(rule.maxPeriodsOfRent, rentCents);
      if (cents > cap)
        issues.push({ path, key: 'depositAboveLimit', params: { limit: cap / 100, province } });
    }
  }

  const last = counted.at(-1);
  if (rules.combinedDepositMaxPeriods !== null && last) {
    const cap = capCents(rules.combinedDepositMaxPeriods, rentCents);
    const total = counted.reduce((sum, d) => sum + d.cents, 0);
    // One message per field: a last deposit already above its own cap is reported once.
    if (total > cap && !issues.some((i) => i.path === last.path)) {
      // The limit shown is what the last deposit may still be, the others being what they are.
      const room = Math.max(0, cap - (total - last.cents));
      issues.push({ path: last.path, key: 'depositAboveLimit', params: { limit: room / 100, province } });
    }
  }
  return issues;
}
