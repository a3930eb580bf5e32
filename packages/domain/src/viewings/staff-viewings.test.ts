import { describe, expect, it } from 'vitest';
import { assignViewingSchema, onViewingsManagementPlan, staffViewingFilterSchema } from './staff-viewings';

const ID = '0b6c3f1e-2d4a-4c1b-9f3e-7a8b9c0d1e2f';

describe('the Viewings Management plan', () => {
  it('is the listing plan 7, or a subscription line of plan 7', () => {
    expect(onViewingsManagementPlan({ planId: 7, subscriptions: null })).toBe(true);
    expect(onViewingsManagementPlan({ planId: 5, subscriptions: [{ plan_id: 7 }] })).toBe(true);
    expect(onViewingsManagementPlan({ planId: 4, subscriptions: [{ plan_id: 6 }] })).toBe(false);
    expect(onViewingsManagementPlan({ planId: null, subscriptions: null })).toBe(false);
  });
});

describe('the staff viewings', () => {
  it('filter by a staff member or nobody, and refuse anything else', () => {
    expect(staffViewingFilterSchema.parse({ assignedTo: 'NONE', search: ' Ott ' })).toMatchObject({
      assignedTo: 'NONE',
      search: 'Ott',
    });
    expect(staffViewingFilterSchema.safeParse({ assignedTo: 'me' }).success).toBe(false);
    expect(staffViewingFilterSchema.safeParse({ when: 'SOON' }).success).toBe(false);
  });

  it('are assigned to a staff member or to nobody, never to a malformed id', () => {
    expect(assignViewingSchema.parse({ viewing: ID, staff: null })).toEqual({ viewing: ID, staff: null });
    expect(assignViewingSchema.safeParse({ viewing: ID, staff: 'x' }).success).toBe(false);
  });
});
