import { afterAll, beforeAll, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { fileObjects } from '../../db/schema/files';
import { createTestApi, type TestApi } from '../../test/harness';
import { createListingAs, isStored, storedUploads } from './test-listings';
import { sweepUnattachedUploads } from './upload-sweep.service';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const DAY = 24 * 3_600_000;

it('deletes listing uploads left unattached for a day, and keeps attached, recent and other files', async () => {
  const landlord = await api.factories.user({ userType: 'LANDLORD' });
  const listing = await createListingAs(api, landlord);
  const attached = listing.pictures.map((p) => p.fileId);
  const [abandoned] = await storedUploads(api, landlord, 1);
  const [recent] = await storedUploads(api, landlord, 1);
  const [avatar] = await storedUploads(api, landlord, 1, 'AVATAR');
  const old = new Date(Date.now() - 2 * DAY);
  await api.deps.db
    .update(fileObjects)
    .set({ createdAt: old })
    .where(inArray(fileObjects.id, [...attached, abandoned!, avatar!]));

  expect(await sweepUnattachedUploads(api.deps)).toBe(1);

  const left = await api.deps.db.select({ id: fileObjects.id }).from(fileObjects);
  expect(left.map((f) => f.id).sort()).toEqual([...attached, recent!, avatar!].sort());
  expect(isStored(api, abandoned!)).toBe(false);
  expect(isStored(api, recent!)).toBe(true);
  expect(await sweepUnattachedUploads(api.deps)).toBe(0);
});
