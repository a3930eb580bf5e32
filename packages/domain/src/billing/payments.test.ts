import { describe, expect, it } from 'vitest';
import { canMovePayment, depositCentsFor, depositLine, formatCents, quote } from './payments';
import { PLAN_IDS } from './plans';

describe('onboarding deposit', () => {
  it('is $75, or $300 with Viewings Management', () => {
    expect(depositCentsFor([PLAN_IDS.LEAD_GENERATOR])).toBe(7_500);
    expect(depositCentsFor([PLAN_IDS.RENTAL_ASSISTANCE])).toBe(7_500);
    expect(depositCentsFor([PLAN_IDS.VIEWINGS_MANAGEMENT, PLAN_IDS.BOOST])).toBe(30_000);
  });

  it('totals deposit plus tax: $300 in Ontario is $339.00', () => {
    const q = quote([depositLine([PLAN_IDS.VIEWINGS_MANAGEMENT])], 'ON', new Date('2026-11-26T12:00:00Z'));
    expect(q).toMatchObject({ subtotalCents: 30_000, taxCents: 3_900, totalCents: 33_900, taxRatePer: 13 });
    expect(q.taxes).toEqual([{ component: 'HST', ratePer: 13, amountCents: 3_900 }]);
  });

  it('takes GST in Quebec and the dated HST in Nova Scotia', () => {
    expect(quote([depositLine([])], 'QC', new Date()).totalCents).toBe(7_875);
    expect(quote([depositLine([])], 'NS', new Date('2025-03-01T12:00:00Z')).totalCents).toBe(8_625);
    expect(quote([depositLine([])], 'NS', new Date('2025-05-01T12:00:00Z')).totalCents).toBe(8_550);
  });
});

describe('payment states', () => {
  it('moves forward only', () => {
    expect(canMovePayment('PENDING', 'PAID')).toBe(true);
    expect(canMovePayment('FAILED', 'PAID')).toBe(true);
    expect(canMovePayment('PAID', 'REFUNDED')).toBe(true);
    expect(canMovePayment('PAID', 'PENDING')).toBe(false);
    expect(canMovePayment('PAID', 'FAILED')).toBe(false);
    expect(canMovePayment('REFUNDED', 'PAID')).toBe(false);
    expect(canMovePayment('CANCELED', 'PAID')).toBe(false);
  });
});

describe('money format', () => {
  it('writes CAD the way each language does', () => {
    expect(formatCents(33_900, 'en')).toBe('$339.00');
    expect(formatCents(33_900, 'fr').replace(/\s/g, ' ')).toBe('339,00 $');
  });
});
