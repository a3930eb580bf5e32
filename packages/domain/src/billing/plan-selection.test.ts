import { describe, expect, it } from 'vitest';
import { hasMainPlan, planSections, selectionIssue, togglePlan, type SelectablePlan } from './plan-selection';

/** The seeded plans' groups and prices (spec/03 §3.6, §4.3): group 2 is the main one. */
const concierge = { id: 3, planGroup: 2, priceCents: 0, position: 1 };
const rental = { id: 4, planGroup: 2, priceCents: 99_900, position: 2 };
const basic = { id: 5, planGroup: 2, priceCents: 0, position: 3 };
const leads = { id: 6, planGroup: 2, priceCents: 29_999, position: 4 };
const viewings = { id: 7, planGroup: 3, priceCents: 72_500, position: 5 };
const boost = { id: 8, planGroup: 4, priceCents: 2_999, position: 6 };

const ids = (plans: readonly SelectablePlan[]) => plans.map((p) => p.id);

describe('togglePlan (spec/03 §4.3)', () => {
  it('adds a plan of a group with no choice yet', () => {
    expect(ids(togglePlan([], basic))).toEqual([5]);
    expect(ids(togglePlan([basic], viewings))).toEqual([5, 7]);
  });

  it('replaces the chosen plan of the same group and keeps the other groups', () => {
    expect(ids(togglePlan([basic, viewings], leads))).toEqual([7, 6]);
    expect(ids(togglePlan([basic, viewings, boost], rental))).toEqual([7, 8, 4]);
  });

  it('deselects a plan pressed a second time, leaving the others', () => {
    expect(ids(togglePlan([basic, viewings], basic))).toEqual([7]);
    expect(ids(togglePlan([basic, viewings], viewings))).toEqual([5]);
    expect(ids(togglePlan(togglePlan([], leads), leads))).toEqual([]);
  });

  it('does not change the selection it is given', () => {
    const selected = [basic];
    togglePlan(selected, leads);
    expect(ids(selected)).toEqual([5]);
  });
});

describe('hasMainPlan', () => {
  it.each([
    [[], false],
    [[viewings], false],
    [[viewings, boost], false],
    [[basic], true],
    [[viewings, leads], true],
  ])('%#', (selected, expected) => {
    expect(hasMainPlan(selected)).toBe(expected);
  });
});

describe('planSections', () => {
  it('sorts the main group by price, ties by position, and the optional ones by group then position', () => {
    const late = { id: 9, planGroup: 3, priceCents: 100, position: 9 };
    const { main, optional } = planSections([boost, late, leads, viewings, rental, basic, concierge]);
    expect(ids(main)).toEqual([3, 5, 6, 4]);
    expect(ids(optional)).toEqual([7, 9, 8]);
  });

  it('reads a missing position as 0', () => {
    const a = { id: 1, planGroup: 3, priceCents: 0, position: 2 };
    const b = { id: 2, planGroup: 3, priceCents: 0 };
    expect(ids(planSections([a, b]).optional)).toEqual([2, 1]);
  });
});

describe('selectionIssue', () => {
  it.each([
    [[basic], null],
    [[leads, viewings, boost], null],
    [[], 'PLAN_GROUP_REQUIRED'],
    [[viewings], 'PLAN_GROUP_REQUIRED'],
    [[viewings, boost], 'PLAN_GROUP_REQUIRED'],
    [[basic, leads], 'PLAN_GROUP_TWICE'],
    [[basic, viewings, { ...viewings, id: 9 }], 'PLAN_GROUP_TWICE'],
  ] as const)('%#: %s', (plans, issue) => {
    expect(selectionIssue(plans)).toBe(issue);
  });
});
