import { describe, expect, it } from 'vitest';
import {
  formFieldOfPath,
  stepOfField,
  toCreateInput,
  toCreateUnitInput,
  toDescriptionFacts,
  toPagePatch,
} from './payload';
import { validateStep } from './step-validation';
import { EMPTY_VALUES, type WizardValues } from './wizard-values';

const CITY = '11111111-1111-4111-8111-111111111111';

const filled: WizardValues = {
  ...EMPTY_VALUES,
  role: 'LANDLORD_OWNER',
  propertyType: 'CONDO',
  address: {
    address: '100 King St W, Toronto, ON',
    label: '100 King St W, Toronto, ON',
    city: 'Toronto',
    region: 'ON',
    lat: 43.65,
    lng: -79.38,
    neighbourhood: 'Financial District',
    cityId: CITY,
  },
  title: 'King Tower',
  totalUnitsInBuilding: '120',
  storiesInBuilding: '30',
  buildingConstructionYear: '2001',
  amenities: ['gym'],
  utilities: ['airConditioning'],
  tags: ['closeToTransit'],
  pets: ['cat'],
  pictures: [
    {
      key: 'a',
      fileId: '22222222-2222-4222-8222-222222222222',
      url: '/files/a',
      name: 'a',
      status: 'done',
      progress: 100,
    },
    { key: 'b', url: 'blob:b', name: 'b', status: 'error', progress: 0, error: 'x' },
  ],
  unitTitle: 'Unit 1201',
  bedrooms: 'TWO_BEDROOMS',
  bathrooms: '1.5',
  unitSize: '850',
  monthlyPrice: '2450.5',
  deposit: '500',
  parking: 'GARAGE',
  storage: 'OTHER',
  maintenance: 'yes',
  smokeAlarm: 'no',
  leaseTerm: '12',
};

describe('toCreateInput', () => {
  it('maps the form onto createListing with the first unit and every flag', () => {
    const input = toCreateInput(filled, { cityId: CITY, neighbourhoodId: null });
    expect(input).toMatchObject({
      title: 'King Tower',
      propertyType: 'CONDO',
      role: 'LANDLORD_OWNER',
      region: 'ON',
      totalUnitsInBuilding: 120,
      buildingConstructionYear: '2001',
      createdFrom: 'LISTING',
      pictures: ['22222222-2222-4222-8222-222222222222'],
      location: { address: '100 King St W, Toronto, ON', cityId: CITY, lat: 43.65 },
      unit: {
        title: 'Unit 1201',
        bathrooms: 1.5,
        unitSize: 850,
        monthlyPrice: 2450.5,
        deposit: 500,
        maintenance: true,
        smokeAlarm: false,
        leaseTerm: 12,
        parkingSpots: null,
      },
    });
    expect(input.amenities).toMatchObject({ gym: true, sauna: false });
    expect(input.pets).toEqual({ cat: true, dog: false, other: false, none: false });
    expect(input.location?.tags).toMatchObject({ closeToTransit: true, nightlife: false });
  });

  it('clears price and deposit with Contact for Pricing', () => {
    const input = toCreateInput({ ...filled, contactForPricing: true }, { cityId: CITY });
    expect(input.unit).toMatchObject({ contactForPricing: true, monthlyPrice: null, deposit: null });
  });
});

describe('toCreateUnitInput', () => {
  it('sends the unit of pages 3 to 5 with its own uploaded pictures, nothing of the building', () => {
    const unitPicture = { ...filled.pictures[0]!, key: 'u', fileId: '33333333-3333-4333-8333-333333333333' };
    const input = toCreateUnitInput({ ...filled, unitPictures: [unitPicture, filled.pictures[1]!] });
    expect(input).toMatchObject({
      title: 'Unit 1201',
      bedrooms: 'TWO_BEDROOMS',
      bathrooms: 1.5,
      monthlyPrice: 2450.5,
      parking: 'GARAGE',
      maintenance: true,
      floorplan: null,
      pictures: ['33333333-3333-4333-8333-333333333333'],
    });
    expect(input.unitAppliances).toMatchObject({ fridge: false });
    expect(input).not.toHaveProperty('description');
    expect(input).not.toHaveProperty('location');
  });

  it('clears price and deposit with Contact for Pricing', () => {
    expect(toCreateUnitInput({ ...filled, contactForPricing: true })).toMatchObject({
      contactForPricing: true,
      monthlyPrice: null,
      deposit: null,
    });
  });
});

describe('toPagePatch', () => {
  it('sends only the page fields, the unit ones with its id', () => {
    expect(Object.keys(toPagePatch(1, filled, { cityId: CITY }, 'u1')).sort()).toEqual(
      [
        'buildingConstructionYear',
        'location',
        'propertyType',
        'region',
        'role',
        'storiesInBuilding',
        'title',
        'totalUnitsInBuilding',
      ].sort(),
    );
    expect(toPagePatch(4, filled, { cityId: CITY }, 'u1')).toEqual({
      unit: {
        id: 'u1',
        number: null,
        parking: 'GARAGE',
        leaseTerm: 12,
        parkingSpots: null,
        storage: 'OTHER',
        maintenance: true,
        smokeAlarm: false,
      },
    });
    expect(toPagePatch(2, filled, { cityId: CITY }, 'u1').pictures).toHaveLength(1);
  });
});

describe('validateStep', () => {
  it('accepts a filled form on every page', () => {
    for (const step of [1, 2, 3, 4, 5] as const) expect(validateStep(step, filled)).toEqual({});
  });

  it("reports the page's own missing fields with the shared message keys", () => {
    const errors = validateStep(3, { ...EMPTY_VALUES });
    expect(errors.unitTitle?.message).toBe('required');
    expect(errors.monthlyPrice?.message).toBe('required');
    expect(errors.bedrooms?.message).toBe('required');
    expect(errors.parking).toBeUndefined();
    expect(validateStep(4, { ...EMPTY_VALUES }).storage?.message).toBe('questionRequired');
    expect(validateStep(1, { ...EMPTY_VALUES }).propertyType?.message).toBe('required');
    expect(validateStep(1, { ...EMPTY_VALUES }).address?.message).toBe('required');
    expect(validateStep(2, { ...EMPTY_VALUES }).pictures?.message).toBe('picturesRequired');
  });

  it('keeps the placeholders of range, year and price-limit messages', () => {
    const year = new Date().getFullYear() + 1;
    expect(
      validateStep(1, { ...filled, buildingConstructionYear: String(year) }).buildingConstructionYear,
    ).toMatchObject({
      message: 'yearInFuture',
      types: { year: String(year) },
    });
    expect(validateStep(4, { ...filled, leaseTerm: '121' }).leaseTerm).toMatchObject({
      message: 'max',
      types: { max: '120' },
    });
    expect(validateStep(3, { ...filled, monthlyPrice: '200000.01' }).monthlyPrice?.message).toBe(
      'priceOverLimit',
    );
    expect(validateStep(3, { ...filled, deposit: '.' }).deposit?.message).toBe('amountNumber');
  });

  it('judges every number as typed: a range error for -5, not a number for 1e12', () => {
    const numbers = [
      [1, 'totalUnitsInBuilding', 'min', 'invalid'],
      [1, 'storiesInBuilding', 'min', 'invalid'],
      [3, 'unitSize', 'min', 'invalid'],
      [3, 'monthlyPrice', 'amountMin', 'amountNumber'],
      [3, 'deposit', 'amountMin', 'amountNumber'],
      [4, 'leaseTerm', 'min', 'invalid'],
      [4, 'parkingSpots', 'min', 'invalid'],
    ] as const;
    for (const [step, field, belowRange, notANumber] of numbers) {
      expect(validateStep(step, { ...filled, [field]: '-5' })[field]?.message, field).toBe(belowRange);
      expect(validateStep(step, { ...filled, [field]: '1e12' })[field]?.message, field).toBe(notANumber);
    }
    expect(
      validateStep(1, { ...filled, buildingConstructionYear: '-5' }).buildingConstructionYear,
    ).toBeDefined();
  });

  it('reads grouped thousands everywhere and decimals in amounts only', () => {
    const typed = { ...filled, unitSize: '1 200', monthlyPrice: '1 200,50', deposit: '1,200.50' };
    expect(validateStep(3, typed)).toEqual({});
    expect(toCreateInput(typed, { cityId: CITY }).unit).toMatchObject({
      unitSize: 1200,
      monthlyPrice: 1200.5,
      deposit: 1200.5,
    });
    expect(validateStep(3, { ...filled, unitSize: '1200.50' }).unitSize?.message).toBe('invalid');
    expect(validateStep(3, { ...filled, monthlyPrice: '10.999' }).monthlyPrice?.message).toBe('amountStep');
  });

  it('does not ask for a price with Contact for Pricing', () => {
    expect(validateStep(3, { ...filled, contactForPricing: true, monthlyPrice: '', deposit: '' })).toEqual(
      {},
    );
  });
});

describe('server issue paths', () => {
  it('lands on the form field and its page', () => {
    expect(formFieldOfPath('unit.title')).toBe('unitTitle');
    expect(formFieldOfPath('unit.monthlyPrice')).toBe('monthlyPrice');
    expect(formFieldOfPath('location.cityId')).toBe('address');
    expect(formFieldOfPath('pets.none')).toBe('pets');
    expect(formFieldOfPath('createdFrom')).toBeNull();
    expect(formFieldOfPath('unit.pictures')).toBe('unitPictures');
    expect(stepOfField('parkingSpots')).toBe(4);
    expect(stepOfField('unitPictures')).toBe(5);
  });

  it("reads createUnit's paths as the unit's fields", () => {
    expect(formFieldOfPath('title', true)).toBe('unitTitle');
    expect(formFieldOfPath('deposit', true)).toBe('deposit');
    expect(formFieldOfPath('pictures', true)).toBe('unitPictures');
    expect(formFieldOfPath('title')).toBe('title');
  });
});

it('names utilities and tags for the description service', () => {
  expect(toDescriptionFacts(filled)).toMatchObject({
    utilities: ['AirConditioning'],
    tags: ['CloseToTransit'],
    bedrooms: 'TWO_BEDROOMS',
    monthly_price: 2450.5,
  });
});

it('sends the features the picture scan saw with the description facts, and none when it saw nothing', () => {
  expect(toDescriptionFacts(filled, ['hardwood floors', 'balcony']).features).toEqual([
    'hardwood floors',
    'balcony',
  ]);
  expect(toDescriptionFacts(filled)).not.toHaveProperty('features');
});
