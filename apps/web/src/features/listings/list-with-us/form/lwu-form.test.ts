import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, type WizardValues } from '../../wizard/form/wizard-values';
import { localKeysOf, parseDraft, serializeDraft } from './draft-storage';
import { toListWithUsInput } from './lwu-payload';
import { validateBuildingStep, validateExtras, validateUnit } from './lwu-validation';
import { EMPTY_EXTRAS, emptyDraft, type ListWithUsDraft } from './lwu-values';
import { offeredIds, chosenPlanLines, type PlanSummary } from './plan-summary';
import { withPreselectedPlan } from './preselect-plan';
import { placeOfServerPath } from './server-errors';

const CITY = '11111111-1111-4111-8111-111111111111';
const FILE = '22222222-2222-4222-8222-222222222222';

const unit: Partial<WizardValues> = {
  unitTitle: 'Suite 1',
  bedrooms: 'ONE_BEDROOM',
  bathrooms: '1',
  unitSize: '700',
  monthlyPrice: '2000',
  deposit: '2000',
  parking: 'NONE',
  storage: 'OTHER',
  maintenance: 'yes',
  smokeAlarm: 'yes',
};

const building: WizardValues = {
  ...EMPTY_VALUES,
  ...unit,
  role: 'SUB_LESSOR',
  propertyType: 'CONDO',
  address: {
    address: '1 Yonge St, Toronto',
    label: '1 Yonge St',
    city: 'Toronto',
    region: 'ON',
    lat: 43.6,
    lng: -79.3,
  },
  title: 'Yonge Tower',
  pictures: [{ key: 'k', localKey: 'lwu-1', url: 'blob:x', name: 'a.jpg', status: 'done', progress: 100 }],
};

const draft: ListWithUsDraft = {
  step: 7,
  unitCount: 2,
  building,
  extraUnits: [
    { ...EMPTY_VALUES, ...unit, unitTitle: 'Suite 2' },
    { ...EMPTY_VALUES, unitTitle: 'never chosen' },
  ],
  extras: {
    ...EMPTY_EXTRAS,
    phone: '416 555 0199',
    planIds: [6],
    advertiseUnit: 'yes',
    lockbox: 'Code at the desk',
    minimumRentalPrice: '1900',
    signature: { localKey: 'lwu-sig', name: 'signature.png', mimeType: 'image/png' },
  },
};

describe('list-with-us validation', () => {
  it('counts a kept picture and requires the poster type', () => {
    expect(validateBuildingStep(2, building)).toEqual({});
    expect(validateBuildingStep(2, { ...building, pictures: [] }).pictures?.message).toBe('picturesRequired');
    expect(validateBuildingStep(1, { ...building, role: '' }).role?.message).toBe('required');
    expect(validateBuildingStep(1, building)).toEqual({});
  });

  it("checks a unit's three pages together", () => {
    const errors = validateUnit({ ...EMPTY_VALUES, unitTitle: 'x' });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['bedrooms', 'parking', 'maintenance']));
    expect(validateUnit(draft.extraUnits[0])).toEqual({});
  });

  it('requires a Canadian phone on step 1 and a signature on step 7', () => {
    expect(validateExtras(1, EMPTY_EXTRAS).phone?.message).toBe('required');
    expect(validateExtras(1, { ...EMPTY_EXTRAS, phone: '12' }).phone?.message).toBe('phone');
    expect(validateExtras(1, draft.extras)).toEqual({});
    expect(validateExtras(7, { ...draft.extras, signature: null }).signature?.message).toBe('required');
    expect(validateExtras(7, { ...draft.extras, existingUrl: 'not a url' }).existingUrl?.message).toBe('url');
    expect(validateExtras(7, draft.extras)).toEqual({});
  });
});

describe('createListWithUs input', () => {
  it('sends the chosen units only, the owner answers and the uploaded documents', () => {
    const uploaded = {
      ...draft,
      building: { ...building, pictures: [{ ...building.pictures[0]!, fileId: FILE }] },
    };
    const input = toListWithUsInput(
      uploaded,
      { cityId: CITY },
      { govtProof: null, ownershipProof: null, signatureFile: FILE },
    );
    expect(input.role).toBe('SUB_LESSOR');
    expect(input.planIds).toEqual([6]);
    expect(input.units.map((u) => u.title)).toEqual(['Suite 1', 'Suite 2']);
    expect(input.listing).toMatchObject({
      title: 'Yonge Tower',
      pictures: [FILE],
      advertiseUnit: true,
      currentlyTenanted: null,
      lockbox: 'Code at the desk',
      minimumRentalPrice: 1900,
      signatureFile: FILE,
      location: { cityId: CITY },
    });
    expect(input.listing).not.toHaveProperty('unit');
    expect(input.listing).not.toHaveProperty('createdFrom');
    expect(input.listing).not.toHaveProperty('role');
    expect(input.listing).not.toHaveProperty('region');
    // The drawn signature goes as its file, never in the typed `signature` text.
    expect(input.listing).not.toHaveProperty('signature');
  });
});

describe('the draft kept on the device', () => {
  it('comes back as it was saved, without pictures still being kept', () => {
    const saving = {
      ...draft,
      building: {
        ...building,
        pictures: [
          ...building.pictures,
          { key: 'u', url: 'blob:u', name: 'u', status: 'uploading' as const, progress: 10 },
        ],
      },
    };
    expect(parseDraft(serializeDraft(saving))).toEqual(draft);
    expect(localKeysOf(draft).sort()).toEqual(['lwu-1', 'lwu-sig']);
  });

  it('starts empty from nothing or from something unreadable, and fills in missing fields', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{oops')).toBeNull();
    expect(parseDraft('[]')).toBeNull();
    const partial = parseDraft(JSON.stringify({ step: 42, unitCount: 9, building: { title: 'T' } }));
    expect(partial).toMatchObject({ step: 1, unitCount: 3, building: { ...EMPTY_VALUES, title: 'T' } });
    expect(partial?.extras).toEqual(EMPTY_EXTRAS);
  });
});

describe('plans of the wizard', () => {
  const plans: PlanSummary[] = [
    { id: 5, planGroup: 2, priceCents: 0, unit: 'LISTING', position: 1, nameEn: 'Basic', nameFr: 'De base' },
    { id: 6, planGroup: 2, priceCents: 72500, unit: 'UNIT', position: 2, nameEn: 'Leads', nameFr: 'Pistes' },
  ];

  it('preselects the plan from /services only on an empty choice, and lets go of plans not offered', () => {
    expect(withPreselectedPlan(emptyDraft(), '6').extras.planIds).toEqual([6]);
    expect(withPreselectedPlan(emptyDraft(), 'abc').extras.planIds).toEqual([]);
    expect(withPreselectedPlan(draft, '5').extras.planIds).toEqual([6]);
    expect(offeredIds(plans, [3, 6])).toEqual([6]);
  });

  it('lists the chosen plans with their prices in the language', () => {
    expect(chosenPlanLines(plans, [6], 'en')).toEqual([{ id: 6, name: 'Leads', price: '$725 per unit' }]);
    expect(chosenPlanLines(plans, [5], 'fr')).toEqual([{ id: 5, name: 'De base', price: 'Gratuit' }]);
  });
});

describe("the server's field errors", () => {
  it('bring back the step holding the field', () => {
    expect(placeOfServerPath('phone')).toEqual({ step: 1, form: 'extras', field: 'phone' });
    expect(placeOfServerPath('listing.title')).toEqual({ step: 1, form: 'unit', unit: 0, field: 'title' });
    expect(placeOfServerPath('listing.pictures')).toMatchObject({ step: 2, field: 'pictures' });
    expect(placeOfServerPath('listing.lockbox')).toEqual({ step: 7, form: 'extras', field: 'lockbox' });
    expect(placeOfServerPath('units.1.bedrooms')).toEqual({
      step: 4,
      form: 'unit',
      unit: 1,
      field: 'bedrooms',
    });
    expect(placeOfServerPath('units.0.title')).toMatchObject({ step: 3, field: 'unitTitle' });
    expect(placeOfServerPath('planIds')).toMatchObject({ step: 6 });
    expect(placeOfServerPath('somethingElse')).toBeNull();
  });
});

describe('validateExtras in edit mode', () => {
  it('asks for no signature when the documents stay as stored', () => {
    const answers = { ...EMPTY_EXTRAS, signature: null };
    expect(validateExtras(7, answers)).toHaveProperty('signature');
    expect(validateExtras(7, answers, { documents: false })).not.toHaveProperty('signature');
  });
});
