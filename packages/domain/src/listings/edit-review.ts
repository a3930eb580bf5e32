import type { AccessSubject } from '../users/rules';
import { isAutoApproved } from './rules';

/*
 * When an edit of an approved listing goes back to staff review (issue 14). Staff approve what the
 * public reads: an owner's later change to it must not go live unseen. Only admin and sub-admin
 * work is trusted without review (spec/03 §6), so their edits keep the approval.
 */

/**
 * The changes staff review again, as paths of the listing input (field-labels.ts): the text the
 * owner writes and the public reads, the pictures, the place, and the rent. Structured choices
 * (amenities, bedrooms, pets...) and the private owner answers (lockbox, extra information,
 * commission...) change without review. `units` is a unit added to the building.
 */
export const REVIEWED_CHANGES = [
  'title',
  'description',
  'moveInBonuses',
  'developmentCompany',
  'pictures',
  'location.address',
  'location.lat',
  'location.lng',
  'location.cityId',
  'location.neighbourhoodId',
  'unit.title',
  'unit.number',
  'unit.monthlyPrice',
  'unit.deposit',
  'unit.contactForPricing',
  'unit.moveInBonuses',
  'unit.pictures',
  'unit.floorplan',
  'units',
] as const;
export type ReviewedChange = (typeof REVIEWED_CHANGES)[number];

/** Building fields renters read that edits change without review (the flags by their column prefix). */
const PUBLIC_BUILDING_FIELDS = [
  'propertyType',
  'buildingConstructionYear',
  'totalUnitsInBuilding',
  'storiesInBuilding',
  'basement',
] as const;
const PUBLIC_FLAG_PREFIXES = ['utility', 'requires', 'pet', 'amenity', 'appliance'] as const;

const isPublicPath = (path: string) =>
  (REVIEWED_CHANGES as readonly string[]).includes(path) ||
  path.startsWith('unit.') ||
  (PUBLIC_BUILDING_FIELDS as readonly string[]).includes(path) ||
  PUBLIC_FLAG_PREFIXES.some((prefix) => new RegExp(`^${prefix}[A-Z]`).test(path));

/**
 * Whether an edit changed what renters read, by the paths it changed ('title', 'unit.monthlyPrice',
 * 'amenityGym'...). The owner's private answers (lockbox, commission, extra information), proofs,
 * plans and staff bookkeeping do not count.
 */
export function changesWhatRentersRead(paths: readonly string[]): boolean {
  return paths.some(isPublicPath);
}

/** What an edit changed: the changed fields' values before and after, keyed by path. */
export interface FieldChanges {
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
}

/** Paths holding file ids (a list, or one id for the floor plan). */
const PICTURE_PATHS: readonly string[] = ['pictures', 'unit.pictures', 'unit.floorplan'];

const fileIds = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];

/**
 * Whether a new list of pictures shows anything staff have not seen: a picture that was not there.
 * Reordering or removing approved pictures does not.
 */
export function addsPictures(before: readonly string[], after: readonly string[]): boolean {
  return after.some((id) => !before.includes(id));
}

/** The changes of an edit staff review again, in REVIEWED_CHANGES order. */
export function reviewedChanges(changes: FieldChanges): ReviewedChange[] {
  return REVIEWED_CHANGES.filter(
    (path) =>
      Object.hasOwn(changes.after, path) &&
      (!PICTURE_PATHS.includes(path) ||
        addsPictures(fileIds(changes.before[path]), fileIds(changes.after[path]))),
  );
}

/**
 * Whether an edit sends the listing back to review: an approved listing, edited by someone whose
 * work is not auto-approved (its owner), with at least one reviewed change. A listing not approved
 * yet is already awaiting review.
 */
export function editNeedsReview(
  editor: Pick<AccessSubject, 'userType'>,
  listing: { isapproved: boolean },
  changes: FieldChanges,
): boolean {
  return listing.isapproved && !isAutoApproved(editor) && reviewedChanges(changes).length > 0;
}

/**
 * Whether making a hidden listing available again ('Make available again') needs review. Its content
 * is what staff approved, so re-listing a listing its owner marked rented keeps the approval. A
 * listing staff made unavailable ('Mark Listing as Unavailable' stores the reason) was hidden by
 * staff's decision: its owner may ask to re-list it, and staff review that request. Staff re-list
 * without review.
 */
export function relistNeedsReview(
  editor: Pick<AccessSubject, 'userType'>,
  listing: { isapproved: boolean; availablityStatus: string | null },
): boolean {
  return listing.isapproved && !isAutoApproved(editor) && listing.availablityStatus != null;
}
