import { utcToLocal } from '../viewings/time-zones';
import type { Province } from '../users/enums';

/*
 * Sales tax on the product's services (spec/03 §9): GST alone (5%) in the western and northern
 * provinces and Quebec, HST in the Atlantic provinces (15%) and Ontario (13%). Rates change by law
 * on a date, so each rate carries the day it took effect and a payment takes the rate in force on
 * its own date (Nova Scotia cut its HST from 15% to 14% on 2025-04-01).
 */

export type TaxComponent = 'GST' | 'HST';

export interface TaxRate {
  component: TaxComponent;
  /** Percent, e.g. 13 for 13%. */
  ratePer: number;
  /** First day (YYYY-MM-DD, Canada's calendar) the rate applies. */
  from: string;
}

const GST: TaxRate[] = [{ component: 'GST', ratePer: 5, from: '2008-01-01' }];
const hst = (ratePer: number): TaxRate[] => [{ component: 'HST', ratePer, from: '2016-07-01' }];

/** Each province's rates, oldest first. */
export const TAX_RATES: Record<Province, readonly TaxRate[]> = {
  AB: GST,
  BC: GST,
  MB: GST,
  NT: GST,
  NU: GST,
  QC: GST,
  SK: GST,
  YT: GST,
  NB: hst(15),
  NL: hst(15),
  PE: hst(15),
  NS: [
    { component: 'HST', ratePer: 15, from: '2016-07-01' },
    { component: 'HST', ratePer: 14, from: '2025-04-01' },
  ],
  ON: [{ component: 'HST', ratePer: 13, from: '2010-07-01' }],
};

/** The calendar day of `at` in Toronto: tax changes take effect at local midnight. */
export function taxDay(at: Date): string {
  return utcToLocal(at, 'America/Toronto').date;
}

/** The rate in force in `province` on the day of `at`. */
export function taxRateFor(province: Province, at: Date): TaxRate {
  const day = taxDay(at);
  const rates = TAX_RATES[province];
  let current = rates[0]!;
  for (const rate of rates) if (rate.from <= day) current = rate;
  return current;
}

/**
 * Tax in cents on `subtotalCents` at `ratePer` percent, rounded half up to the cent on the tax line
 * (the way the CRA expects a single line's tax to be rounded). Integer arithmetic: no float drift.
 */
export function taxCents(subtotalCents: number, ratePer: number): number {
  // ratePer may have up to three decimals (14.975): work in thousandths of a percent.
  const milli = Math.round(ratePer * 1000);
  const scaled = subtotalCents * milli; // cents × 100 000
  return Math.floor((scaled + 50_000) / 100_000);
}
