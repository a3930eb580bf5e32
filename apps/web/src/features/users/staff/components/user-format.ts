import {
  PERMISSION_ACTIONS,
  STAFF_MODULES,
  type Locale,
  type PermissionAction,
  type StaffModule,
} from '@rentals/domain/users/enums';
import { formatNumber } from '../../../../lib/format/number';

/* Words for the staff user pages: names, and audit entries (auditTrail) of users. */

/** "First Last", or null when the account has no name. */
export function fullName(user: { firstName?: string | null; lastName?: string | null }): string | null {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/** A count in the viewer's language ('Showing x-y of total results'). */
export function formatCount(value: number, locale: Locale): string {
  return formatNumber(value, locale);
}

/** The user actions the API records, by their audit name (apps/api modules/users). */
export const USER_AUDIT_ACTIONS = ['user.create', 'user.type', 'permission.set', 'user.delete'] as const;
export type UserAuditAction = (typeof USER_AUDIT_ACTIONS)[number];

export function isUserAuditAction(action: string): action is UserAuditAction {
  return (USER_AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** The fields those actions record, in the order the history lists them. */
export const USER_AUDIT_FIELDS = [
  'email',
  'firstName',
  'lastName',
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

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

function parseObject(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Every field an entry mentions, known fields first in USER_AUDIT_FIELDS order, then any others by name. */
export function fieldChanges(
  before: string | null | undefined,
  after: string | null | undefined,
): FieldChange[] {
  const was = parseObject(before);
  const now = parseObject(after);
  const rank = (field: string) => {
    const i = (USER_AUDIT_FIELDS as readonly string[]).indexOf(field);
    return i === -1 ? USER_AUDIT_FIELDS.length : i;
  };
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((field) => ({ field, before: was[field] ?? null, after: now[field] ?? null }));
}

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
