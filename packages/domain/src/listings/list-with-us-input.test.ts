import { describe, expect, it } from 'vitest';
import { fieldLabelFor } from '../i18n/field-labels';
import { listWithUsInputSchema, updateUserTypeListWithUsSchema } from './list-with-us-input';

const CITY = '7c0e1a52-3f5b-4d8e-9a61-2b7c4d9e0f11';
const PICTURE = '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b';

const unit = (title = 'Unit 1') => ({
  title,
  unitSize: 600,
  bedrooms: 'ONE_BEDROOM',
  bathrooms: 1,
  monthlyPrice: 1800,
  deposit: 1800,
  parking: 'NONE',
  storage: 'NOT_AVAILABLE',
  maintenance: true,
  smokeAlarm: false,
});

const valid = (overrides: Record<string, unknown> = {}) => ({
  role: 'LANDLORD_OWNER',
  phone: '(416) 555-0199',
  planIds: [5],
  listing: {
    title: 'Maple Court',
    location: { address: '1 King St W, Toronto', lat: 43.6, lng: -79.4, cityId: CITY },
    pictures: [PICTURE],
    currentlyTenanted: false,
    signature: 'A. Owner',
  },
  units: [unit()],
  ...overrides,
});

/** The failing paths and message keys of a parse. */
function issues(input: unknown) {
  const result = listWithUsInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('listWithUsInputSchema', () => {
  it('accepts the wizard payload and keeps the phone as its ten digits', () => {
    const parsed = listWithUsInputSchema.parse(valid({ units: [unit('A'), unit('B'), unit('C')] }));
    expect(parsed.phone).toBe('4165550199');
    expect(parsed.units.map((u) => u.title)).toEqual(['A', 'B', 'C']);
    expect(parsed.listing.signature).toBe('A. Owner');
  });

  it('requires the role, the phone, a plan and a unit', () => {
    expect(
      issues(valid({ role: undefined, phone: undefined, planIds: undefined, units: undefined })),
    ).toEqual([
      ['role', 'required'],
      ['phone', 'required'],
      ['planIds', 'required'],
      ['units', 'required'],
    ]);
    expect(issues(valid({ phone: '  ', planIds: [], units: [] }))).toEqual([
      ['phone', 'required'],
      ['planIds', 'required'],
      ['units', 'required'],
    ]);
  });

  it('refuses an unknown role and a phone outside Canada', () => {
    expect(issues(valid({ role: 'OWNER' }))).toEqual([['role', 'invalidChoice']]);
    expect(issues(valid({ phone: '+44 20 7946 0958' }))).toEqual([['phone', 'phone']]);
  });

  it('takes at most four whole plan ids and three units', () => {
    expect(issues(valid({ planIds: [3, 5, 7, 8, 9] }))).toEqual([['planIds', 'max']]);
    expect(issues(valid({ planIds: [5.5] }))).toEqual([['planIds.0', 'invalid']]);
    expect(issues(valid({ units: [unit(), unit(), unit(), unit()] }))).toEqual([['units', 'max']]);
  });

  it('checks each unit and the building as createListing does', () => {
    expect(issues(valid({ units: [unit(), { ...unit(), title: ' ', deposit: null }] }))).toEqual([
      ['units.1.title', 'required'],
      ['units.1.deposit', 'required'],
    ]);
    const listing = {
      ...valid().listing,
      pictures: [],
      location: { ...valid().listing.location, cityId: 'x' },
    };
    expect(issues(valid({ listing }))).toEqual([
      ['listing.location.cityId', 'invalid'],
      ['listing.pictures', 'picturesRequired'],
    ]);
  });

  it('takes neither the role nor the region from the building', () => {
    const parsed = listWithUsInputSchema.parse(
      valid({ listing: { ...valid().listing, role: 'SUB_LESSOR', region: 'QC' } }),
    );
    expect(parsed.listing).not.toHaveProperty('role');
    expect(parsed.listing).not.toHaveProperty('region');
  });

  it('names the fields its errors are about', () => {
    expect(fieldLabelFor(listWithUsInputSchema, 'units.0.title')?.en).toBe('Title');
    expect(fieldLabelFor(listWithUsInputSchema, 'units.2.monthlyPrice')?.fr).toBe('Loyer mensuel');
    expect(fieldLabelFor(listWithUsInputSchema, 'listing.location.address')?.en).toBe('Address');
    expect(fieldLabelFor(listWithUsInputSchema, 'listing.govtProof')?.en).toBe('Government proof');
    expect(fieldLabelFor(listWithUsInputSchema, 'phone')?.fr).toBe('Téléphone');
    expect(fieldLabelFor(listWithUsInputSchema, 'planIds.1')?.en).toBe('Plans');
    expect(fieldLabelFor(listWithUsInputSchema, 'role')?.en).toBe('Poster type');
  });
});

describe('updateUserTypeListWithUsSchema', () => {
  it('takes a poster role', () => {
    expect(updateUserTypeListWithUsSchema.parse({ role: 'SUB_LESSOR' })).toEqual({ role: 'SUB_LESSOR' });
    expect(updateUserTypeListWithUsSchema.safeParse({ role: 'RENTER' }).success).toBe(false);
  });
});
