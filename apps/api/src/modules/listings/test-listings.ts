import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FilePathType } from '@rentals/domain/files/enums';
import { fileObjects } from '../../db/schema/files';
import { listings } from '../../db/schema/listings';
import { cities, neighbourhoods } from '../../db/schema/locations';
import type { CreatedUser } from '../../test/factories';
import type { TestApi } from '../../test/harness';

/** Test helpers for listings: cities, uploaded files and valid wizard payloads. */

export const LISTING_FIELDS = `id title status isapproved isHidden createdFrom propertyType description
  user { id firstName email }
  location { address lat lng city { id name } neighbourHood { id name city { name } } tags { students closeToTransit } }
  pictures { id fileId url order kind unitId }
  utilities { water heating } pets { cat dog other none } amenities { gym lounge }
  units { id title monthlyPrice deposit contactForPricing leaseTerm parkingSpots bedrooms bathrooms
    pictures { id fileId order } floorplan { id fileId kind } unitAmenities { ac balcony } unitAppliances { fridge jacuzzi } }
  rentedPrice signedLeaseDate disableListing tenantNames isPremium premiumName premiumStart premiumEnd`;

export const CREATE_LISTING = `mutation($data: CreateListingInput!) { createListing(data: $data) { ${LISTING_FIELDS} } }`;

export interface ListingResult {
  id: string;
  title: string;
  status: string;
  isapproved: boolean;
  isHidden: boolean;
  createdFrom: string;
  description: string | null;
  user: { id: string; firstName: string | null; email: string | null };
  location: {
    address: string;
    city: { id: string; name: string };
    neighbourHood: { id: string } | null;
  } | null;
  pictures: { id: string; fileId: string; url: string; order: number; kind: string; unitId: string | null }[];
  pets: Record<string, boolean>;
  units: {
    id: string;
    title: string;
    monthlyPrice: number | null;
    deposit: number | null;
    contactForPricing: boolean;
    leaseTerm: number | null;
    parkingSpots: number | null;
    pictures: { id: string; fileId: string; order: number }[];
    floorplan: { id: string; fileId: string } | null;
    unitAmenities: Record<string, boolean>;
  }[];
  rentedPrice: number | null;
  signedLeaseDate: string | null;
  disableListing: string | null;
  tenantNames: string | null;
  isPremium: boolean;
  premiumName: string | null;
  premiumStart: string | null;
  premiumEnd: string | null;
}

/** A city (and a neighbourhood of it) with a unique name. */
export async function seedCity(api: TestApi) {
  const [city] = await api.deps.db
    .insert(cities)
    .values({ name: `Town ${randomBytes(4).toString('hex')}`, province: 'ON', lat: 43.65, lng: -79.38 })
    .returning();
  const [hood] = await api.deps.db
    .insert(neighbourhoods)
    .values({ name: 'Old Town', cityId: city!.id })
    .returning();
  return { city: city!, neighbourhood: hood! };
}

/** Files as multipleFileUpload leaves them (a row and stored bytes), owned by `owner`; answers their ids. */
export async function storedUploads(
  api: TestApi,
  owner: CreatedUser,
  n: number,
  pathType: FilePathType = 'LISTING_PICTURE',
): Promise<string[]> {
  if (!n) return [];
  const rows = Array.from({ length: n }, () => {
    const id = randomUUID();
    return {
      id,
      ownerId: owner.user.id,
      pathType,
      storageKey: `${pathType.toLowerCase()}/${id}.jpg`,
      filename: 'photo.jpg',
      mimeType: 'image/jpeg',
      size: 4,
      width: 400,
      height: 300,
      isPrivate: false,
    };
  });
  await Promise.all(rows.map((r) => api.deps.storage.put(r.storageKey, Buffer.from('jpeg'), r.mimeType)));
  await api.deps.db.insert(fileObjects).values(rows);
  return rows.map((r) => r.id);
}

export const validUnit = (overrides: Record<string, unknown> = {}) => ({
  title: 'Unit 101',
  unitSize: 650,
  bedrooms: 'ONE_BEDROOM',
  bathrooms: 1.5,
  monthlyPrice: 1850.5,
  deposit: 1850.5,
  leaseTerm: 12,
  parking: 'ASSIGNED',
  parkingSpots: 1,
  storage: 'NOT_AVAILABLE',
  maintenance: true,
  smokeAlarm: true,
  unitAmenities: { ac: true, balcony: true },
  unitAppliances: { fridge: true },
  ...overrides,
});

/** A valid createListing payload. */
export function listingData(
  cityId: string,
  pictures: string[],
  overrides: Record<string, unknown> = {},
  unit: Record<string, unknown> = {},
) {
  return {
    title: 'Maple Court',
    propertyType: 'APARTMENT',
    role: 'LANDLORD_OWNER',
    buildingConstructionYear: '1998',
    location: {
      address: '1 King St W, Toronto, ON',
      lat: 43.6487,
      lng: -79.3783,
      cityId,
      tags: { students: true },
    },
    utilities: { water: true },
    amenities: { gym: true },
    pets: { cat: true },
    pictures,
    unit: validUnit(unit),
    ...overrides,
  };
}

/** Creates a listing through the API as `owner` (who must be allowed to); answers it. */
export async function createListingAs(
  api: TestApi,
  owner: CreatedUser,
  overrides: Record<string, unknown> = {},
  pictureCount = 2,
): Promise<ListingResult> {
  const { city } = await seedCity(api);
  const pictures = await storedUploads(api, owner, pictureCount);
  const response = await api.execute<{ createListing: ListingResult }>(
    CREATE_LISTING,
    { data: listingData(city.id, pictures, overrides) },
    { token: owner.token },
  );
  if (!response.data?.createListing) throw new Error(JSON.stringify(response.errors));
  return response.data.createListing;
}

/** An approved listing owned by `owner`, whatever their type (created by an admin, then handed over). */
export async function approvedListingOf(api: TestApi, owner: CreatedUser): Promise<ListingResult> {
  const admin = await api.factories.user({ userType: 'ADMIN' });
  const listing = await createListingAs(api, admin);
  await api.deps.db
    .update(listings)
    .set({ ownerId: owner.user.id, isapproved: true })
    .where(eq(listings.id, listing.id));
  return listing;
}

/** Whether the bytes of a file are still stored. */
export function isStored(api: TestApi, fileId: string, pathType: FilePathType = 'LISTING_PICTURE'): boolean {
  return fs.existsSync(path.join(api.uploadsDir, `${pathType.toLowerCase()}/${fileId}.jpg`));
}
