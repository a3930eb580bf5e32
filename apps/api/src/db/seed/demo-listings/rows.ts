import { randomUUID } from 'node:crypto';
import { FILE_KIND_LIMITS } from '@rentals/domain/files/limits';
import {
  createListingSchema,
  createUnitSchema,
  type CreateListingInput,
  type CreateUnitInput,
} from '@rentals/domain/listings/schemas';
import { storageKey } from '../../../modules/files/file-kinds';
import { buildingColumns, locationColumns, unitColumns } from '../../../modules/listings/listing-columns';
import type { fileObjects } from '../../schema/files';
import type { listingLocations, listings, pictures, units } from '../../schema/listings';
import { createListingInput, PREMIUM_DAYS, type DemoListing, type DemoPicture } from './facts';

/*
 * Table rows of a generated listing, shared by the demo seed and the search benchmark: the input
 * is checked with createListingSchema like createListing does, then mapped to columns by the same
 * listing-columns functions, so generated rows are rows the API could have written.
 */

export type FileRow = typeof fileObjects.$inferInsert;
export interface DemoListingRows {
  listing: typeof listings.$inferInsert;
  location: typeof listingLocations.$inferInsert;
  units: (typeof units.$inferInsert)[];
  pictures: (typeof pictures.$inferInsert)[];
  files: FileRow[];
}

/** The premium name a boost gives a listing (spec/01 §4, Boosting). */
export const BOOST_NAME = 'Listing boosts';
const DAY_MS = 86_400_000;

/** The stored file of one picture (its bytes are the caller's business). */
export interface PictureFile {
  size: number;
  width: number;
  height: number;
}

/**
 * The rows of `listing` for an owner, city and neighbourhood, created `listing.ageMinutes` before
 * `now`. `fileOf` tells the size of each picture's stored file; ids are new UUIDs. `validate: false`
 * skips the schema check for bulk loads (facts.test.ts checks that generated input passes it).
 */
export function demoListingRows(
  listing: DemoListing,
  refs: { ownerId: string; cityId: string; neighbourhoodId: string | null; now: Date },
  fileOf: (picture: DemoPicture) => PictureFile,
  { validate = true } = {},
): DemoListingRows {
  const slug = listing.building.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const files: FileRow[] = [];
  const file = (picture: DemoPicture): string => {
    const id = randomUUID();
    files.push({
      id,
      ownerId: refs.ownerId,
      pathType: 'LISTING_PICTURE',
      storageKey: storageKey('LISTING_PICTURE', id, 'image/jpeg'),
      filename: `${slug}-${files.length + 1}.jpg`,
      mimeType: 'image/jpeg',
      isPrivate: FILE_KIND_LIMITS.LISTING_PICTURE.isPrivate,
      ...fileOf(picture),
    });
    return id;
  };
  const generated = createListingInput(listing, {
    cityId: refs.cityId,
    neighbourhoodId: refs.neighbourhoodId,
    pictureIds: listing.pictures.building.map(file),
    unitPictureIds: listing.pictures.units.map((u) => u.map(file)),
  });
  // Generated input is already in the parsed shape (trimmed, prices cleared for contact-for-pricing).
  const input = validate
    ? createListingSchema.parse(generated.listing)
    : (generated.listing as CreateListingInput);
  const unitInputs = [
    input.unit,
    ...generated.moreUnits.map((u) => (validate ? createUnitSchema.parse(u) : (u as CreateUnitInput))),
  ];

  const id = randomUUID();
  const createdAt = new Date(refs.now.getTime() - listing.ageMinutes * 60_000);
  const premiumStart = listing.premium
    ? new Date(refs.now.getTime() - listing.premium.startedDaysAgo * DAY_MS)
    : null;
  const rows: DemoListingRows = {
    listing: {
      ...buildingColumns(input),
      id,
      title: input.title,
      propertyType: input.propertyType ?? 'OTHER',
      createdFrom: input.createdFrom ?? 'LISTING',
      ownerId: refs.ownerId,
      updatedById: refs.ownerId,
      isapproved: listing.status !== 'PENDING',
      postedAt: listing.status !== 'PENDING' ? createdAt : null,
      availabilityConfirmedAt: listing.status !== 'PENDING' ? createdAt : null,
      isHidden: listing.status === 'RENTED',
      seen: listing.status !== 'PENDING',
      isPremium: !!listing.premium,
      premiumName: listing.premium ? BOOST_NAME : null,
      premiumStart,
      premiumEnd: premiumStart ? new Date(premiumStart.getTime() + PREMIUM_DAYS * DAY_MS) : null,
      createdAt,
      updatedAt: createdAt,
    },
    location: { ...locationColumns(input.location), listingId: id },
    units: [],
    pictures: input.pictures.map((fileId, order) => ({ listingId: id, fileId, order, createdAt })),
    files,
  };
  unitInputs.forEach((unit, i) => {
    const unitId = randomUUID();
    // A second apart, so the units keep their order (units are read oldest first).
    const unitCreatedAt = new Date(createdAt.getTime() + i * 1000);
    rows.units.push({
      ...unitColumns(unit),
      id: unitId,
      listingId: id,
      title: unit.title,
      bedrooms: unit.bedrooms,
      bathrooms: unit.bathrooms,
      createdAt: unitCreatedAt,
      updatedAt: unitCreatedAt,
    });
    (unit.pictures ?? []).forEach((fileId, order) =>
      rows.pictures.push({ listingId: id, unitId, fileId, order, createdAt: unitCreatedAt }),
    );
  });
  return rows;
}
