import {
  isPremiumSettingName,
  parsePremiumSetting,
  PREMIUM_SETTING_BOUNDS,
  PREMIUM_SETTING_DEFAULTS,
  PREMIUM_SETTING_NAMES,
  type PremiumSettingName,
} from '@rentals/domain/billing/boost';
import { PLAN_IDS } from '@rentals/domain/billing/plans';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema/billing';
import { premiumSettings } from '../../db/schema/payments';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';

/*
 * Premium settings (spec/01 §3): the boost's price and days, addressed by name. BOOST_PRICE is the
 * source of truth for what a boost costs; the Boost plan (plan 8, shown in the Add Property dialog)
 * carries the same price, kept equal here in the transaction that changes the setting.
 */

export type PremiumSettingRow = typeof premiumSettings.$inferSelect;

export interface BoostSettings {
  priceCents: number;
  days: number;
}

/** Adds the settings missing from the table with their defaults; staff's values are never replaced. */
export async function seedPremiumSettings(db: Db): Promise<void> {
  await db
    .insert(premiumSettings)
    .values(PREMIUM_SETTING_NAMES.map((name) => ({ name, value: PREMIUM_SETTING_DEFAULTS[name] })))
    .onConflictDoNothing();
}

/** One setting by name: PREMIUM_SETTING_NOT_FOUND for a name that is not a setting. */
export async function getPremiumSetting(db: Db, name: string): Promise<PremiumSettingRow> {
  if (!isPremiumSettingName(name)) throw new AppError('PREMIUM_SETTING_NOT_FOUND');
  const [row] = await db.select().from(premiumSettings).where(eq(premiumSettings.name, name));
  // A database seeded before a setting existed answers its default.
  return row ?? { name, value: PREMIUM_SETTING_DEFAULTS[name], updatedById: null, updatedAt: new Date(0) };
}

/** The boost's price (cents before tax) and days as staff set them. */
export async function getBoostSettings(db: Db): Promise<BoostSettings> {
  const value = async (name: PremiumSettingName) =>
    parsePremiumSetting(name, (await getPremiumSetting(db, name)).value) ??
    Number(PREMIUM_SETTING_DEFAULTS[name]);
  return { priceCents: await value('BOOST_PRICE'), days: await value('BOOST_DAYS') };
}

/**
 * Sets a setting (staff with boostListings edit). PREMIUM_SETTING_INVALID (with min and max) for a
 * value that is not a whole number within the setting's bounds. A new boost price is also the Boost
 * plan's price, in the same transaction.
 */
export async function updatePremiumSetting(
  db: Db,
  viewer: Viewer,
  name: string,
  value: string,
): Promise<PremiumSettingRow> {
  if (!isPremiumSettingName(name)) throw new AppError('PREMIUM_SETTING_NOT_FOUND');
  const parsed = parsePremiumSetting(name, value);
  if (parsed === null) throw new AppError('PREMIUM_SETTING_INVALID', { ...PREMIUM_SETTING_BOUNDS[name] });
  return db.transaction(async (tx: Db) => {
    const [row] = await tx
      .insert(premiumSettings)
      .values({ name, value: String(parsed), updatedById: viewer.id })
      .onConflictDoUpdate({
        target: premiumSettings.name,
        set: { value: String(parsed), updatedById: viewer.id, updatedAt: new Date() },
      })
      .returning();
    if (name === 'BOOST_PRICE') {
      await tx.update(plans).set({ priceCents: parsed }).where(eq(plans.id, PLAN_IDS.BOOST));
    }
    return row!;
  });
}
