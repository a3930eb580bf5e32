import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANTS } from '@rentals/domain/files/limits';
import { BEDROOMS, DIALOG_POSTER_ROLES, POSTER_ROLES } from '@rentals/domain/listings/enums';
import { FOOTER_CITIES, FOOTER_PRICE_MAX, FOOTER_PRICE_MIN } from '@rentals/domain/search-links';
import { variantKey } from '../../../modules/files/file-kinds';
import type { CreatedUser } from '../../../test/factories';
import { createTestApi, type TestApi } from '../../../test/harness';
import { fileObjects } from '../../schema/files';
import { listings } from '../../schema/listings';
import { seedCities } from '../seed';
import { DEMO_LISTINGS, seedDemoListings } from './seed-listings';

/* The demo listings of a first `npm start`, read back through the public API. */

let api: TestApi;
let landlord: CreatedUser;
let created: number;

beforeAll(async () => {
  api = await createTestApi();
  await seedCities(api.deps.db);
  landlord = await api.factories.user({ userType: 'LANDLORD', email: 'landlord@example.ca' });
  await api.factories.user({ userType: 'ADMIN', email: 'admin@example.ca' });
  created = await seedDemoListings(api.deps.db, api.deps.storage);
  // Drawing and encoding the pictures takes a few seconds of CPU; more on a busy machine.
}, 180_000);
afterAll(() => api.close());

async function readStored(key: string): Promise<Buffer> {
  const object = await api.deps.storage.get(key);
  if (!object) throw new Error(`missing ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('seedDemoListings', () => {
  it('shows the approved demo listings to visitors, boosted ones first', async () => {
    expect(created).toBe(DEMO_LISTINGS.count);
    const r = await api.execute<{
      searchListings: { isPremium: boolean; status: string; units: unknown[]; pictures: unknown[] }[];
      searchListingsCount: number;
    }>(
      `{ searchListings(first: 60) { isPremium status units { id } pictures { fileId } } searchListingsCount }`,
    );
    expect(r.errors).toBeUndefined();
    const found = r.data!.searchListings;
    expect(r.data!.searchListingsCount).toBe(DEMO_LISTINGS.count - DEMO_LISTINGS.pending);
    expect(found.filter((l) => l.isPremium)).toHaveLength(DEMO_LISTINGS.premium);
    expect(found.slice(0, DEMO_LISTINGS.premium).every((l) => l.isPremium)).toBe(true);
    expect(
      found.every((l) => l.status === 'AVAILABLE' && l.units.length >= 1 && l.pictures.length >= 1),
    ).toBe(true);
  });

  it('finds them by footer city, price and bedrooms like /search does', async () => {
    const r = await api.execute<{ searchListingsCount: number }>(
      `query($where: ListingSearchInput) { searchListingsCount(where: $where) }`,
      { where: { city: 'Toronto', price_gte: 0, price_lte: 4500 } },
    );
    expect(r.data!.searchListingsCount).toBeGreaterThan(5);
    // Every footer place, regions by their name ('Hamilton & Halton'), as its link searches it.
    for (const city of FOOTER_CITIES) {
      const inCity = await api.execute<{ searchListingsCount: number }>(
        `query($where: ListingSearchInput) { searchListingsCount(where: $where) }`,
        {
          where: { city, price_gte: FOOTER_PRICE_MIN, price_lte: FOOTER_PRICE_MAX, bedrooms: [...BEDROOMS] },
        },
      );
      expect(inCity.data!.searchListingsCount, city).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives the landlord most of them, two still pending approval on the landlord's list", async () => {
    const r = await api.execute<{
      searchBuildingByLandlord: { status: string }[];
      searchBuildingByLandlordCount: number;
    }>(
      `{ searchBuildingByLandlord(first: 100) { status } searchBuildingByLandlordCount }`,
      {},
      { token: landlord.token },
    );
    expect(r.data!.searchBuildingByLandlordCount).toBe(DEMO_LISTINGS.count - DEMO_LISTINGS.admin);
    const pending = r.data!.searchBuildingByLandlord.filter((l) => l.status === 'PENDING_APPROVAL');
    expect(pending).toHaveLength(DEMO_LISTINGS.pending);
  });

  it('stores a poster type the edit dialog can show, or the list-with-us source of the other', async () => {
    const rows = await api.deps.db
      .select({ role: listings.role, createdFrom: listings.createdFrom })
      .from(listings);
    expect(rows.length).toBe(DEMO_LISTINGS.count);
    for (const row of rows) {
      expect(POSTER_ROLES).toContain(row.role);
      if (!(DIALOG_POSTER_ROLES as readonly string[]).includes(row.role!)) {
        expect(row.createdFrom).toBe('LIST_WITH_US');
      }
    }
  });

  it('stores each picture like an upload: a JPEG original with card and detail copies', async () => {
    const [file] = await api.deps.db
      .select()
      .from(fileObjects)
      .where(eq(fileObjects.ownerId, landlord.user.id))
      .limit(1);
    expect(file).toMatchObject({ pathType: 'LISTING_PICTURE', mimeType: 'image/jpeg', isPrivate: false });
    const original = await sharp(await readStored(file!.storageKey)).metadata();
    expect([original.format, original.width, original.height]).toEqual(['jpeg', file!.width, file!.height]);
    const card = await sharp(await readStored(variantKey(file!.storageKey, 'card'))).metadata();
    expect(Math.max(card.width!, card.height!)).toBe(IMAGE_VARIANTS.card);
    const detail = await sharp(await readStored(variantKey(file!.storageKey, 'detail'))).metadata();
    expect(Math.max(detail.width!, detail.height!)).toBeLessThanOrEqual(IMAGE_VARIANTS.detail);
  });
});
