import type { UserType } from '@rentals/domain/users/enums';
import { hasModulePermission, mayEditProfileOf } from '@rentals/domain/users/rules';
import type { Viewer } from '../../graphql/context';

/** A user's private profile (e-mail, phone, budget...) is visible to the user and to staff who may view users. */
export function canViewUser(viewer: Viewer | null, userId: string): boolean {
  return !!viewer && (viewer.id === userId || hasModulePermission(viewer, 'users', 'view'));
}

/**
 * Staff edit other users' profiles with the users module's edit flag; another staff account's
 * profile only an admin edits (packages/domain users/rules.ts).
 */
export function canEditProfileOf(viewer: Viewer | null, target: { id: string; userType: UserType }): boolean {
  return mayEditProfileOf(viewer, target);
}

/**
 * Only an admin changes another user's type (spec/01 §6). A user changes their own type only out of
 * UNVERIFIED, to Renter or Landlord (the first-login choice); an admin never changes their own.
 */
export function canChangeUserType(
  viewer: Viewer | null,
  target: { id: string; userType: string },
  nextType: string,
): boolean {
  if (!viewer) return false;
  if (viewer.id === target.id) {
    return target.userType === 'UNVERIFIED' && (nextType === 'RENTER' || nextType === 'LANDLORD');
  }
  return viewer.userType === 'ADMIN';
}
