import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';
import type { Bilingual } from '../i18n/translate';
import { VIEWING_REQUEST_STAFF_FIELD_LABELS } from './field-labels';
import { VIEWING_REQUEST_NOTE_MAX_LENGTH, VIEWING_REQUEST_SEARCH_MAX_LENGTH } from './limits';

/*
 * Staff handling the requests for viewing of /request-for-viewing (issue 17): each has a status,
 * may be assigned to a staff member and carries the team's note. The renter sees the status only.
 */

/** NEW until someone takes it; IN_PROGRESS while viewings are being arranged; DONE or CLOSED after. */
export const VIEWING_REQUEST_STATUSES = ['NEW', 'IN_PROGRESS', 'DONE', 'CLOSED'] as const;
export type ViewingRequestStatus = (typeof VIEWING_REQUEST_STATUSES)[number];

export const VIEWING_REQUEST_STATUS_LABELS: Record<ViewingRequestStatus, Bilingual> = {
  NEW: { en: 'New', fr: 'Nouvelle' },
  IN_PROGRESS: { en: 'In progress', fr: 'En cours' },
  DONE: { en: 'Done', fr: 'Traitée' },
  CLOSED: { en: 'Closed', fr: 'Fermée' },
};

/** Statuses counted toward OPEN_VIEWING_REQUESTS_MAX: the team still has something to do. */
export const OPEN_VIEWING_REQUEST_STATUSES = [
  'NEW',
  'IN_PROGRESS',
] as const satisfies readonly ViewingRequestStatus[];

export function isOpenViewingRequest(status: ViewingRequestStatus): boolean {
  return (OPEN_VIEWING_REQUEST_STATUSES as readonly ViewingRequestStatus[]).includes(status);
}

/**
 * Where a request for staff comes from: /request-for-viewing (VIEWING), or a /rental-enquiry lead
 * from a renter without a listing in mind or from a landlord who wants to list (rental-enquiry.ts).
 * One staff list handles them all.
 */
export const VIEWING_REQUEST_KINDS = ['VIEWING', 'RENTER_ENQUIRY', 'LANDLORD_ENQUIRY'] as const;
export type ViewingRequestKind = (typeof VIEWING_REQUEST_KINDS)[number];

export const VIEWING_REQUEST_KIND_LABELS: Record<ViewingRequestKind, Bilingual> = {
  VIEWING: { en: 'Viewing request', fr: 'Demande de visite' },
  RENTER_ENQUIRY: { en: 'Renter enquiry', fr: 'Demande de locataire' },
  LANDLORD_ENQUIRY: { en: 'Landlord enquiry', fr: 'Demande de propriétaire' },
};

const id = z.string('required').uuid('invalid');

/**
 * A staff change: any of status, assignee (null takes it off anyone) and note; fields left out
 * stay as they are.
 */
export const updateViewingRequestSchema = z.object({
  id,
  status: z.enum(VIEWING_REQUEST_STATUSES, 'invalidChoice').optional(),
  assignedTo: id.nullable().optional(),
  note: z.string().trim().max(VIEWING_REQUEST_NOTE_MAX_LENGTH, 'tooLong').optional(),
});
export type UpdateViewingRequestInput = z.output<typeof updateViewingRequestSchema>;

/** The staff list's filters, all optional; assignedTo 'NONE' keeps the requests nobody took yet. */
export const viewingRequestFilterSchema = z.object({
  /** One request: the staff e-mail's link opens it. */
  id: id.nullish(),
  status: z.enum(VIEWING_REQUEST_STATUSES, 'invalidChoice').nullish(),
  kind: z.enum(VIEWING_REQUEST_KINDS, 'invalidChoice').nullish(),
  assignedTo: z.union([id, z.literal('NONE')], 'invalid').nullish(),
  city: z.string().trim().max(120, 'tooLong').nullish(),
  search: z.string().trim().max(VIEWING_REQUEST_SEARCH_MAX_LENGTH, 'tooLong').nullish(),
});
export type ViewingRequestFilter = z.output<typeof viewingRequestFilterSchema>;

// Field labels for validation messages, by path (i18n/field-labels.ts).
withFieldLabels(updateViewingRequestSchema, VIEWING_REQUEST_STAFF_FIELD_LABELS);
withFieldLabels(viewingRequestFilterSchema, VIEWING_REQUEST_STAFF_FIELD_LABELS);
