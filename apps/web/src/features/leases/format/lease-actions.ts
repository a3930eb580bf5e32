import { isFinalLeaseStatus, type LeaseStatus } from '@rentals/domain/leases/statuses';

/* Where the lease pages lead, and which actions a lease offers its viewer. */

export const LEASES_PATH = '/leases';
export const leasePath = (id: string) => `${LEASES_PATH}/${encodeURIComponent(id)}`;
/** The signing ceremony (features/lease-signing). */
export const signPath = (id: string) => `${leasePath(id)}/sign`;
/** The conversation the lease's changes are posted in (features/messaging). */
export const conversationPath = (roomId: string) => `/message?room=${encodeURIComponent(roomId)}`;

export interface ActionLease {
  status: LeaseStatus;
  canManage: boolean;
  signedDocumentPath?: string | null;
  signers: readonly { id: string; isYou: boolean; status: string }[];
  nextSigners: readonly { id: string; isYou: boolean }[];
}

export interface LeaseActions {
  /** The viewer signs now: their turn, not signed yet. */
  sign: boolean;
  downloadSigned: boolean;
  remind: boolean;
  void: boolean;
  send: boolean;
}

export function leaseActions(lease: ActionLease): LeaseActions {
  const sent = lease.status === 'SENT';
  return {
    sign: sent && lease.nextSigners.some((s) => s.isYou),
    downloadSigned: lease.status === 'COMPLETED' && !!lease.signedDocumentPath,
    remind: sent && lease.canManage,
    void: lease.canManage && !isFinalLeaseStatus(lease.status),
    send: lease.status === 'DRAFT' && lease.canManage,
  };
}

/** The file name of a lease's PDF: lease-<first 8 of its id>[-signed|-fr].pdf. */
export const leaseFileName = (id: string, suffix: string) => `lease-${id.slice(0, 8)}-${suffix}.pdf`;
