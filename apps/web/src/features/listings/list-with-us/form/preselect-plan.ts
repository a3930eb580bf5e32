import type { ListWithUsDraft } from './lwu-values';

/**
 * The draft with the plan chosen on /services (`?plan=<id>`) when the visitor has not chosen one
 * yet; the plan step drops it again when it is not offered for the address.
 */
export function withPreselectedPlan(draft: ListWithUsDraft, plan: string | null): ListWithUsDraft {
  const id = plan && /^\d+$/.test(plan) ? Number(plan) : null;
  if (id === null || draft.extras.planIds.length) return draft;
  return { ...draft, extras: { ...draft.extras, planIds: [id] } };
}
