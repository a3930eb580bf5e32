import { needsPayment, PLAN_IDS } from '../billing/plans';
import type { UserType } from '../users/enums';
import type { PosterRole } from './enums';

/*
 * The public list-with-us wizard's rules (spec/03 §2.1, §4.1, §6): its nine steps, the buttons each
 * step shows, and who may submit as what. The page and createListWithUs both read them.
 */
export const LIST_WITH_US_STEPS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type ListWithUsStep = (typeof LIST_WITH_US_STEPS)[number];
export const PLAN_STEP_NUMBER = 6;
export const FINAL_STEP_NUMBER = 7;
export const PAY_CONFIRM_STEP_NUMBER = 8;
export const PAYMENT_STEP_NUMBER = 9;
/** Delay before a step's data is saved to the draft (spec/03 §9). */
export const WIZARD_SAVE_DELAY_MS = 400;
/** A list-with-us listing has one to three units (steps 3 to 5). */
export const LIST_WITH_US_MAX_UNITS = 3;

export type WizardButton =
  'PREVIOUS' | 'NEXT' | 'SUBMIT' | 'LOGIN_OR_SIGN_UP' | 'PAY' | 'PAY_LATER' | 'CONTINUE';

export interface WizardButtonContext {
  editMode: boolean;
  loggedIn: boolean;
  planIds: readonly number[];
  /** Whether card payment is on offer; without it step 8 offers 'pay later' only and step 9 is not reached. */
  paymentAvailable: boolean;
}

/** Whether the plan step leads on to the final step instead of submitting (spec/03 §2.1, §4.1). */
export function planStepGoesOn({
  editMode,
  planIds,
}: Pick<WizardButtonContext, 'editMode' | 'planIds'>): boolean {
  const direct = planIds.includes(PLAN_IDS.BASIC) || planIds.includes(PLAN_IDS.CONCIERGE);
  return editMode || needsPayment(planIds) || !direct;
}

/** The buttons of `step` after Previous, in order; the last one is the step's main action. */
export function wizardButtons(step: ListWithUsStep, ctx: WizardButtonContext): WizardButton[] {
  const submit: WizardButton = ctx.loggedIn ? 'SUBMIT' : 'LOGIN_OR_SIGN_UP';
  const previous: WizardButton[] = step > 1 ? ['PREVIOUS'] : [];
  if (step < PLAN_STEP_NUMBER) return [...previous, 'NEXT'];
  if (step === PLAN_STEP_NUMBER) return [...previous, planStepGoesOn(ctx) ? 'NEXT' : submit];
  if (step === FINAL_STEP_NUMBER)
    return [...previous, !ctx.editMode && needsPayment(ctx.planIds) ? 'NEXT' : submit];
  if (step === PAY_CONFIRM_STEP_NUMBER) {
    if (!ctx.loggedIn) return [...previous, 'LOGIN_OR_SIGN_UP'];
    return [...previous, 'PAY_LATER', ...(ctx.paymentAvailable ? (['PAY'] as const) : [])];
  }
  // Step 9: 'Continue' to the card checkout.
  return ctx.paymentAvailable && ctx.loggedIn ? [...previous, 'CONTINUE'] : previous;
}

/** Roles that let a renter list: a lease they assign or sublet (spec/03 §4.1, §6). */
export const RENTER_LISTING_ROLES: readonly PosterRole[] = ['LEASE_ASSIGNOR', 'SUB_LESSOR'];

/**
 * Who may submit the wizard as `role`, and their user type afterwards (updateUserTypeListWithUs):
 * staff and landlords as they are; an unverified account becomes a landlord; a renter (or guest)
 * only as a lease assignor or sub-lessor, and then becomes a landlord of that listing. Anyone else
 * gets 'User Unauthorized' and nothing is created.
 */
export function listWithUsUserType(
  userType: UserType,
  role: PosterRole,
): { allowed: true; userType: UserType } | { allowed: false } {
  switch (userType) {
    case 'ADMIN':
    case 'SUB_ADMIN':
    case 'LANDLORD':
      return { allowed: true, userType };
    case 'UNVERIFIED':
      return { allowed: true, userType: 'LANDLORD' };
    case 'RENTER':
    case 'GUEST':
      return RENTER_LISTING_ROLES.includes(role)
        ? { allowed: true, userType: 'LANDLORD' }
        : { allowed: false };
  }
}
