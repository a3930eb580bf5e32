import { LEASE_SIGNING_DAYS } from '@rentals/domain/leases/statuses';
import {
  leaseTransition,
  type LeaseAction,
  type LeaseActor,
  type LeaseState,
  type LeaseTransitionContext,
} from '@rentals/domain/leases/transitions';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import type { LeaseRecord } from './lease-records';
import { leaseState } from './lease-records';

/** The lease after `action`, or the transition's coded error: every change goes through the domain's machine. */
export function transitionOrThrow(
  record: LeaseRecord,
  action: LeaseAction,
  actor: LeaseActor,
  context: LeaseTransitionContext,
): LeaseState {
  const result = leaseTransition(leaseState(record), action, actor, context);
  if (!result.ok)
    throw new AppError(result.code, result.code === 'LEASE_NOT_EXPIRED' ? { days: LEASE_SIGNING_DAYS } : {});
  return result.state;
}

/** How a landlord or staff member acts on a lease; null when they may not manage it. */
export function managerActor(viewer: Viewer, record: LeaseRecord): LeaseActor {
  return record.lease.ownerId === viewer.id ? { kind: 'OWNER' } : { kind: 'STAFF' };
}
