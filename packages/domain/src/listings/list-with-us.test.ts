import { describe, expect, it } from 'vitest';
import { USER_TYPES, type UserType } from '../users/enums';
import { POSTER_ROLES, type PosterRole } from './enums';
import {
  LIST_WITH_US_STEPS,
  listWithUsUserType,
  planStepGoesOn,
  wizardButtons,
  type ListWithUsStep,
  type WizardButton,
} from './list-with-us';

/** The plan sets of the wizard's plan step: ids as spec/03 §3.6 numbers them. */
const PLAN_SETS = {
  Basic: [5],
  Concierge: [3],
  'Basic+Concierge': [5, 3],
  'Lead Generator': [6],
  'Viewings Management': [7],
  none: [],
} as const;
type PlanSet = keyof typeof PLAN_SETS;

/** Plan sets that go to the pay confirmation (spec/03 §4.1): view management, rental assistance, lead generator. */
const PAYING: readonly PlanSet[] = ['Lead Generator', 'Viewings Management'];
/** Plan sets that submit straight from the plan step on a new listing: a basic or concierge plan, nothing to pay. */
const DIRECT: readonly PlanSet[] = ['Basic', 'Concierge', 'Basic+Concierge'];

/**
 * The buttons spec/03 §2.1 and §4.1 describe, step by step: Next on steps 1 to 5; on the plan step
 * Next in edit mode, with a paying plan or without a basic/concierge plan, else Submit (or Login or
 * Sign Up); the final step goes on to the pay confirmation only for a new listing with a paying
 * plan; step 8 offers Pay later and, when card payment is on, Pay; step 9 'Continue' to the checkout.
 */
function expected(
  step: ListWithUsStep,
  editMode: boolean,
  loggedIn: boolean,
  set: PlanSet,
  paymentAvailable: boolean,
): WizardButton[] {
  const previous: WizardButton[] = step === 1 ? [] : ['PREVIOUS'];
  const submit: WizardButton = loggedIn ? 'SUBMIT' : 'LOGIN_OR_SIGN_UP';
  switch (step) {
    case 6:
      return [...previous, editMode || !DIRECT.includes(set) ? 'NEXT' : submit];
    case 7:
      return [...previous, !editMode && PAYING.includes(set) ? 'NEXT' : submit];
    case 8:
      if (!loggedIn) return [...previous, 'LOGIN_OR_SIGN_UP'];
      return paymentAvailable ? [...previous, 'PAY_LATER', 'PAY'] : [...previous, 'PAY_LATER'];
    case 9:
      return paymentAvailable && loggedIn ? [...previous, 'CONTINUE'] : previous;
    default:
      return [...previous, 'NEXT'];
  }
}

const bools = [false, true] as const;
const table = LIST_WITH_US_STEPS.flatMap((step) =>
  bools.flatMap((editMode) =>
    bools.flatMap((loggedIn) =>
      (Object.keys(PLAN_SETS) as PlanSet[]).flatMap((set) =>
        bools.map((paymentAvailable) => ({ step, editMode, loggedIn, set, paymentAvailable })),
      ),
    ),
  ),
);

describe('wizardButtons (spec/03 §2.1, §4.1)', () => {
  it('covers every step × edit mode × sign-in × plan set × payment', () => {
    expect(table).toHaveLength(9 * 2 * 2 * 6 * 2);
  });

  it.each(table)(
    'step $step, edit $editMode, logged in $loggedIn, $set, payment $paymentAvailable',
    ({ step, editMode, loggedIn, set, paymentAvailable }) => {
      const ctx = { editMode, loggedIn, planIds: PLAN_SETS[set], paymentAvailable };
      expect(wizardButtons(step, ctx)).toEqual(expected(step, editMode, loggedIn, set, paymentAvailable));
    },
  );

  it('spells out the main cases', () => {
    const ctx = { editMode: false, loggedIn: true, paymentAvailable: false };
    expect(wizardButtons(6, { ...ctx, planIds: [5] })).toEqual(['PREVIOUS', 'SUBMIT']);
    expect(wizardButtons(6, { ...ctx, loggedIn: false, planIds: [3] })).toEqual([
      'PREVIOUS',
      'LOGIN_OR_SIGN_UP',
    ]);
    expect(wizardButtons(6, { ...ctx, planIds: [5, 7] })).toEqual(['PREVIOUS', 'NEXT']);
    expect(wizardButtons(7, { ...ctx, planIds: [6] })).toEqual(['PREVIOUS', 'NEXT']);
    expect(wizardButtons(8, { ...ctx, planIds: [6] })).toEqual(['PREVIOUS', 'PAY_LATER']);
    expect(wizardButtons(1, { ...ctx, planIds: [] })).toEqual(['NEXT']);
  });

  it('with card payment on, step 8 pays and step 9 continues to the checkout', () => {
    const ctx = { editMode: false, loggedIn: true, paymentAvailable: true, planIds: [7] };
    expect(wizardButtons(8, ctx)).toEqual(['PREVIOUS', 'PAY_LATER', 'PAY']);
    expect(wizardButtons(8, { ...ctx, loggedIn: false })).toEqual(['PREVIOUS', 'LOGIN_OR_SIGN_UP']);
    expect(wizardButtons(9, ctx)).toEqual(['PREVIOUS', 'CONTINUE']);
    // The edit page reopened at step 9 after a cancelled checkout pays again.
    expect(wizardButtons(9, { ...ctx, editMode: true })).toEqual(['PREVIOUS', 'CONTINUE']);
  });

  it('planStepGoesOn agrees with the plan step', () => {
    expect(planStepGoesOn({ editMode: false, planIds: [5] })).toBe(false);
    expect(planStepGoesOn({ editMode: true, planIds: [5] })).toBe(true);
    expect(planStepGoesOn({ editMode: false, planIds: [4] })).toBe(true);
    expect(planStepGoesOn({ editMode: false, planIds: [8] })).toBe(true);
  });
});

/** Who may submit as what, and their type afterwards (spec/03 §4.1, §6, §8). */
const RENTER_ROLES: readonly PosterRole[] = ['LEASE_ASSIGNOR', 'SUB_LESSOR'];
function expectedType(userType: UserType, role: PosterRole): UserType | 'REFUSED' {
  if (userType === 'ADMIN' || userType === 'SUB_ADMIN' || userType === 'LANDLORD') return userType;
  if (userType === 'UNVERIFIED') return 'LANDLORD';
  return RENTER_ROLES.includes(role) ? 'LANDLORD' : 'REFUSED';
}

describe('listWithUsUserType', () => {
  const rows = USER_TYPES.flatMap((userType) => POSTER_ROLES.map((role) => ({ userType, role })));

  it('covers every user type × poster role', () => {
    expect(rows).toHaveLength(6 * 5);
  });

  it.each(rows)('$userType as $role', ({ userType, role }) => {
    const outcome = expectedType(userType, role);
    expect(listWithUsUserType(userType, role)).toEqual(
      outcome === 'REFUSED' ? { allowed: false } : { allowed: true, userType: outcome },
    );
  });

  it('refuses a renter or guest listing as an owner, agent or manager', () => {
    for (const userType of ['RENTER', 'GUEST'] as const) {
      for (const role of ['LANDLORD_OWNER', 'REAL_ESTATE_AGENT', 'PROPERTY_MANAGER'] as const) {
        expect(listWithUsUserType(userType, role).allowed).toBe(false);
      }
    }
  });
});
