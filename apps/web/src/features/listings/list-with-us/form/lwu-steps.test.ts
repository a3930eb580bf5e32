import { wizardButtons, type ListWithUsStep } from '@rentals/domain/listings/list-with-us';
import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, shownSteps, stepHeadingKey, unitIndexOf } from './lwu-steps';

const BASIC = 5;
const LEAD_GENERATOR = 6;

describe('list-with-us steps', () => {
  it('skips the units not chosen, both ways', () => {
    const one = { editMode: false, unitCount: 1, planIds: [] };
    expect(nextStep(3, one)).toBe(6);
    expect(previousStep(6, one)).toBe(3);
    const three = { ...one, unitCount: 3 };
    expect(nextStep(3, three)).toBe(4);
    expect(nextStep(4, three)).toBe(5);
    expect(nextStep(5, three)).toBe(6);
    expect(previousStep(6, three)).toBe(5);
    expect(previousStep(2, three)).toBe(1);
  });

  it('submits from the plan step with Basic alone, goes on to the final step and payment otherwise', () => {
    expect(nextStep(6, { editMode: false, unitCount: 1, planIds: [BASIC] })).toBeNull();
    expect(nextStep(6, { editMode: false, unitCount: 1, planIds: [LEAD_GENERATOR] })).toBe(7);
    expect(nextStep(7, { editMode: false, unitCount: 1, planIds: [LEAD_GENERATOR] })).toBe(8);
    expect(nextStep(8, { editMode: false, unitCount: 1, planIds: [LEAD_GENERATOR] })).toBeNull();
    expect(shownSteps({ editMode: false, unitCount: 2, planIds: [LEAD_GENERATOR] })).toEqual([
      1, 2, 3, 4, 6, 7, 8,
    ]);
    expect(shownSteps({ editMode: false, unitCount: 1, planIds: [BASIC] })).toEqual([1, 2, 3, 6]);
  });

  it('adds the payment step when card payment is on offer, also to a stored listing reopened to pay', () => {
    const paying = { editMode: false, unitCount: 1, planIds: [LEAD_GENERATOR], paying: true };
    expect(shownSteps(paying)).toEqual([1, 2, 3, 6, 7, 8, 9]);
    expect(shownSteps({ ...paying, editMode: true })).toEqual([1, 2, 3, 6, 7, 8, 9]);
    expect(shownSteps({ ...paying, editMode: true, paying: false })).toEqual([1, 2, 3, 6, 7]);
  });

  it('agrees with wizardButtons: Next exactly where there is a next step', () => {
    for (const planIds of [[], [BASIC], [LEAD_GENERATOR], [3], [7, 5]]) {
      for (const step of [1, 2, 3, 6, 7] as ListWithUsStep[]) {
        const ctx = { editMode: false, unitCount: 1, planIds };
        const main = wizardButtons(step, { ...ctx, loggedIn: true, paymentAvailable: false }).at(-1);
        expect(main === 'NEXT', `step ${step} with ${planIds.join(',')}`).toBe(nextStep(step, ctx) !== null);
      }
    }
  });

  it('names each step with its header', () => {
    expect(stepHeadingKey(1, false)).toBe('addProperty');
    expect(stepHeadingKey(2, true)).toBe('updateProperty');
    expect(stepHeadingKey(4, false)).toBe('addUnits');
    expect(stepHeadingKey(6, false)).toBe('choosePlan');
    expect(stepHeadingKey(6, true)).toBe('planSelected');
    expect(stepHeadingKey(7, false)).toBe('finalStep');
    expect(stepHeadingKey(9, false)).toBe('payment');
    expect([1, 3, 5, 6].map((s) => unitIndexOf(s as ListWithUsStep))).toEqual([null, 0, 2, null]);
  });
});
