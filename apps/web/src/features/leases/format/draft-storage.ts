import type { LeaseFormValues } from './lease-form';

/*
 * What the landlord typed in /leases/new, kept in this browser's localStorage under the lease's
 * origin (the application, or the listing, unit and conversation) so that a reload, a network
 * error or a closed tab loses nothing; forgotten once the lease is created.
 */

const PREFIX = 'lease-draft:';

export interface LeaseOrigin {
  applicationId: string | null;
  listingId: string | null;
  unitId: string | null;
  roomId: string | null;
}

export function draftKey(origin: LeaseOrigin): string {
  if (origin.applicationId) return `${PREFIX}application:${origin.applicationId}`;
  return `${PREFIX}listing:${origin.listingId ?? ''}:${origin.unitId ?? ''}:${origin.roomId ?? ''}`;
}

export function readLeaseDraft(key: string, storage: Storage = localStorage): LeaseFormValues | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    // A draft from an older form (a field missing) is dropped rather than half-restored.
    if (!value || typeof value !== 'object' || !Array.isArray((value as LeaseFormValues).tenants))
      return null;
    return value as LeaseFormValues;
  } catch {
    return null;
  }
}

export function keepLeaseDraft(key: string, values: LeaseFormValues, storage: Storage = localStorage): void {
  try {
    storage.setItem(key, JSON.stringify(values));
  } catch {
    // A full or refused storage only loses the safety net, never the form.
  }
}

export function forgetLeaseDraft(key: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(key);
  } catch {
    // As above.
  }
}
