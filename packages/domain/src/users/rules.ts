import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import type { PermissionAction, StaffModule, UserType } from './enums';
import { PERMISSION_ACTIONS, STAFF_MODULES, STAFF_USER_TYPES } from './enums';

/** One staff module's four flags. */
export type ModulePermission = { module: StaffModule } & Record<PermissionAction, boolean>;

/** The parts of a user the access rules look at. */
export interface AccessSubject {
  userType: UserType;
  permissions?: readonly ModulePermission[];
  /** Whether two-factor sign-in is on; the API's viewer always says, and false bars staff powers. */
  twoFactorEnabled?: boolean | null;
}

/**
 * A staff member (ADMIN, SUB_ADMIN) who has not turned two-factor sign-in on: refused every staff
 * operation (TWO_FACTOR_REQUIRED) until they enrol, which stays open to them.
 */
export function lacksRequiredTwoFactor(
  user: Pick<AccessSubject, 'userType' | 'twoFactorEnabled'> | null | undefined,
): boolean {
  return isStaff(user) && user!.twoFactorEnabled === false;
}

export function isStaff(user: Pick<AccessSubject, 'userType'> | null | undefined): boolean {
  return !!user && (STAFF_USER_TYPES as readonly string[]).includes(user.userType);
}

/**
 * Whether a user gets staff powers outside the GraphQL scopes (file access, acting for landlords,
 * payments): staff who have two-factor on. Staff without it are treated as any other account, so a
 * stolen password alone never opens what only staff may see.
 */
export function actsAsStaff(
  user: Pick<AccessSubject, 'userType' | 'twoFactorEnabled'> | null | undefined,
): boolean {
  return isStaff(user) && !lacksRequiredTwoFactor(user);
}

/**
 * Whether a user may perform an action in a staff module: ADMIN always ('Admin have all Access'),
 * SUB_ADMIN per the stored flags, everyone else never; staff without required two-factor never.
 */
export function hasModulePermission(
  user: AccessSubject | null | undefined,
  module: StaffModule,
  action: PermissionAction,
): boolean {
  if (!user || lacksRequiredTwoFactor(user)) return false;
  if (user.userType === 'ADMIN') return true;
  if (user.userType !== 'SUB_ADMIN') return false;
  return user.permissions?.some((p) => p.module === module && p[action]) ?? false;
}

/** The first-login flag: an UNVERIFIED account must choose Renter or Landlord (spec/01 §2 start-up). */
export function needsFirstLoginChoice(user: Pick<AccessSubject, 'userType'> | null | undefined): boolean {
  return user?.userType === 'UNVERIFIED';
}

/**
 * Where the first-login choice takes the user: anyone who lists homes to their dashboard
 * (/building for a landlord), a renter to the search, where they came for.
 */
export function firstLoginDestination(userType: UserType): string {
  return dashboardPath({ userType }) ?? '/search';
}

/** Where "List Your Property" leads (spec/01 §2): landlords to /building, staff to /listings, others to sign in. */
export function listYourPropertyPath(
  user: Pick<AccessSubject, 'userType'> | null | undefined,
): string | null {
  if (!user) return null;
  if (user.userType === 'LANDLORD') return '/building';
  if (isStaff(user)) return '/listings';
  return null;
}

/** Where the avatar menu's Dashboard leads, or null when the role has none (spec/01 §2). */
export function dashboardPath(user: Pick<AccessSubject, 'userType'> | null | undefined): string | null {
  if (!user) return null;
  if (isStaff(user)) return '/dashboards';
  if (user.userType === 'LANDLORD') return '/building';
  return null;
}

/** Whether a password meets the spec's rule: 8+ characters with upper, lower, digit and special. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}

/** Digits of a Canadian phone number without the country code, or null when it is not 10 or 11 digits. */
export function canadianPhoneDigits(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/** Phone display format +1 (xxx)xxx-xxxx (spec/01 §5); anything else is returned unchanged. */
export function formatPhone(input: string): string {
  const d = canadianPhoneDigits(input);
  if (!d) return input;
  return `+1 (${d.slice(0, 3)})${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Slug helper (spec/01 §5): lower case, spaces to hyphens. */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}

/** A staff member as the user-management rules see them. */
type Actor = AccessSubject & { id: string };
/** The account an action is about. */
type Target = { id: string; userType: UserType };

/**
 * Who may create an account of a type: staff with the users add flag; a staff account (ADMIN or
 * SUB_ADMIN) only by an admin.
 */
export function mayCreateUserOfType(viewer: AccessSubject | null | undefined, userType: UserType): boolean {
  if (!hasModulePermission(viewer, 'users', 'add')) return false;
  return !isStaff({ userType }) || viewer?.userType === 'ADMIN';
}

/**
 * Who may delete an account: staff with the users delete flag, never their own account, and a
 * staff account only by an admin.
 */
export function mayDeleteUser(viewer: Actor | null | undefined, target: Target): boolean {
  if (!viewer || viewer.id === target.id) return false;
  if (!hasModulePermission(viewer, 'users', 'delete')) return false;
  return !isStaff(target) || viewer.userType === 'ADMIN';
}

/**
 * Who may change an account's profile through the staff edit (updateUsers): its owner, staff with
 * the users edit flag, and a staff account's only an admin, so a sub-admin never rewrites another
 * staff member's name, language or contact details.
 */
export function mayEditProfileOf(viewer: Actor | null | undefined, target: Target): boolean {
  if (!viewer) return false;
  if (viewer.id === target.id) return true;
  if (!hasModulePermission(viewer, 'users', 'edit')) return false;
  return !isStaff(target) || viewer.userType === 'ADMIN';
}

/** Only an admin changes another user's type, never their own (spec/01 §6). */
export function mayChangeUserTypeOf(viewer: Actor | null | undefined, target: Pick<Target, 'id'>): boolean {
  return viewer?.userType === 'ADMIN' && viewer.id !== target.id;
}

/** The staff pages (/admins, /admins/{id}) and permission changes are for admins only (spec/01 §6). */
export function mayManageStaff(viewer: Pick<AccessSubject, 'userType'> | null | undefined): boolean {
  return viewer?.userType === 'ADMIN';
}

/** Every module once, in the spec's order; a module without stored flags has none. */
export function permissionMatrix(permissions: readonly ModulePermission[]): ModulePermission[] {
  return STAFF_MODULES.map((module) => {
    const stored = permissions.find((p) => p.module === module);
    return {
      module,
      ...(Object.fromEntries(PERMISSION_ACTIONS.map((a) => [a, stored?.[a] ?? false])) as Record<
        PermissionAction,
        boolean
      >),
    };
  });
}

/** A permission set as module → granted actions, leaving out modules without any (for the audit trail). */
export function grantedActions(
  permissions: readonly ModulePermission[],
): Partial<Record<StaffModule, PermissionAction[]>> {
  return Object.fromEntries(
    permissions
      .map((p) => [p.module, PERMISSION_ACTIONS.filter((a) => p[a])] as const)
      .filter(([, actions]) => actions.length > 0),
  );
}

/** A picture the site stores, by its whole address: '/files/<uuid>' and nothing before or after it. */
const AVATAR_URL = /^\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The stored file an avatar address names, or null. Anchored at both ends: an address that only
 * contains '/files/<id>' (another host's URL, a query, a path after the id) is no avatar.
 */
export function avatarFileId(url: string): string | null {
  return AVATAR_URL.exec(url)?.[1] ?? null;
}
