import { MAIN_PLAN_GROUP } from './plans';

/*
 * The plan screen's selection (spec/03 §4.3): at most one plan per group; choosing a plan replaces
 * the chosen plan of its group, choosing it again deselects it. Group 2 is required.
 */
export interface SelectablePlan {
  id: number;
  planGroup: number;
  priceCents: number;
  position?: number;
}

/** The selection after the user presses a plan's Select/Selected button. */
export function togglePlan<P extends SelectablePlan>(selected: readonly P[], plan: P): P[] {
  if (selected.some((p) => p.id === plan.id)) return selected.filter((p) => p.id !== plan.id);
  return [...selected.filter((p) => p.planGroup !== plan.planGroup), plan];
}

/** Whether the required group has its plan (the plan step's Next is disabled until then). */
export function hasMainPlan(selected: readonly SelectablePlan[]): boolean {
  return selected.some((p) => p.planGroup === MAIN_PLAN_GROUP);
}

/** The screen's two sections: the main group by price ascending, then the optional groups in order. */
export function planSections<P extends SelectablePlan>(plans: readonly P[]): { main: P[]; optional: P[] } {
  const byPosition = (a: P, b: P) => a.planGroup - b.planGroup || (a.position ?? 0) - (b.position ?? 0);
  return {
    main: plans
      .filter((p) => p.planGroup === MAIN_PLAN_GROUP)
      .sort((a, b) => a.priceCents - b.priceCents || (a.position ?? 0) - (b.position ?? 0)),
    optional: plans.filter((p) => p.planGroup !== MAIN_PLAN_GROUP).sort(byPosition),
  };
}

/** Whether a set of plan ids is a valid selection: one per group and one of the main group. */
export function selectionIssue(
  plans: readonly SelectablePlan[],
): 'PLAN_GROUP_REQUIRED' | 'PLAN_GROUP_TWICE' | null {
  const groups = plans.map((p) => p.planGroup);
  if (new Set(groups).size !== groups.length) return 'PLAN_GROUP_TWICE';
  return hasMainPlan(plans) ? null : 'PLAN_GROUP_REQUIRED';
}
