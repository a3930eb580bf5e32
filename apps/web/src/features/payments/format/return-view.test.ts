import { describe, expect, it } from 'vitest';
import { boostDaysShown, cardBrandName, keepPolling, returnView, tryAgainPath } from './return-view';

describe('the return page', () => {
  it('confirms for 20 seconds while the payment is pending, then says it has no answer yet', () => {
    expect(returnView('PENDING', 0)).toBe('CONFIRMING');
    expect(returnView('PENDING', 19_999)).toBe('CONFIRMING');
    expect(returnView('PENDING', 20_000)).toBe('NOT_YET');
    expect(keepPolling('PENDING', 5_000)).toBe(true);
    expect(keepPolling(undefined, 5_000)).toBe(true);
    expect(keepPolling('PENDING', 20_000)).toBe(false);
  });

  it('shows the state the server knows as soon as it is final, and stops asking', () => {
    for (const status of ['PAID', 'FAILED', 'CANCELED', 'REFUNDED'] as const) {
      expect(returnView(status, 0)).toBe(status);
      expect(keepPolling(status, 0)).toBe(false);
    }
  });

  it('sends a deposit back to the listing form’s payment step and a boost to the listings', () => {
    expect(tryAgainPath('DEPOSIT', 'abc')).toBe('/list-with-us?listing=abc&step=9');
    expect(tryAgainPath('BOOST', 'abc')).toBe('/building');
    expect(tryAgainPath('DEPOSIT', null)).toBe('/building');
  });

  it('counts a boost’s days left from the listing’s premium end, else the days bought', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(boostDaysShown('2026-12-10T12:00:00Z', 7, now)).toBe(14);
    expect(boostDaysShown(null, 7, now)).toBe(7);
    expect(boostDaysShown('2026-11-01T00:00:00Z', 7, now)).toBe(7);
  });
});

it('names the card brand as the card shows it', () => {
  expect(cardBrandName('visa')).toBe('Visa');
  expect(cardBrandName('amex')).toBe('American Express');
  expect(cardBrandName('unionpay')).toBe('Unionpay');
  expect(cardBrandName(null)).toBe('');
});
