import { describe, expect, it } from 'vitest';
import type { WizardListingFieldsFragment } from '../../../../gql/graphql';
import { newUnitValues, UNIT_FIELDS } from './new-unit';
import { validateStep } from './step-validation';
import { EMPTY_VALUES } from './wizard-values';

const listing = {
  id: 'l1',
  title: 'King Tower',
  description: 'Bright building',
  propertyType: 'CONDO',
  role: 'LANDLORD_OWNER',
  region: 'ON',
  buildingConstructionYear: '2001',
  totalUnitsInBuilding: 120,
  storiesInBuilding: 30,
  basement: false,
  moveInBonuses: null,
  user: { id: 'owner' },
  location: {
    address: '100 King St W, Toronto, ON',
    lat: 43.65,
    lng: -79.38,
    city: { id: '11111111-1111-4111-8111-111111111111', name: 'Toronto', province: 'ON' },
    neighbourHood: null,
    tags: { closeToTransit: true },
  },
  utilities: { heating: true },
  amenities: { gym: true },
  pets: { cat: true },
  tenantRequirements: null,
  pictures: [
    { id: 'p1', fileId: '22222222-2222-4222-8222-222222222222', url: '/p1', filename: 'p1.png', order: 0 },
  ],
  units: [
    {
      id: 'u1',
      title: 'Suite 1',
      number: '101',
      den: true,
      available: true,
      startDateAvailability: '2026-09-01',
      unitSize: 700,
      bedrooms: 'ONE_BEDROOM',
      bathrooms: 1,
      monthlyPrice: 2000,
      deposit: 2000,
      contactForPricing: false,
      furnished: true,
      parking: 'NONE',
      parkingSpots: 0,
      leaseTerm: 12,
      storage: 'NOT_AVAILABLE',
      maintenance: true,
      smokeAlarm: true,
      unitAmenities: { balcony: true },
      unitAppliances: { fridge: true },
      floorplan: null,
    },
  ],
} as unknown as WizardListingFieldsFragment;

describe('newUnitValues', () => {
  it('keeps the building as stored and starts an empty unit', () => {
    const values = newUnitValues(listing);
    for (const field of UNIT_FIELDS) expect(values[field]).toEqual(EMPTY_VALUES[field]);
    expect(values).toMatchObject({
      title: 'King Tower',
      description: 'Bright building',
      amenities: ['gym'],
      address: { cityId: '11111111-1111-4111-8111-111111111111' },
    });
    expect(values.pictures).toHaveLength(1);
  });

  it('lists every unit field of pages 3 to 5 but not the building description', () => {
    expect(UNIT_FIELDS).toContain('unitTitle');
    expect(UNIT_FIELDS).toContain('smokeAlarm');
    expect(UNIT_FIELDS).toContain('unitPictures');
    expect(UNIT_FIELDS).not.toContain('description');
    expect(UNIT_FIELDS).not.toContain('title');
  });

  it('validates the new unit like a first unit: required fields on page 3', () => {
    const errors = validateStep(3, newUnitValues(listing));
    expect(errors.unitTitle?.message).toBe('required');
    expect(errors.monthlyPrice?.message).toBe('required');
    expect(validateStep(4, newUnitValues(listing)).storage?.message).toBe('questionRequired');
  });
});
