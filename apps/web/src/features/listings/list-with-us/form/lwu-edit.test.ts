import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES } from '../../wizard/form/wizard-values';
import {
  draftOfListing,
  editedUnitIds,
  ownerPatch,
  placeOfEditPath,
  planPatch,
  unitStepPatch,
  type ListWithUsListing,
} from './lwu-edit';

const CITY = '11111111-1111-4111-8111-111111111111';

const unitOf = (id: string, title: string, monthlyPrice: number) => ({
  id,
  title,
  number: null,
  den: false,
  available: true,
  startDateAvailability: null,
  unitSize: 700,
  bedrooms: 'ONE_BEDROOM' as const,
  bathrooms: 1,
  monthlyPrice,
  deposit: 1000,
  contactForPricing: false,
  furnished: false,
  parking: 'NONE' as const,
  parkingSpots: null,
  leaseTerm: 12,
  storage: 'OTHER' as const,
  maintenance: true,
  smokeAlarm: null,
  unitAmenities: null,
  unitAppliances: null,
  floorplan: null,
});

const listing = {
  id: 'l1',
  title: 'Yonge Tower',
  isapproved: true,
  description: 'Bright.',
  propertyType: 'CONDO',
  role: 'OWNER',
  region: 'ON',
  buildingConstructionYear: null,
  totalUnitsInBuilding: 4,
  storiesInBuilding: null,
  basement: false,
  moveInBonuses: null,
  user: { id: 'u1' },
  location: {
    address: '1 Yonge St, Toronto',
    lat: 43.6,
    lng: -79.3,
    city: { id: CITY, name: 'Toronto', province: 'ON' },
    neighbourHood: null,
    tags: null,
  },
  utilities: null,
  amenities: null,
  pets: null,
  tenantRequirements: null,
  pictures: [],
  units: [
    unitOf('a', 'Suite A', 2000),
    unitOf('b', 'Suite B', 2100),
    unitOf('c', 'Suite C', 2200),
    unitOf('d', 'Suite D', 2300),
  ],
  planIds: [5, 3],
  advertiseUnit: true,
  existingUrl: null,
  advertiseDuration: null,
  currentlyTenanted: false,
  minimumRentalPrice: 1900,
  extraInfo: 'Call first',
  showingUnit: null,
  customiseLease: null,
  propertyRealtor: null,
  commission: null,
  partnershipStatus: null,
  spousePartner: null,
  lockbox: null,
} as unknown as ListWithUsListing;

describe('draftOfListing', () => {
  it('fills the building, the first three units, the plans and the owner answers', () => {
    const draft = draftOfListing(listing, '416-555-0100');
    expect(draft.step).toBe(1);
    expect(draft.unitCount).toBe(3);
    expect(draft.building).toMatchObject({
      title: 'Yonge Tower',
      unitTitle: 'Suite A',
      monthlyPrice: '2000',
    });
    expect(draft.extraUnits.map((u) => u.unitTitle)).toEqual(['Suite B', 'Suite C']);
    expect(draft.extras).toMatchObject({
      phone: '416-555-0100',
      planIds: [5, 3],
      advertiseUnit: 'yes',
      currentlyTenanted: 'no',
      customiseLease: '',
      minimumRentalPrice: '1900',
      extraInfo: 'Call first',
      lockbox: '',
      signature: null,
    });
  });

  it('leaves the forms of units the listing lacks empty', () => {
    const draft = draftOfListing({ ...listing, units: listing.units.slice(0, 1), planIds: null });
    expect(draft.unitCount).toBe(1);
    expect(draft.extraUnits).toEqual([EMPTY_VALUES, EMPTY_VALUES]);
    expect(draft.extras.planIds).toEqual([]);
  });
});

describe('edit patches', () => {
  it('edits the first three units only', () => {
    expect(editedUnitIds(listing)).toEqual(['a', 'b', 'c']);
  });

  it("saves a unit's step as one unit patch, without the building's description", () => {
    const values = { ...draftOfListing(listing).extraUnits[0], monthlyPrice: '2500', description: 'Other' };
    const patch = unitStepPatch(values, 'b');
    expect(Object.keys(patch)).toEqual(['unit']);
    expect(patch.unit).toMatchObject({
      id: 'b',
      title: 'Suite B',
      monthlyPrice: 2500,
      leaseTerm: 12,
      maintenance: true,
    });
    expect(patch.unit).toHaveProperty('unitAmenities');
  });

  it('saves the plans only when the choice changed', () => {
    expect(planPatch([5, 3], [3, 5])).toBeNull();
    expect(planPatch([5], [4])).toEqual({ planIds: [4] });
    expect(planPatch([], [5])).toEqual({ planIds: [5] });
  });

  it('saves the owner answers, unanswered ones as null', () => {
    const patch = ownerPatch(draftOfListing(listing).extras);
    expect(patch).toMatchObject({
      advertiseUnit: true,
      currentlyTenanted: false,
      customiseLease: null,
      minimumRentalPrice: 1900,
    });
    expect(patch).not.toHaveProperty('signature');
  });

  it("places the server's issues on the step that was saved", () => {
    expect(placeOfEditPath('title', 0)).toEqual({ step: 1, form: 'unit', unit: 0, field: 'title' });
    expect(placeOfEditPath('unit.monthlyPrice', 1)).toEqual({
      step: 4,
      form: 'unit',
      unit: 1,
      field: 'monthlyPrice',
    });
    expect(placeOfEditPath('lockbox', 0)).toEqual({ step: 7, form: 'extras', field: 'lockbox' });
    expect(placeOfEditPath('planIds', 0)).toMatchObject({ step: 6, field: 'planIds' });
    expect(placeOfEditPath('nothing', 0)).toBeNull();
  });
});
