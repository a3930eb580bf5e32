import {
  FINAL_STEP_NUMBER,
  PAY_CONFIRM_STEP_NUMBER,
  PAYMENT_STEP_NUMBER,
  PLAN_STEP_NUMBER,
  planStepGoesOn,
  type ListWithUsStep,
} from '@rentals/domain/listings/list-with-us';
import { needsPayment } from '@rentals/domain/billing/plans';

/** The unit (0, 1 or 2) a unit step shows, or null for the other steps. */
export function unitIndexOf(step: ListWithUsStep): number | null {
  return step >= 3 && step <= 5 ? step - 3 : null;
}

/** The header of a step (spec/03 §2.1), as a key of the listWithUs texts; null when it has none. */
export function stepHeadingKey(
  step: ListWithUsStep,
  editMode: boolean,
):
  | 'addProperty'
  | 'updateProperty'
  | 'addUnits'
  | 'updateUnits'
  | 'choosePlan'
  | 'planSelected'
  | 'finalStep'
  | 'payConfirm'
  | 'payment' {
  if (step <= 2) return editMode ? 'updateProperty' : 'addProperty';
  if (step <= 5) return editMode ? 'updateUnits' : 'addUnits';
  if (step === PLAN_STEP_NUMBER) return editMode ? 'planSelected' : 'choosePlan';
  if (step === FINAL_STEP_NUMBER) return 'finalStep';
  if (step === PAY_CONFIRM_STEP_NUMBER) return 'payConfirm';
  return 'payment';
}

export interface FlowContext {
  editMode: boolean;
  unitCount: number;
  planIds: readonly number[];
  /**
   * Card payment is on offer: step 8's Pay leads to step 9. A new listing whose plans need payment,
   * or a stored one reopened at step 9 to pay (after a cancelled checkout).
   */
  paying?: boolean;
}

/**
 * The step Next leads to, or null when the step's main action submits instead (spec/03 §4.1):
 * units not chosen are skipped, a basic or concierge plan alone submits from the plan step, and
 * only plans that need payment go on to the pay confirmation.
 */
export function nextStep(step: ListWithUsStep, ctx: FlowContext): ListWithUsStep | null {
  if (step <= 2) return (step + 1) as ListWithUsStep;
  if (step <= 5) {
    const unit = step - 3;
    return unit + 1 < ctx.unitCount ? ((step + 1) as ListWithUsStep) : PLAN_STEP_NUMBER;
  }
  if (step === PLAN_STEP_NUMBER) return planStepGoesOn(ctx) ? FINAL_STEP_NUMBER : null;
  if (step === FINAL_STEP_NUMBER)
    return !ctx.editMode && needsPayment(ctx.planIds) ? PAY_CONFIRM_STEP_NUMBER : null;
  return null;
}

/** The step Previous leads back to: the last unit chosen before the plan step. */
export function previousStep(step: ListWithUsStep, ctx: Pick<FlowContext, 'unitCount'>): ListWithUsStep {
  if (step === PLAN_STEP_NUMBER) return (2 + ctx.unitCount) as ListWithUsStep;
  return Math.max(1, step - 1) as ListWithUsStep;
}

/** The steps the visitor goes through, for the progress line: units not chosen are left out. */
export function shownSteps(ctx: FlowContext): ListWithUsStep[] {
  const steps: ListWithUsStep[] = [1];
  for (let step: ListWithUsStep | null = 1; step !== null;) {
    step = nextStep(step, ctx);
    if (step !== null) steps.push(step);
  }
  if (ctx.paying)
    for (const payStep of [PAY_CONFIRM_STEP_NUMBER, PAYMENT_STEP_NUMBER] as const)
      if (!steps.includes(payStep)) steps.push(payStep);
  return steps;
}
