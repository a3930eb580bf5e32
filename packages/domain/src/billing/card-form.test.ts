import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardFormSchema, expiryInFuture, formatCardNumber, formatExpiry, passesLuhn } from './card-form';

const valid = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const messageOf = (values: Record<string, string>, field: string) =>
  cardFormSchema.safeParse(values).error?.issues.find((i) => i.path[0] === field)?.message;

describe('card form', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('accepts the sandbox test cards and sends the number as digits', () => {
    for (const number of [
      '4242424242424242',
      '4000 0000 0000 0002',
      '4000 0000 0000 9995',
      '4000002500003155',
    ])
      expect(cardFormSchema.parse({ ...valid, number }).number).toMatch(/^\d{16}$/);
  });

  it("says 'Name is required' for an empty or blank name (spec/03 §5)", () => {
    expect(messageOf({ ...valid, name: '' }, 'name')).toBe('CARD_NAME_REQUIRED');
    expect(messageOf({ ...valid, name: '   ' }, 'name')).toBe('CARD_NAME_REQUIRED');
  });

  it('refuses a number that fails the Luhn check or is too short', () => {
    expect(messageOf({ ...valid, number: '4242 4242 4242 4241' }, 'number')).toBe('CARD_NUMBER_INVALID');
    expect(messageOf({ ...valid, number: '4242' }, 'number')).toBe('CARD_NUMBER_INVALID');
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });

  it('takes an expiry until the end of its month, not after', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(expiryInFuture('11/26', now)).toBe(true);
    expect(expiryInFuture('10/26', now)).toBe(false);
    expect(expiryInFuture('13/30', now)).toBe(false);
    expect(expiryInFuture('1230', now)).toBe(false);
    expect(messageOf({ ...valid, expiry: '01/20' }, 'expiry')).toBe('CARD_EXPIRY_INVALID');
  });

  it('wants a CVC of 3 or 4 digits', () => {
    expect(messageOf({ ...valid, cvc: '12' }, 'cvc')).toBe('CARD_CVC_INVALID');
    expect(messageOf({ ...valid, cvc: '12a' }, 'cvc')).toBe('CARD_CVC_INVALID');
    expect(cardFormSchema.safeParse({ ...valid, cvc: '1234' }).success).toBe(true);
  });
});

describe('typing a card', () => {
  it('groups the number in fours, at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
  });

  it('puts the slash of MM/YY after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
  });
});
