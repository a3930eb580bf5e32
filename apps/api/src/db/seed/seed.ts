import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { cities, neighbourhoods } from '../schema/locations';
import { staffPermissions, users } from '../schema/users';
import { hashPassword } from '../../modules/auth/password';
import { SEED_CITIES } from './cities';
import { DEMO_PASSWORD, DEMO_SUB_ADMIN_PERMISSIONS, DEMO_USERS } from './demo-users';

/** Cities and neighbourhoods: reference data every installation needs. Skipped when cities exist. */
export async function seedCities(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(cities);
  if (existing!.n > 0) return;
  await db.transaction(async (tx) => {
    for (const city of SEED_CITIES) {
      const [row] = await tx
        .insert(cities)
        // Reference places, listed on public pages from the start.
        .values({ name: city.name, province: city.province, lat: city.lat, lng: city.lng, accepted: true })
        .returning({ id: cities.id });
      await tx.insert(neighbourhoods).values(
        city.neighbourhoods.map((name, i) => ({
          name,
          cityId: row!.id,
          featured: i < 3,
          popularity: city.neighbourhoods.length - i,
          accepted: true,
        })),
      );
    }
  });
}

/** One demo account of each type, only into a database with no users. Returns whether it seeded. */
export async function seedDemoUsers(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if (existing!.n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(users)
      .values(DEMO_USERS.map((u) => ({ ...u, passwordHash, verified: u.userType !== 'UNVERIFIED' })))
      .returning({ id: users.id, userType: users.userType });
    const subAdmin = rows.find((r) => r.userType === 'SUB_ADMIN')!;
    await tx
      .insert(staffPermissions)
      .values(DEMO_SUB_ADMIN_PERMISSIONS.map((p) => ({ ...p, userId: subAdmin.id })));
  });
  return true;
}
