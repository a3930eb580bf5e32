import { describe, expect, it } from 'vitest';
import {
  BOOST_DAYS_MAX,
  boostDaysLeft,
  boostLines,
  boostSuccessText,
  boostWindow,
  parsePremiumSetting,
  PREMIUM_SETTING_DEFAULTS,
  windowAfterRefund,
} from './boost';
import { PLAN_IDS, PLAN_PRICE_MAX_CENTS } from './plans';
import { SEED_PLANS } from './seed-plans';

const now = new Date('2026-11-26T12:00:00Z');
const days = (n: number) => n * 86_400_000;

describe('boost window', () => {
  it('starts now and lasts 7 days on a listing that is not boosted', () => {
    const w = boostWindow({ isPremium: false, premiumStart: null, premiumEnd: null }, 7, now);
    expect(w.premiumStart).toEqual(now);
    expect(w.premiumEnd).toEqual(new Date(now.getTime() + days(7)));
  });

  it('extends a live boost from its end, keeping its start', () => {
    const start = new Date(now.getTime() - days(3));
    const end = new Date(now.getTime() + days(4));
    const w = boostWindow({ isPremium: true, premiumStart: start, premiumEnd: end }, 7, now);
    expect(w).toEqual({ premiumStart: start, premiumEnd: new Date(end.getTime() + days(7)) });
  });

  it('starts again when the last boost has ended', () => {
    const w = boostWindow(
      { isPremium: true, premiumStart: new Date(0), premiumEnd: new Date(now.getTime() - 1) },
      7,
      now,
    );
    expect(w.premiumStart).toEqual(now);
  });

  it('counts days left with a started day as a day', () => {
    expect(boostDaysLeft(new Date(now.getTime() + days(7)), now)).toBe(7);
    expect(boostDaysLeft(new Date(now.getTime() + days(6) + 1), now)).toBe(7);
    expect(boostDaysLeft(new Date(now.getTime() - 1), now)).toBe(0);
    expect(boostDaysLeft(null, now)).toBe(0);
  });
});

describe('boost texts and items', () => {
  it("says the spec's success text", () => {
    expect(boostSuccessText(7).en).toBe(
      'Premium Listing: Congratulations! Your listing has been boosted. You have 7 days remaining. Now just sit back and let the leads come to you.',
    );
  });

  it('checks out two fixed items', () => {
    expect(boostLines(2_500, 7).map((l) => l.amountCents)).toEqual([2_500, 0]);
  });
});

describe('premium settings', () => {
  it('prices the boost as the seeded Boost plan does', () => {
    const boostPlan = SEED_PLANS.find((p) => p.id === PLAN_IDS.BOOST)!;
    expect(Number(PREMIUM_SETTING_DEFAULTS.BOOST_PRICE)).toBe(boostPlan.priceCents);
  });

  it('accepts whole numbers within each setting’s bounds only', () => {
    expect(parsePremiumSetting('BOOST_PRICE', '0')).toBe(0);
    expect(parsePremiumSetting('BOOST_PRICE', ' 2999 ')).toBe(2999);
    expect(parsePremiumSetting('BOOST_PRICE', String(PLAN_PRICE_MAX_CENTS + 1))).toBeNull();
    expect(parsePremiumSetting('BOOST_PRICE', '12.5')).toBeNull();
    expect(parsePremiumSetting('BOOST_PRICE', '-1')).toBeNull();
    expect(parsePremiumSetting('BOOST_DAYS', '0')).toBeNull();
    expect(parsePremiumSetting('BOOST_DAYS', String(BOOST_DAYS_MAX))).toBe(BOOST_DAYS_MAX);
    expect(parsePremiumSetting('BOOST_DAYS', String(BOOST_DAYS_MAX + 1))).toBeNull();
    expect(parsePremiumSetting('BOOST_DAYS', 'seven')).toBeNull();
  });
});

describe('refunding a boost', () => {
  const live = (startDaysAgo: number, endInDays: number) => ({
    isPremium: true,
    premiumStart: new Date(now.getTime() - days(startDaysAgo)),
    premiumEnd: new Date(now.getTime() + days(endInDays)),
  });

  it('ends a single running boost', () => {
    expect(windowAfterRefund(live(2, 5), 7, new Date(now.getTime() - days(2)), now)).toBe('END');
  });

  it('takes only its days off a boost extended by another', () => {
    const w = live(2, 12); // 7 days bought two days ago, then 7 more
    expect(windowAfterRefund(w, 7, new Date(now.getTime() - days(1)), now)).toEqual({
      premiumEnd: new Date(now.getTime() + days(5)),
    });
  });

  it('leaves this week’s boost alone when last month’s is refunded', () => {
    expect(windowAfterRefund(live(2, 5), 7, new Date(now.getTime() - days(30)), now)).toBe('UNCHANGED');
  });

  it('changes nothing on a listing that is not boosted', () => {
    const over = { isPremium: false, premiumStart: null, premiumEnd: null };
    expect(windowAfterRefund(over, 7, now, now)).toBe('UNCHANGED');
  });
});

describe('boost success text', () => {
  it('says one day, not one days', () => {
    expect(boostSuccessText(1).en).toContain('You have 1 day remaining.');
    expect(boostSuccessText(1).fr).toContain('Il vous reste 1 jour.');
  });
});
