import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import { STAFF_VIEWING_FIELD_LABELS } from './field-labels';
import { VIEWING_REQUEST_SEARCH_MAX_LENGTH } from './limits';
import { VIEWING_STATUSES } from './statuses';

/*
 * Staff handling the viewings of listings on the Viewings Management plan (spec/03 §3.6, plan 7):
 * the team answers renters for the landlord, so each viewing may be assigned to one staff member.
 */

/** The plan whose listings' viewings the team manages (spec/03 §3.6). */
export const VIEWINGS_MANAGEMENT_PLAN_ID = 7;

/** Whether a listing is on the Viewings Management plan: its plan, or one of its subscription lines. */
export function onViewingsManagementPlan(listing: {
  planId: number | null;
  subscriptions: readonly { plan_id: number }[] | null;
}): boolean {
  return (
    listing.planId === VIEWINGS_MANAGEMENT_PLAN_ID ||
    (listing.subscriptions ?? []).some((s) => s.plan_id === VIEWINGS_MANAGEMENT_PLAN_ID)
  );
}

const id = z.string('required').uuid('invalid');

/** UPCOMING: still holding a place and not over; PAST: over or closed (as myViewings). */
export const STAFF_VIEWINGS_WHEN = ['UPCOMING', 'PAST'] as const;

/** The staff list's filters, all optional; assignedTo 'NONE' keeps the viewings nobody took yet. */
export const staffViewingFilterSchema = z.object({
  status: z.enum(VIEWING_STATUSES, 'invalidChoice').nullish(),
  assignedTo: z.union([id, z.literal('NONE')], 'invalid').nullish(),
  /** The listing's title or city containing this text. */
  search: z.string().trim().max(VIEWING_REQUEST_SEARCH_MAX_LENGTH, 'tooLong').nullish(),
  when: z.enum(STAFF_VIEWINGS_WHEN, 'invalidChoice').nullish(),
});
export type StaffViewingFilter = z.output<typeof staffViewingFilterSchema>;

/** Assigning a viewing to a staff member who reads the inbox, or to nobody (null). */
export const assignViewingSchema = z.object({ viewing: id, staff: id.nullable() });
export type AssignViewingInput = z.output<typeof assignViewingSchema>;

// Field labels for validation messages, by path (i18n/field-labels.ts).
withFieldLabels(staffViewingFilterSchema, STAFF_VIEWING_FIELD_LABELS);
withFieldLabels(assignViewingSchema, STAFF_VIEWING_FIELD_LABELS);
