import { describe, expect, it } from 'vitest';
import { PROVINCES, type Province } from '../users/enums';
import { depositIssues, PROVINCE_LEASE_RULES, provinceLeaseRules, type DepositIssue } from './provinces';
import type { RentPeriod } from './terms';

const filled = (text: { en: string; fr: string }) => text.en.trim().length > 0 && text.fr.trim().length > 0;
const isHttps = (url: string) => new URL(url).protocol === 'https:';

describe('PROVINCE_LEASE_RULES', () => {
  it.each(PROVINCES)('%s has a complete, sourced row in both languages', (province) => {
    const row = provinceLeaseRules(province);
    expect(row).toBe(PROVINCE_LEASE_RULES[province]);
    expect(row.province).toBe(province);
    expect(filled(row.name) && filled(row.statute.name) && filled(row.tribunal.name)).toBe(true);
    expect(isHttps(row.statute.url) && isHttps(row.tribunal.url)).toBe(true);
    expect(row.sources.length).toBeGreaterThanOrEqual(1);
    for (const source of row.sources) {
      expect(source.label.trim()).not.toBe('');
      expect(isHttps(source.url)).toBe(true);
    }
    expect(row.requiredNotices.length).toBeGreaterThanOrEqual(1);
    expect(row.requiredNotices.every(filled)).toBe(true);
    for (const rule of Object.values(row.deposits)) {
      expect(filled(rule.note)).toBe(true);
      // A refused deposit has no cap to show.
      if (!rule.allowed) expect(rule.maxPeriodsOfRent).toBeNull();
    }
    if (row.mandatoryForm) {
      expect(filled(row.mandatoryForm.name)).toBe(true);
      expect(isHttps(row.mandatoryForm.url)).toBe(true);
    }
  });

  it('has the product generate only the forms it can (Ontario), and send to the official form elsewhere', () => {
    const fills = Object.fromEntries(
      PROVINCES.map((p) => [p, PROVINCE_LEASE_RULES[p].mandatoryForm?.productFills ?? null]),
    );
    expect(fills).toEqual({
      AB: null,
      BC: false,
      MB: null,
      NB: false,
      NL: null,
      NS: false,
      NT: null,
      NU: null,
      ON: true,
      PE: null,
      QC: false,
      SK: null,
      YT: null,
    });
  });

  it('sets the security deposit caps of each province', () => {
    const caps = Object.fromEntries(
      PROVINCES.map((p) => {
        const { security } = PROVINCE_LEASE_RULES[p].deposits;
        return [p, security.allowed ? security.maxPeriodsOfRent : 'none'];
      }),
    );
    expect(caps).toEqual({
      AB: 1,
      BC: 0.5,
      MB: 0.5,
      NB: 1,
      NL: 0.75,
      NS: 0.5,
      NT: 1,
      NU: 1,
      ON: 'none',
      PE: 1,
      QC: 'none',
      SK: 1,
      YT: 1,
    });
  });
});

type Deposits = Partial<Record<DepositIssue['path'], number | null>>;

/** The issues as 'path key limit' lines, easy to read in a table. */
function issues(province: Province, baseRent: number, deposits: Deposits, rentPeriod: RentPeriod = 'MONTH') {
  const found = depositIssues({
    baseRent,
    rentPeriod,
    rentDeposit: deposits.rentDeposit ?? null,
    keyDeposit: deposits.keyDeposit ?? null,
    securityDeposit: deposits.securityDeposit ?? null,
    petDeposit: deposits.petDeposit ?? null,
    unitAddress: { street: '1 Main St', unit: null, city: 'Town', province, postalCode: 'A1A 1A1' },
  });
  for (const issue of found) expect(issue.params.province).toBe(province);
  return found.map((i) => [i.path, i.key, i.params.limit].filter((v) => v !== undefined).join(' '));
}

describe('depositIssues', () => {
  it.each<[string, Province, number, Deposits, RentPeriod, string[]]>([
    // Ontario: a rent deposit of one period, a key deposit, nothing else.
    ['ON rent deposit at cap', 'ON', 2000, { rentDeposit: 2000 }, 'MONTH', []],
    [
      'ON rent deposit a cent above',
      'ON',
      2000,
      { rentDeposit: 2000.01 },
      'MONTH',
      ['rentDeposit depositAboveLimit 2000'],
    ],
    [
      'ON security deposit',
      'ON',
      2000,
      { securityDeposit: 100 },
      'MONTH',
      ['securityDeposit depositNotAllowed'],
    ],
    ['ON pet deposit', 'ON', 2000, { petDeposit: 50 }, 'MONTH', ['petDeposit depositNotAllowed']],
    ['ON key deposit has no cap', 'ON', 2000, { keyDeposit: 500 }, 'MONTH', []],
    ['ON zero and null deposits', 'ON', 2000, { securityDeposit: 0, petDeposit: null }, 'MONTH', []],
    ['ON weekly rent at cap', 'ON', 400, { rentDeposit: 400 }, 'WEEK', []],
    [
      'ON weekly rent a cent above',
      'ON',
      400,
      { rentDeposit: 400.01 },
      'WEEK',
      ['rentDeposit depositAboveLimit 400'],
    ],
    [
      'ON daily rent a cent above',
      'ON',
      80,
      { rentDeposit: 80.01 },
      'DAY',
      ['rentDeposit depositAboveLimit 80'],
    ],
    // Québec: only the first period in advance.
    ['QC first period in advance', 'QC', 1000, { rentDeposit: 1000 }, 'MONTH', []],
    ['QC key deposit', 'QC', 1000, { keyDeposit: 50 }, 'MONTH', ['keyDeposit depositNotAllowed']],
    [
      'QC security deposit',
      'QC',
      1000,
      { securityDeposit: 500 },
      'MONTH',
      ['securityDeposit depositNotAllowed'],
    ],
    // British Columbia: half a month each for security and pet, no combined cap.
    [
      'BC security and pet at cap',
      'BC',
      2000,
      { securityDeposit: 1000, petDeposit: 1000, keyDeposit: 100 },
      'MONTH',
      [],
    ],
    [
      'BC security a cent above',
      'BC',
      2000,
      { securityDeposit: 1000.01 },
      'MONTH',
      ['securityDeposit depositAboveLimit 1000'],
    ],
    [
      'BC pet a cent above',
      'BC',
      2000,
      { petDeposit: 1000.01 },
      'MONTH',
      ['petDeposit depositAboveLimit 1000'],
    ],
    ['BC last month deposit', 'BC', 2000, { rentDeposit: 2000 }, 'MONTH', ['rentDeposit depositNotAllowed']],
    ['BC odd rent rounds the cap down', 'BC', 1234.57, { securityDeposit: 617.28 }, 'MONTH', []],
    [
      'BC odd rent a cent above',
      'BC',
      1234.57,
      { securityDeposit: 617.29 },
      'MONTH',
      ['securityDeposit depositAboveLimit 617.28'],
    ],
    // Alberta: everything together within one month.
    ['AB security at cap', 'AB', 2000, { securityDeposit: 2000 }, 'MONTH', []],
    [
      'AB security and pet at combined cap',
      'AB',
      2000,
      { securityDeposit: 1500, petDeposit: 500 },
      'MONTH',
      [],
    ],
    [
      'AB pet over combined cap',
      'AB',
      2000,
      { securityDeposit: 1500, petDeposit: 500.01 },
      'MONTH',
      ['petDeposit depositAboveLimit 500'],
    ],
    [
      'AB key then security over',
      'AB',
      2000,
      { keyDeposit: 600, securityDeposit: 1500 },
      'MONTH',
      ['securityDeposit depositAboveLimit 1400'],
    ],
    [
      'AB security above its own cap, pet then over the rest',
      'AB',
      2000,
      { securityDeposit: 2000.01, petDeposit: 100 },
      'MONTH',
      ['securityDeposit depositAboveLimit 2000', 'petDeposit depositAboveLimit 0'],
    ],
    // Manitoba: half a month each, a month together.
    ['MB security and pet at cap', 'MB', 2000, { securityDeposit: 1000, petDeposit: 1000 }, 'MONTH', []],
    [
      'MB a key deposit tips the total',
      'MB',
      2000,
      { keyDeposit: 0.01, securityDeposit: 1000, petDeposit: 1000 },
      'MONTH',
      ['petDeposit depositAboveLimit 999.99'],
    ],
    // Newfoundland and Labrador: three quarters of a period.
    ['NL security at cap', 'NL', 2000, { securityDeposit: 1500 }, 'MONTH', []],
    [
      'NL security a cent above',
      'NL',
      2000,
      { securityDeposit: 1500.01 },
      'MONTH',
      ['securityDeposit depositAboveLimit 1500'],
    ],
    [
      'NL weekly security a cent above',
      'NL',
      400,
      { securityDeposit: 300.01 },
      'WEEK',
      ['securityDeposit depositAboveLimit 300'],
    ],
    // Nova Scotia: half a month for everything.
    [
      'NS pet over the half-month',
      'NS',
      2000,
      { securityDeposit: 1000, petDeposit: 0.01 },
      'MONTH',
      ['petDeposit depositAboveLimit 0'],
    ],
    // Yukon: a month of security and half a month for a pet.
    ['YT security and pet at cap', 'YT', 2000, { securityDeposit: 2000, petDeposit: 1000 }, 'MONTH', []],
    [
      'YT pet a cent above',
      'YT',
      2000,
      { petDeposit: 1000.01 },
      'MONTH',
      ['petDeposit depositAboveLimit 1000'],
    ],
    ['SK last month deposit', 'SK', 1000, { rentDeposit: 1000 }, 'MONTH', ['rentDeposit depositNotAllowed']],
  ])('%s', (_name, province, baseRent, deposits, rentPeriod, expected) => {
    expect(issues(province, baseRent, deposits, rentPeriod)).toEqual(expected);
  });
});
