import { eq } from 'drizzle-orm';
import { STAFF_MODULES, type UserType } from '@rentals/domain/users/enums';
import {
  grantedActions,
  mayManageStaff,
  permissionMatrix,
  type ModulePermission,
} from '@rentals/domain/users/rules';
import type { CreatePermissionInput } from '@rentals/domain/users/schemas';
import type { Db } from '../../db/client';
import { staffPermissions, users } from '../../db/schema/users';
import { UUID } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { recordAudit } from '../audit/audit.service';
import { getUserById } from './user.service';

/** The full-access set: every flag of every module true ('Admin have all Access'). */
export const FULL_ACCESS: ModulePermission[] = STAFF_MODULES.map((module) => ({
  module,
  add: true,
  edit: true,
  delete: true,
  view: true,
}));

/**
 * A user's effective module permissions: all for ADMIN, the stored flags for SUB_ADMIN, none
 * otherwise. Read on every request (session.service), so a changed flag applies to the next
 * request of a sub-admin already signed in.
 */
export async function findModulePermissions(
  db: Db,
  user: { id: string; userType: UserType },
): Promise<ModulePermission[]> {
  if (user.userType === 'ADMIN') return FULL_ACCESS;
  if (user.userType !== 'SUB_ADMIN') return [];
  const rows = await db.select().from(staffPermissions).where(eq(staffPermissions.userId, user.id));
  return rows.map(({ module, add, edit, delete: del, view }) => ({ module, add, edit, delete: del, view }));
}

/**
 * A staff member's permission matrix, every module in order (permission): an admin reads anyone's
 * (an account that is not staff has an empty list), a sub-admin only their own.
 */
export async function getPermissionsOf(db: Db, viewer: Viewer, userId: string): Promise<ModulePermission[]> {
  const ownAsSubAdmin = viewer.userType === 'SUB_ADMIN' && viewer.id === userId;
  if (!mayManageStaff(viewer) && !ownAsSubAdmin) throw new AppError('NO_ACCESS');
  const user = await getUserById(db, userId);
  const permissions = await findModulePermissions(db, user);
  return user.userType === 'SUB_ADMIN' ? permissionMatrix(permissions) : permissions;
}

/**
 * Replaces a sub-admin's whole permission set (createPermission, admins only) in one transaction
 * with its 'permission.set' audit entry. The sub-admin's next request already runs with the new
 * flags, and their open pages are told through currentUserUpdated.
 */
export async function setPermissions(
  deps: AppDeps,
  viewer: Viewer,
  input: CreatePermissionInput,
): Promise<ModulePermission[]> {
  if (!mayManageStaff(viewer)) throw new AppError('NO_ACCESS');
  if (!UUID.test(input.userId)) throw new AppError('USER_NOT_FOUND');
  const next = permissionMatrix(input.permissionData);
  await deps.db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!target) throw new AppError('USER_NOT_FOUND');
    if (target.userType !== 'SUB_ADMIN') throw new AppError('NOT_A_SUB_ADMIN');
    const before = await findModulePermissions(tx, target);
    await tx.delete(staffPermissions).where(eq(staffPermissions.userId, target.id));
    // Only modules with a flag are stored; a missing module reads as no access.
    const granted = next.filter((p) => p.add || p.edit || p.delete || p.view);
    if (granted.length) {
      await tx.insert(staffPermissions).values(granted.map((p) => ({ ...p, userId: target.id })));
    }
    await recordAudit(tx, viewer, {
      action: 'permission.set',
      entityType: 'USER',
      entityId: target.id,
      before: { permissions: grantedActions(before) },
      after: { permissions: grantedActions(next) },
    });
  });
  await deps.pubsub.publish('user:updated', input.userId, { userId: input.userId });
  return next;
}
