import {
  planInputSchema,
  featureInputSchema,
  type FeatureInput,
  type PlanInput,
} from '@rentals/domain/billing/schemas';
import type { PlanKind, PlanUnit } from '@rentals/domain/billing/plans';
import { z } from 'zod';
import { parseNumberText } from '../../../lib/forms/number-text';

/*
 * Staff's plan and feature forms. The inputs hold text; the shared schemas (planInputSchema,
 * featureInputSchema) read numbers and nulls. Prices are typed in dollars under the fields'
 * schema names (priceCents, depositCents) so that a field's error lands on its input.
 */
export interface PlanFormValues {
  id: string;
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
  /** Dollars as typed ('725', '29,99'). */
  priceCents: string;
  /** Dollars as typed; empty for none. */
  depositCents: string;
  unit: PlanUnit;
  planGroup: string;
  kind: PlanKind;
  featureIds: string[];
}

/** Dollars as typed to cents; NaN and undefined pass through for the schema to report. */
export function dollarsToCents(text: string): number | undefined {
  const dollars = parseNumberText(text, 'decimal');
  if (dollars === undefined || Number.isNaN(dollars)) return dollars;
  return Math.round(dollars * 100);
}

const centsToDollars = (cents: number | null | undefined) =>
  cents == null ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

const orNull = (text: string) => (text.trim() === '' ? null : text);

export const planFormSchema = z.preprocess((input) => {
  const values = input as PlanFormValues;
  return {
    ...values,
    id: values.id.trim() === '' ? null : parseNumberText(values.id, 'integer'),
    descriptionEn: orNull(values.descriptionEn),
    descriptionFr: orNull(values.descriptionFr),
    priceCents: dollarsToCents(values.priceCents),
    depositCents: values.depositCents.trim() === '' ? null : dollarsToCents(values.depositCents),
    planGroup: parseNumberText(values.planGroup, 'integer'),
  };
}, planInputSchema) as unknown as z.ZodType<PlanInput, unknown>;

export interface EditablePlan {
  id: number;
  nameEn: string;
  nameFr: string;
  descriptionEn?: string | null;
  descriptionFr?: string | null;
  priceCents: number;
  depositCents?: number | null;
  unit: PlanUnit;
  planGroup: number;
  kind: PlanKind;
  features: readonly { id: string }[];
}

/** The form for a plan, or an empty one (a free main-group plan) for a new plan. */
export function planFormValues(plan: EditablePlan | null): PlanFormValues {
  if (!plan) {
    return {
      id: '',
      nameEn: '',
      nameFr: '',
      descriptionEn: '',
      descriptionFr: '',
      priceCents: '0',
      depositCents: '',
      unit: 'UNIT',
      planGroup: '2',
      kind: 'PREMIUM',
      featureIds: [],
    };
  }
  return {
    id: String(plan.id),
    nameEn: plan.nameEn,
    nameFr: plan.nameFr,
    descriptionEn: plan.descriptionEn ?? '',
    descriptionFr: plan.descriptionFr ?? '',
    priceCents: centsToDollars(plan.priceCents),
    depositCents: centsToDollars(plan.depositCents),
    unit: plan.unit,
    planGroup: String(plan.planGroup),
    kind: plan.kind,
    featureIds: plan.features.map((f) => f.id),
  };
}

export type FeatureFormValues = Record<keyof FeatureInput, string>;

export const featureFormSchema = z.preprocess((input) => {
  const values = input as FeatureFormValues;
  return {
    ...values,
    subtitleEn: orNull(values.subtitleEn),
    subtitleFr: orNull(values.subtitleFr),
    informationEn: orNull(values.informationEn),
    informationFr: orNull(values.informationFr),
  };
}, featureInputSchema) as unknown as z.ZodType<FeatureInput, unknown>;

export function featureFormValues(feature: Partial<Record<keyof FeatureInput, string | null>> | null) {
  return {
    nameEn: feature?.nameEn ?? '',
    nameFr: feature?.nameFr ?? '',
    subtitleEn: feature?.subtitleEn ?? '',
    subtitleFr: feature?.subtitleFr ?? '',
    informationEn: feature?.informationEn ?? '',
    informationFr: feature?.informationFr ?? '',
  } satisfies FeatureFormValues;
}
