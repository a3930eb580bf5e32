import { randomBytes } from 'node:crypto';
import type { UserType } from '@rentals/domain/users/enums';
import { isStaff, type ModulePermission } from '@rentals/domain/users/rules';
import type { EncryptionAdapter } from '../adapters/crypto/encryption';
import type { Db } from '../db/client';
import { twoFactorSecrets } from '../db/schema/two-factor';
import { staffPermissions, users, type UserRow } from '../db/schema/users';
import { hashPassword } from '../modules/auth/password';
import { createSession } from '../modules/auth/session.service';
import { newTotpSecret } from '../modules/auth/two-factor-secret';

/** The password of every factory user. */
export const TEST_PASSWORD = 'Test!pass1';
let passwordHash: Promise<string> | null = null;

export interface CreatedUser {
  user: UserRow;
  token: string;
  /** The authenticator secret (base32) when the user has two-factor on. */
  twoFactorSecret?: string;
}

export function createFactories(db: Db, encryption: EncryptionAdapter) {
  return {
    /**
     * A user of the given type with a signed-in session. Staff come with two-factor on, as the
     * product requires of them, so a test acting as staff means what it meant before two-factor;
     * `twoFactor` says otherwise (false: staff who have not enrolled; true: anyone enrolled).
     * `password: false` makes an account without a password, as hosted login opens them.
     */
    async user(
      options: {
        userType?: UserType;
        email?: string;
        permissions?: ModulePermission[];
        locale?: 'en' | 'fr';
        twoFactor?: boolean;
        password?: false;
      } = {},
    ): Promise<CreatedUser> {
      passwordHash ??= hashPassword(TEST_PASSWORD);
      const [user] = await db
        .insert(users)
        .values({
          email: options.email ?? `user-${randomBytes(5).toString('hex')}@example.test`,
          passwordHash: options.password === false ? null : await passwordHash,
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
      let twoFactorSecret: string | undefined;
      if (options.twoFactor ?? isStaff(user)) {
        twoFactorSecret = newTotpSecret();
        await db.insert(twoFactorSecrets).values({
          userId: user!.id,
          secretEncrypted: encryption.encryptField(twoFactorSecret),
          enabledAt: new Date(),
        });
      }
      return { user: user!, token: await createSession(db, user!.id, 3600, 'test'), twoFactorSecret };
    },
  };
}

export type Factories = ReturnType<typeof createFactories>;
