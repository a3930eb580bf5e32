import { inArray } from 'drizzle-orm';
import { isStaff } from '@rentals/domain/users/rules';
import type { EncryptionAdapter } from '../../adapters/crypto/encryption';
import type { Db } from '../client';
import { twoFactorSecrets } from '../schema/two-factor';
import { users } from '../schema/users';
import { DEMO_STAFF_TOTP_SECRET, DEMO_USERS } from './demo-users';

/**
 * Turns two-factor on for the demo staff accounts that have none, with the documented secret, so
 * the demo's back office opens after the code step (staff without two-factor are refused). Also
 * covers a demo database seeded before two-factor existed. Leaves an account's own secret alone.
 */
export async function enrolDemoStaff(db: Db, encryption: EncryptionAdapter): Promise<void> {
  const emails = DEMO_USERS.filter((u) => isStaff(u)).map((u) => u.email);
  const staff = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  if (!staff.length) return;
  await db
    .insert(twoFactorSecrets)
    .values(
      staff.map((s) => ({
        userId: s.id,
        secretEncrypted: encryption.encryptField(DEMO_STAFF_TOTP_SECRET),
        enabledAt: new Date(),
      })),
    )
    .onConflictDoNothing({ target: twoFactorSecrets.userId });
}
