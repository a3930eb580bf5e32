import { z } from 'zod';
import { isoDateSchema } from '../iso-date-schema';
import { PROVINCES } from '../users/enums';
import { LEASE_STATUSES } from './statuses';

/*
 * The filters of a list of leases (`leases(where, orderBy, first, skip)`): the viewer's own list
 * (/leases) and staff's (/lease-details-table) take the same ones; who sees which lease is the
 * API's policy, never a filter.
 */
export const leaseFilterSchema = z.object({
  status: z.enum(LEASE_STATUSES, 'invalidChoice').nullish(),
  province: z.enum(PROVINCES, 'invalidChoice').nullish(),
  /** Created on or after this day (UTC). */
  createdFrom: isoDateSchema.nullish(),
  /** Created on or before this day (UTC). */
  createdTo: isoDateSchema.nullish(),
  /** Text in the address, a signer's name or e-mail. */
  text: z.string().trim().max(100, 'tooLong').nullish(),
  /** Staff: only leases where they are a party, as on /leases. */
  mine: z.boolean('invalid').nullish(),
});
export type LeaseFilter = z.output<typeof leaseFilterSchema>;

export const LEASE_ORDERS = ['createdAt_DESC', 'createdAt_ASC', 'updatedAt_DESC'] as const;
export type LeaseOrder = (typeof LEASE_ORDERS)[number];
