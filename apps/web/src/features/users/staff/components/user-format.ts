import {
  PERMISSION_ACTIONS,
  STAFF_MODULES,
  type PermissionAction,
  type StaffModule,
} from '@rentals/domain/users/enums';
import type { AuditFields } from '../../../../components/audit/audit-changes';

/* Words for the staff user pages: audit entries (auditTrail) of users. */

/** The user actions the API records, by their audit name (apps/api modules/users). */
export const USER_AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.type',
  'permission.set',
  'user.delete',
] as const;
export type UserAuditAction = (typeof USER_AUDIT_ACTIONS)[number];

export function isUserAuditAction(action: string): action is UserAuditAction {
  return (USER_AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** The fields those actions record, in the order the history lists them. */
export const USER_AUDIT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  // A staff edit of the profile (user.update) records the columns it changed.
  'legalName',
  'phone',
  'city',
  'industry',
  'occupation',
  'bio',
  'moveIn',
  'zipCode',
  'avatarUrl',
  'locale',
  'notify',
  'userType',
  'permissions',
  'passwordSet',
  'listingsTransferred',
  'listingsTransferredTo',
  'filesKept',
  'filesRemoved',
] as const;
export type UserAuditField = (typeof USER_AUDIT_FIELDS)[number];

export function isUserAuditField(field: string): field is UserAuditField {
  return (USER_AUDIT_FIELDS as readonly string[]).includes(field);
}

/** How the history lists an entry's fields. */
export const USER_HISTORY_FIELDS: AuditFields = { order: USER_AUDIT_FIELDS };

/** A recorded permission set (module → granted actions) as "Module: action, action" lines, in the spec's order. */
export function permissionLines(
  value: unknown,
  words: { module: (m: StaffModule) => string; action: (a: PermissionAction) => string },
): string[] {
  if (!value || typeof value !== 'object') return [];
  const granted = value as Partial<Record<string, unknown>>;
  return STAFF_MODULES.flatMap((module) => {
    const actions = granted[module];
    if (!Array.isArray(actions)) return [];
    const known = PERMISSION_ACTIONS.filter((a) => actions.includes(a));
    return known.length ? [`${words.module(module)}: ${known.map(words.action).join(', ')}`] : [];
  });
}
