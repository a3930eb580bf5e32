import { hasModulePermission } from '@rentals/domain/users/rules';
import type { Viewer } from '../../graphql/context';
import type { LeaseRecord } from './lease-records';

/*
 * Who sees and does what with a lease, decided here for every operation (deny by default): the
 * landlord who prepared it (OWNER), each signer (SIGNER: by their account, or by the e-mail the
 * lease was sent to once they sign in with it), staff with the leases module's permissions (STAFF;
 * admins hold them all). Anyone else gets LEASE_NOT_FOUND, so a lease's existence is not revealed.
 */

export type LeaseRole = 'OWNER' | 'SIGNER' | 'STAFF';

/** The signer row of `viewer` on the lease, if they are one. */
export function viewerSigner(viewer: Viewer | null, record: LeaseRecord) {
  if (!viewer) return undefined;
  return (
    record.signers.find((s) => s.userId === viewer.id) ??
    record.signers.find((s) => !s.userId && s.email === viewer.email.toLowerCase())
  );
}

/** The viewer's strongest role on the lease, or null when it is none of theirs. */
export function leaseRoleOf(viewer: Viewer | null, record: LeaseRecord): LeaseRole | null {
  if (!viewer) return null;
  if (record.lease.ownerId === viewer.id) return 'OWNER';
  if (viewerSigner(viewer, record)) return 'SIGNER';
  if (hasModulePermission(viewer, 'leases', 'view')) return 'STAFF';
  return null;
}

/** Whether the viewer may void the lease or remind its signers: its landlord, or staff with leases edit. */
export function mayManageLease(viewer: Viewer | null, record: LeaseRecord): boolean {
  if (!viewer) return false;
  return record.lease.ownerId === viewer.id || hasModulePermission(viewer, 'leases', 'edit');
}
