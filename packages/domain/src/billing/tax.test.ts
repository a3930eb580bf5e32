import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../users/enums';
import { taxCents, taxRateFor } from './tax';

const at = (iso: string) => new Date(iso);

describe('tax by province and date', () => {
  it.each([
    ['AB', 'GST', 5],
    ['BC', 'GST', 5],
    ['MB', 'GST', 5],
    ['NT', 'GST', 5],
    ['NU', 'GST', 5],
    ['QC', 'GST', 5],
    ['SK', 'GST', 5],
    ['YT', 'GST', 5],
    ['NB', 'HST', 15],
    ['NL', 'HST', 15],
    ['PE', 'HST', 15],
    ['ON', 'HST', 13],
  ] as const)('%s pays %s at %d%%', (province, component, ratePer) => {
    expect(taxRateFor(province, at('2026-11-26T12:00:00Z'))).toMatchObject({ component, ratePer });
  });

  it('has a rate for every province', () => {
    for (const p of PROVINCES) expect(taxRateFor(p, new Date()).ratePer).toBeGreaterThan(0);
  });

  it("takes Nova Scotia's 15% HST until 2025-03-31 and 14% from 2025-04-01, Toronto time", () => {
    expect(taxRateFor('NS', at('2025-03-31T12:00:00Z')).ratePer).toBe(15);
    // 23:30 in Halifax on March 31 is still March 31 in Toronto (22:30): the old rate.
    expect(taxRateFor('NS', at('2025-04-01T03:59:00Z')).ratePer).toBe(15);
    expect(taxRateFor('NS', at('2025-04-01T04:00:00Z')).ratePer).toBe(14);
    expect(taxRateFor('NS', at('2026-01-01T00:00:00Z')).ratePer).toBe(14);
  });
});

describe('tax rounding', () => {
  it.each([
    [30_000, 13, 3_900],
    [7_500, 13, 975],
    [7_500, 5, 375],
    [7_500, 14, 1_050],
    // 0.5 cent rounds up, 0.49 down.
    [50, 13, 7], // 6.5
    [1, 13, 0], // 0.13
    [4, 13, 1], // 0.52
    [10, 5, 1], // 0.5
    [9, 5, 0], // 0.45
    [1_999, 14.975, 299], // 299.35
  ])('%d cents at %d%% is %d cents', (subtotal, rate, tax) => {
    expect(taxCents(subtotal, rate)).toBe(tax);
  });
});
