import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { listings } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { UPLOAD, type Uploaded } from '../files/files-test-api';
import { fileOf, makeImage, makePhoto } from '../files/test-files';
import { CREATE_LISTING, listingData, seedCity, storedUploads, type ListingResult } from './test-listings';

const SIGNALS = `riskSignals { code severity accountAgeDays rent median sampleSize percentBelow bedrooms
  areaName pictureCount accountCount contactKinds words listingCount windowHours }`;
const QUEUE = `{ requestedListings(first: 50) { id ${SIGNALS} } }`;
const ONE = `query($id: ID!) { listing(id: $id) { id ${SIGNALS} } }`;

interface Signal {
  code: string;
  severity: string;
  [fact: string]: unknown;
}

describe('risk signals on listings under review', () => {
  let api: TestApi;
  let admin: CreatedUser;
  let cityId: string;
  let cityName: string;
  beforeAll(async () => {
    api = await createTestApi();
    admin = await api.factories.user({ userType: 'ADMIN' });
    const { city } = await seedCity(api);
    cityId = city.id;
    cityName = city.name;
  });
  afterAll(() => api.close());

  /** A landlord whose account is `ageDays` old. */
  async function landlordAged(ageDays: number) {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    await api.deps.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - ageDays * 86_400_000) })
      .where(eq(users.id, landlord.user.id));
    return landlord;
  }

  async function uploadPhoto(owner: CreatedUser, body: Buffer): Promise<string> {
    const response = await api.upload<{ multipleFileUpload: Uploaded[] }>(
      UPLOAD,
      { files: [null], pathType: 'LISTING_PICTURE' },
      { 'files.0': fileOf(body, 'photo.jpg') },
      { token: owner.token },
    );
    return response.data!.multipleFileUpload[0]!.id;
  }

  /** A listing by `owner` with `pictures`, or one unhashed stand-in picture when none are given. */
  async function listingBy(
    owner: CreatedUser,
    pictures: string[],
    overrides: Record<string, unknown> = {},
    unit: Record<string, unknown> = {},
  ): Promise<ListingResult> {
    const response = await api.execute<{ createListing: ListingResult }>(
      CREATE_LISTING,
      {
        data: listingData(
          cityId,
          pictures.length ? pictures : await storedUploads(api, owner, 1),
          overrides,
          unit,
        ),
      },
      { token: owner.token },
    );
    if (!response.data?.createListing) throw new Error(JSON.stringify(response.errors));
    return response.data.createListing;
  }

  async function signalsOf(id: string): Promise<Signal[]> {
    const response = await api.execute<{ listing: { riskSignals: Signal[] } }>(
      ONE,
      { id },
      { token: admin.token },
    );
    expect(response.errors).toBeUndefined();
    return response.data!.listing.riskSignals;
  }

  const codes = (signals: Signal[]) => signals.map((s) => s.code);

  it('shows staff e-transfer wording, a phone number and a new account on the queue', async () => {
    const landlord = await landlordAged(0);
    const listing = await listingBy(landlord, [], {
      description: 'Send an Interac e-transfer as a deposit to hold it. Text five one four 555 0199.',
    });
    const response = await api.execute<{ requestedListings: { id: string; riskSignals: Signal[] }[] }>(
      QUEUE,
      {},
      { token: admin.token },
    );
    const row = response.data!.requestedListings.find((l) => l.id === listing.id)!;
    expect(row.riskSignals.map(({ code, severity }) => ({ code, severity }))).toEqual([
      { code: 'PAYMENT_WORDS', severity: 'HIGH' },
      { code: 'NEW_ACCOUNT', severity: 'MEDIUM' },
      { code: 'CONTACT_IN_DESCRIPTION', severity: 'MEDIUM' },
    ]);
    expect(row.riskSignals[0]).toMatchObject({ words: ['interac', 'e-transfer', 'deposit to hold'] });
    expect(row.riskSignals[1]).toMatchObject({ accountAgeDays: 0, rent: null });
    expect(row.riskSignals[2]).toMatchObject({ contactKinds: ['PHONE'] });
  });

  it('refuses the signals to the owner and to renters', async () => {
    const landlord = await landlordAged(400);
    const listing = await listingBy(landlord, [], { description: 'e-transfer only' });
    // Approved, so that renters may read the listing itself.
    await api.deps.db.update(listings).set({ isapproved: true }).where(eq(listings.id, listing.id));
    const renter = await api.factories.user({ userType: 'RENTER' });
    for (const who of [landlord, renter]) {
      const response = await api.execute(ONE, { id: listing.id }, { token: who.token });
      expect(errorCodes(response)).toEqual(['NO_ACCESS']);
    }
  });

  it("compares the rent with the city's published units of the same bedrooms", async () => {
    const others = await landlordAged(400);
    const published = [];
    for (const rent of [1900, 2000, 2100, 2150, 2200]) {
      published.push((await listingBy(others, [], {}, { bedrooms: 'TWO_BEDROOMS', monthlyPrice: rent })).id);
    }
    // A one-bedroom and a hidden listing do not count.
    published.push((await listingBy(others, [], {}, { bedrooms: 'ONE_BEDROOM', monthlyPrice: 500 })).id);
    await api.deps.db.update(listings).set({ isapproved: true }).where(inArray(listings.id, published));
    const hidden = await listingBy(others, [], {}, { bedrooms: 'TWO_BEDROOMS', monthlyPrice: 100 });
    await api.deps.db
      .update(listings)
      .set({ isapproved: true, isHidden: true })
      .where(eq(listings.id, hidden.id));

    const landlord = await landlordAged(400);
    const cheap = await listingBy(landlord, [], {}, { bedrooms: 'TWO_BEDROOMS', monthlyPrice: 900 });
    expect(await signalsOf(cheap.id)).toEqual([
      expect.objectContaining({
        code: 'RENT_FAR_BELOW_MEDIAN',
        severity: 'MEDIUM',
        rent: 900,
        median: 2100,
        sampleSize: 5,
        percentBelow: 57,
        bedrooms: 'TWO_BEDROOMS',
        areaName: cityName,
      }),
    ]);
    const studio = await listingBy(landlord, [], {}, { bedrooms: 'STUDIO', monthlyPrice: 300 });
    expect(await signalsOf(studio.id)).toEqual([]);
  });

  it('flags a picture another account posted, resized and re-encoded, and not a different one', async () => {
    const original = await makePhoto(11);
    const firstOwner = await landlordAged(400);
    const first = await listingBy(firstOwner, [await uploadPhoto(firstOwner, original)]);
    // The same account using its photo again is not reuse.
    const again = await listingBy(firstOwner, [await uploadPhoto(firstOwner, original)]);

    const copier = await landlordAged(400);
    const copy = await sharp(original).resize(320).jpeg({ quality: 50 }).toBuffer();
    const copied = await listingBy(copier, [
      await uploadPhoto(copier, copy),
      await uploadPhoto(copier, await makePhoto(12)),
    ]);
    const honest = await landlordAged(400);
    const own = await listingBy(honest, [await uploadPhoto(honest, await makePhoto(13))]);

    const reused = { code: 'REUSED_PICTURES', severity: 'HIGH', pictureCount: 1, accountCount: 1 };
    expect(await signalsOf(copied.id)).toEqual([expect.objectContaining(reused)]);
    expect(await signalsOf(first.id)).toEqual([expect.objectContaining(reused)]);
    expect(await signalsOf(again.id)).toEqual([expect.objectContaining(reused)]);
    expect(await signalsOf(own.id)).toEqual([]);
  });

  it('does not match plain pictures, which unrelated listings share', async () => {
    const plain = await makeImage(400, 300);
    const one = await landlordAged(400);
    const two = await landlordAged(400);
    await listingBy(one, [await uploadPhoto(one, plain)]);
    const second = await listingBy(two, [await uploadPhoto(two, plain)]);
    expect(await signalsOf(second.id)).toEqual([]);
  });

  it('flags an account posting many listings within a day', async () => {
    const landlord = await landlordAged(400);
    const posted = [];
    for (let i = 0; i < 5; i += 1) posted.push(await listingBy(landlord, []));
    expect(await signalsOf(posted[4]!.id)).toEqual([
      expect.objectContaining({ code: 'MANY_RECENT_LISTINGS', listingCount: 5, windowHours: 24 }),
    ]);
    // Listings from before the burst are counted with the listings of their own day only.
    await api.deps.db
      .update(listings)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(listings.id, posted[0]!.id));
    expect(codes(await signalsOf(posted[0]!.id))).toEqual([]);
  });
});
