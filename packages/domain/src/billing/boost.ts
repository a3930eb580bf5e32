import type { Bilingual } from '../i18n/translate';
import { PLAN_PRICE_MAX_CENTS } from './plans';

/*
 * Boosts (spec/03 §4.5, §9; spec/01 §4): a boost makes a listing premium ('Listing boosts') for 7
 * days by default; staff set the price and the days as premium settings. Boosting a boosted
 * listing adds the days to its current end.
 */

export const BOOST_PREMIUM_NAME = 'Listing boosts';
export const DEFAULT_BOOST_DAYS = 7;
export const BOOST_DAYS_MAX = 90;
const DAY_MS = 86_400_000;

/** Premium settings by name (spec/01 §3, getPremiumType / updatePremium). */
export const PREMIUM_SETTING_NAMES = ['BOOST_PRICE', 'BOOST_DAYS'] as const;
export type PremiumSettingName = (typeof PREMIUM_SETTING_NAMES)[number];

export const PREMIUM_SETTING_DEFAULTS: Record<PremiumSettingName, string> = {
  /**
   * Cents, before tax: the source of truth for the boost's price. Equal to the seeded Boost plan's
   * price (plan 8, shown in the Add Property dialog), which updatePremium keeps equal.
   */
  BOOST_PRICE: '2999',
  BOOST_DAYS: String(DEFAULT_BOOST_DAYS),
};

/** The whole numbers each setting accepts (PREMIUM_SETTING_INVALID outside them). */
export const PREMIUM_SETTING_BOUNDS: Record<PremiumSettingName, { min: number; max: number }> = {
  BOOST_PRICE: { min: 0, max: PLAN_PRICE_MAX_CENTS },
  BOOST_DAYS: { min: 1, max: BOOST_DAYS_MAX },
};

export function isPremiumSettingName(name: string): name is PremiumSettingName {
  return (PREMIUM_SETTING_NAMES as readonly string[]).includes(name);
}

/** The setting's value as a number, or null when it is not a whole number within its bounds. */
export function parsePremiumSetting(name: PremiumSettingName, value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  const { min, max } = PREMIUM_SETTING_BOUNDS[name];
  return n >= min && n <= max ? n : null;
}

export interface PremiumWindow {
  premiumStart: Date;
  premiumEnd: Date;
}

/**
 * The premium window after a boost of `days` paid at `now`: a new one from now, or the current one
 * extended when the listing is still boosted (its start kept, its end pushed by `days`).
 */
export function boostWindow(
  current: { premiumStart: Date | null; premiumEnd: Date | null; isPremium: boolean },
  days: number,
  now: Date,
): PremiumWindow {
  const live = current.isPremium && current.premiumEnd !== null && current.premiumEnd > now;
  if (live)
    return {
      premiumStart: current.premiumStart ?? now,
      premiumEnd: new Date(current.premiumEnd!.getTime() + days * DAY_MS),
    };
  return { premiumStart: now, premiumEnd: new Date(now.getTime() + days * DAY_MS) };
}

/** How late a boost's window may start after its payment: the processor's event arrives after it. */
const EVENT_DELAY_MS = 3_600_000;

/**
 * What refunding a boost of `days` paid at `paidAt` does to the listing's window: its days come off
 * the end ('END' when nothing is left), and a boost from an earlier window, already over, changes
 * nothing ('UNCHANGED'): refunding last month's boost must not end this week's.
 */
export function windowAfterRefund(
  current: { isPremium: boolean; premiumStart: Date | null; premiumEnd: Date | null },
  days: number,
  paidAt: Date,
  now: Date,
): 'UNCHANGED' | 'END' | { premiumEnd: Date } {
  const { isPremium, premiumStart, premiumEnd } = current;
  if (!isPremium || !premiumEnd || premiumEnd <= now) return 'UNCHANGED';
  if (premiumStart && paidAt.getTime() < premiumStart.getTime() - EVENT_DELAY_MS) return 'UNCHANGED';
  const end = new Date(premiumEnd.getTime() - days * DAY_MS);
  return end <= now ? 'END' : { premiumEnd: end };
}

/** Whole days left, counting a started day (the '7 days remaining' of the success text). */
export function boostDaysLeft(premiumEnd: Date | null, now: Date): number {
  if (!premiumEnd || premiumEnd <= now) return 0;
  return Math.ceil((premiumEnd.getTime() - now.getTime()) / DAY_MS);
}

/** The boost success text (spec/03 §8), with the days left. */
export function boostSuccessText(daysLeft: number): Bilingual {
  // The spec's text says '7 days'; one day left is 'day', not 'days'.
  const en = daysLeft === 1 ? '1 day' : `${daysLeft} days`;
  const fr = daysLeft === 1 ? '1 jour' : `${daysLeft} jours`;
  return {
    en: `Premium Listing: Congratulations! Your listing has been boosted. You have ${en} remaining. Now just sit back and let the leads come to you.`,
    fr: `Annonce premium : félicitations ! Votre annonce a été mise en avant. Il vous reste ${fr}. Il ne vous reste plus qu’à attendre que les demandes arrivent.`,
  };
}

/** The two fixed checkout items of a boost (spec/03 §4.5), each of quantity 1. */
export function boostLines(priceCents: number, days: number) {
  return [
    {
      kind: 'BOOST' as const,
      name: { en: 'Listing boost', fr: 'Mise en avant de l’annonce' },
      amountCents: priceCents,
    },
    {
      kind: 'BOOST_DAYS' as const,
      name: { en: `Premium placement: ${days} days`, fr: `Placement premium : ${days} jours` },
      amountCents: 0,
    },
  ];
}
