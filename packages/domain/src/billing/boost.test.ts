import { describe, expect, it } from 'vitest';
import { boostDaysLeft, boostLines, boostSuccessText, boostWindow } from './boost';

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
