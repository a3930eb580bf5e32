import { describe, expect, it } from 'vitest';
import {
  addsPictures,
  changesWhatRentersRead,
  editNeedsReview,
  relistNeedsReview,
  reviewedChanges,
} from './edit-review';

const landlord = { userType: 'LANDLORD' as const };
const approved = { isapproved: true };
/** An edit that changed one path from `before` to `after`. */
const edit = (path: string, before: unknown = 'old', after: unknown = 'new') => ({
  before: { [path]: before },
  after: { [path]: after },
});

describe('which edits go back to review (issue 14)', () => {
  it.each([
    ['title'],
    ['description'],
    ['location.address'],
    ['unit.title'],
    ['unit.monthlyPrice'],
    ['unit.deposit'],
    ['units'],
  ])("an owner's change of %s sends an approved listing back to review", (path) => {
    expect(editNeedsReview(landlord, approved, edit(path))).toBe(true);
  });

  it.each([['lockbox'], ['extraInfo'], ['commission'], ['amenityGym'], ['unit.parkingSpots'], ['role']])(
    'a change of %s alone keeps the approval',
    (path) => {
      expect(editNeedsReview(landlord, approved, edit(path))).toBe(false);
    },
  );

  it('reviews new pictures, not a new order or a removal', () => {
    expect(editNeedsReview(landlord, approved, edit('pictures', ['a', 'b'], ['a', 'b', 'c']))).toBe(true);
    expect(editNeedsReview(landlord, approved, edit('unit.pictures', [], ['c']))).toBe(true);
    expect(editNeedsReview(landlord, approved, edit('unit.floorplan', 'a', 'b'))).toBe(true);
    expect(editNeedsReview(landlord, approved, edit('pictures', ['a', 'b'], ['b', 'a']))).toBe(false);
    expect(editNeedsReview(landlord, approved, edit('pictures', ['a', 'b'], ['a']))).toBe(false);
    expect(editNeedsReview(landlord, approved, edit('unit.floorplan', 'a', null))).toBe(false);
  });

  it('keeps the approval of admin and sub-admin edits (spec/03 §6)', () => {
    expect(editNeedsReview({ userType: 'ADMIN' }, approved, edit('title'))).toBe(false);
    expect(editNeedsReview({ userType: 'SUB_ADMIN' }, approved, edit('unit.monthlyPrice', 1900, 2100))).toBe(
      false,
    );
  });

  it('leaves a listing awaiting review as it is, and an edit that changed nothing', () => {
    expect(editNeedsReview(landlord, { isapproved: false }, edit('title'))).toBe(false);
    expect(editNeedsReview(landlord, approved, { before: {}, after: {} })).toBe(false);
  });

  it('names the reviewed changes among others', () => {
    const changes = {
      before: { lockbox: '1', title: 'A', 'unit.leaseTerm': 12, 'unit.monthlyPrice': 1900 },
      after: { lockbox: '2', title: 'B', 'unit.leaseTerm': 6, 'unit.monthlyPrice': 2100 },
    };
    expect(reviewedChanges(changes)).toEqual(['title', 'unit.monthlyPrice']);
  });
});

it('addsPictures is true only when a picture is new', () => {
  expect(addsPictures(['a', 'b'], ['a', 'b', 'c'])).toBe(true);
  expect(addsPictures(['a', 'b'], ['b', 'a'])).toBe(false);
  expect(addsPictures(['a', 'b'], ['a'])).toBe(false);
  expect(addsPictures(['a'], ['c'])).toBe(true);
});

describe('relistNeedsReview', () => {
  it('keeps the approval when the owner re-lists a listing they marked rented', () => {
    expect(relistNeedsReview(landlord, { isapproved: true, availablityStatus: null })).toBe(false);
  });

  it('sends an owner re-listing a listing staff made unavailable to review', () => {
    expect(relistNeedsReview(landlord, { isapproved: true, availablityStatus: 'OTHER' })).toBe(true);
  });

  it('never for staff, nor for a listing already awaiting review', () => {
    const hiddenByStaff = { isapproved: true, availablityStatus: 'OTHER' };
    expect(relistNeedsReview({ userType: 'ADMIN' }, hiddenByStaff)).toBe(false);
    expect(relistNeedsReview(landlord, { ...hiddenByStaff, isapproved: false })).toBe(false);
  });
});

describe('changesWhatRentersRead', () => {
  it('counts the texts, pictures, place, building facts and units renters read', () => {
    for (const path of [
      'title',
      'pictures',
      'location.address',
      'unit.monthlyPrice',
      'unit.available',
      'amenityGym',
      'petCats',
      'propertyType',
    ]) {
      expect(changesWhatRentersRead([path]), path).toBe(true);
    }
  });

  it('leaves out private answers, proofs, plans and bookkeeping', () => {
    expect(
      changesWhatRentersRead([
        'lockbox',
        'commission',
        'extraInfo',
        'ownershipProof',
        'planIds',
        'planId',
        'isapproved',
        'petition',
      ]),
    ).toBe(false);
    expect(changesWhatRentersRead([])).toBe(false);
  });
});
