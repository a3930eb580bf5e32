import { randomBytes } from 'node:crypto';
import type { UserType } from '@rentals/domain/users/enums';
import type { ModulePermission } from '@rentals/domain/users/rules';
import type { Db } from '../db/client';
import { staffPermissions, users, type UserRow } from '../db/schema/users';
import { hashPassword } from '../modules/auth/password';
import { createSession } from '../modules/auth/session.service';

/** The password of every factory user. */
export const TEST_PASSWORD = 'Test!pass1';
let passwordHash: Promise<string> | null = null;

export interface CreatedUser {
  user: UserRow;
  token: string;
}

export function createFactories(db: Db) {
  return {
    /** A user of the given type with a signed-in session. */
    async user(
      options: {
        userType?: UserType;
        email?: string;
        permissions?: ModulePermission[];
        locale?: 'en' | 'fr';
      } = {},
    ): Promise<CreatedUser> {
      passwordHash ??= hashPassword(TEST_PASSWORD);
      const [user] = await db
        .insert(users)
        .values({
          email: options.email ?? `user-${randomBytes(5).toString('hex')}@example.test`,
          passwordHash: await passwordHash,
          firstName: 'Test',
          lastName: options.userType ?? 'RENTER',
          userType: options.userType ?? 'RENTER',
          locale: options.locale ?? 'en',
        })
        .returning();
      if (options.permissions?.length) {
        await db
          .insert(staffPermissions)
          .values(options.permissions.map((p) => ({ ...p, userId: user!.id })));
      }
      return { user: user!, token: await createSession(db, user!.id, 3600, 'test') };
    },
  };
}

export type Factories = ReturnType<typeof createFactories>;
