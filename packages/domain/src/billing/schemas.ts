import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { BOOST_DAYS_MAX } from './boost';
import {
  BOOST_SETTINGS_FIELD_LABELS,
  EXTEND_BOOST_FIELD_LABELS,
  FEATURE_FIELD_LABELS,
  PLAN_FIELD_LABELS,
} from './field-labels';
import { PLAN_KINDS, PLAN_PRICE_MAX_CENTS, PLAN_UNITS } from './plans';

/*
 * Staff's plan and feature forms (spec/01 §6 plans and features modules). Names and texts are
 * kept in both languages; messages are VALIDATION_MESSAGES keys.
 */
const requiredText = (max: number) => z.string('required').trim().min(1, 'required').max(max, 'tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').nullish();
const cents = z.number('amountNumber').int('invalid').min(0, 'min').max(PLAN_PRICE_MAX_CENTS, 'planPriceMax');

export const planInputSchema = withFieldLabels(
  z.object({
    /** The plan's number: fixed ones (3 to 8) are named by the spec; new ones take the next free id when absent. */
    id: z.number().int().min(1).max(9999).nullish(),
    nameEn: requiredText(80),
    nameFr: requiredText(80),
    descriptionEn: optionalText(400),
    descriptionFr: optionalText(400),
    priceCents: cents,
    depositCents: cents.nullish(),
    unit: z.enum(PLAN_UNITS, 'invalidChoice'),
    planGroup: z.number('amountNumber').int('invalid').min(1, 'min').max(9, 'max'),
    kind: z.enum(PLAN_KINDS, 'invalidChoice'),
    featureIds: z.array(z.string().uuid()).max(30, 'invalid'),
  }),
  PLAN_FIELD_LABELS,
);
export type PlanInput = z.infer<typeof planInputSchema>;

export const featureInputSchema = withFieldLabels(
  z.object({
    nameEn: requiredText(120),
    nameFr: requiredText(120),
    subtitleEn: optionalText(200),
    subtitleFr: optionalText(200),
    informationEn: optionalText(1000),
    informationFr: optionalText(1000),
  }),
  FEATURE_FIELD_LABELS,
);
export type FeatureInput = z.infer<typeof featureInputSchema>;

const boostDays = z.number('amountNumber').int('invalid').min(1, 'min').max(BOOST_DAYS_MAX, 'max');

/** The boost's price (cents before tax) and days, as the premium settings hold them (updatePremium). */
export const boostSettingsSchema = withFieldLabels(
  z.object({ priceCents: cents, days: boostDays }),
  BOOST_SETTINGS_FIELD_LABELS,
);
export type BoostSettingsInput = z.infer<typeof boostSettingsSchema>;

/** Days staff add to a running boost (extendBoost). */
export const extendBoostSchema = withFieldLabels(z.object({ days: boostDays }), EXTEND_BOOST_FIELD_LABELS);
export type ExtendBoostInput = z.infer<typeof extendBoostSchema>;
