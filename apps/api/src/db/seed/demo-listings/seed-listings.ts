import { inArray } from 'drizzle-orm';
import type { StorageAdapter } from '../../../adapters/storage/storage';
import { variantKey } from '../../../modules/files/file-kinds';
import type { Db } from '../../client';
import { fileObjects } from '../../schema/files';
import { listingLocations, listings, pictures, units } from '../../schema/listings';
import { cities, neighbourhoods } from '../../schema/locations';
import { users } from '../../schema/users';
import { generateDemoListings } from './facts';
import { drawingKey, renderPictures } from './pictures';
import { demoListingRows, type DemoListingRows } from './rows';

/** The demo set: 60 listings, 5 of them boosted, 2 of the landlord's waiting for approval, 4 the admin's. */
export const DEMO_LISTINGS = {
  seed: 'rentals-demo-2026',
  count: 60,
  premium: 5,
  pending: 2,
  admin: 4,
} as const;
const LANDLORD_EMAIL = 'landlord@example.ca';
const ADMIN_EMAIL = 'admin@example.ca';
/** Stored objects written at once. */
const STORAGE_WRITES = 16;

/**
 * Loads the demo listings (DEMO_LISTINGS) for a first start: owned by the demo landlord and admin,
 * in the seeded cities, with pictures drawn locally and stored like uploads (original, card and
 * detail copies) through `storage`. Rows go in one transaction after the bytes are written, so a
 * failure leaves at worst unreferenced files. Returns how many listings it created (0 without the
 * demo accounts).
 */
export async function seedDemoListings(db: Db, storage: StorageAdapter, now = new Date()): Promise<number> {
  const owners = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [LANDLORD_EMAIL, ADMIN_EMAIL]));
  const landlord = owners.find((o) => o.email === LANDLORD_EMAIL);
  const admin = owners.find((o) => o.email === ADMIN_EMAIL);
  if (!landlord || !admin) return 0;
  const cityRows = await db.select({ id: cities.id, name: cities.name }).from(cities);
  const hoodRows = await db
    .select({ id: neighbourhoods.id, name: neighbourhoods.name, cityId: neighbourhoods.cityId })
    .from(neighbourhoods);

  const demo = generateDemoListings({ ...DEMO_LISTINGS, today: now });
  const rendered = await renderPictures(
    demo.flatMap((l) => [...l.pictures.building, ...l.pictures.units.flat()]),
  );
  const all: DemoListingRows[] = [];
  const objects: { key: string; body: Buffer }[] = [];
  for (const listing of demo) {
    const city = cityRows.find((c) => c.name === listing.city);
    if (!city) continue;
    const hood = hoodRows.find((h) => h.cityId === city.id && h.name === listing.neighbourhood);
    const drawings: string[] = [];
    const rows = demoListingRows(
      listing,
      {
        ownerId: listing.owner === 'ADMIN' ? admin.id : landlord.id,
        cityId: city.id,
        neighbourhoodId: hood?.id ?? null,
        now,
      },
      (picture) => {
        const image = rendered.get(drawingKey(picture))!;
        drawings.push(drawingKey(picture));
        return { size: image.body.length, width: image.width, height: image.height };
      },
    );
    rows.files.forEach((file, i) => {
      const image = rendered.get(drawings[i]!)!;
      objects.push({ key: file.storageKey, body: image.body });
      for (const [variant, body] of Object.entries(image.variants)) {
        objects.push({ key: variantKey(file.storageKey, variant as keyof typeof image.variants), body });
      }
    });
    all.push(rows);
  }

  // A few writes at a time: S3 storage would otherwise get hundreds of requests at once.
  const queue = [...objects];
  const writer = async () => {
    for (let o = queue.shift(); o; o = queue.shift()) await storage.put(o.key, o.body, 'image/jpeg');
  };
  await Promise.all(Array.from({ length: STORAGE_WRITES }, writer));
  await db.transaction(async (tx) => {
    await tx.insert(fileObjects).values(all.flatMap((r) => r.files));
    await tx.insert(listings).values(all.map((r) => r.listing));
    await tx.insert(listingLocations).values(all.map((r) => r.location));
    await tx.insert(units).values(all.flatMap((r) => r.units));
    await tx.insert(pictures).values(all.flatMap((r) => r.pictures));
  });
  return all.length;
}
