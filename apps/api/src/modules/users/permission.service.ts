import { eq } from 'drizzle-orm';
import { STAFF_MODULES, type UserType } from '@rentals/domain/users/enums';
import type { ModulePermission } from '@rentals/domain/users/rules';
import type { Db } from '../../db/client';
import { staffPermissions } from '../../db/schema/users';

/** The full-access set: every flag of every module true ('Admin have all Access'). */
export const FULL_ACCESS: ModulePermission[] = STAFF_MODULES.map((module) => ({
  module,
  add: true,
  edit: true,
  delete: true,
  view: true,
}));

/** A user's effective module permissions: all for ADMIN, the stored flags for SUB_ADMIN, none otherwise. */
export async function findModulePermissions(
  db: Db,
  user: { id: string; userType: UserType },
): Promise<ModulePermission[]> {
  if (user.userType === 'ADMIN') return FULL_ACCESS;
  if (user.userType !== 'SUB_ADMIN') return [];
  const rows = await db.select().from(staffPermissions).where(eq(staffPermissions.userId, user.id));
  return rows.map(({ module, add, edit, delete: del, view }) => ({ module, add, edit, delete: del, view }));
}
