import { describe, expect, it } from 'vitest';
import {
  EMPTY_REQUEST_FORM,
  parseDraft,
  prefilledForm,
  requestFormSchema,
  toggled,
  type RequestFormValues,
} from './request-form';

const filled: RequestFormValues = {
  pre_viewing_city: { city: 'Ottawa', province: 'ON' },
  budget: '1 800',
  bedrooms: ['ONE_BEDROOM'],
  moveIn: '2030-07-01',
  availabilityDays: ['SAT', 'MON'],
  availabilityTimes: [],
  message: '',
};

describe('the request form', () => {
  it('reads the typed budget as a number and orders the days', () => {
    const parsed = requestFormSchema.parse(filled);
    expect(parsed.budget).toBe(1800);
    expect(parsed.availabilityDays).toEqual(['MON', 'SAT']);
  });

  it('names the fields left empty by their paths', () => {
    const r = requestFormSchema.safeParse(EMPTY_REQUEST_FORM);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'pre_viewing_city.city',
      'budget',
      'bedrooms',
      'moveIn',
      'availabilityDays',
    ]);
  });

  it('fills from the profile, leaving a passed move-in date out', () => {
    const saved = {
      pre_viewing_city: { city: 'Gatineau', province: 'QC' },
      budget: 1500,
      moveIn: '2020-01-01',
      availabilityDays: ['TUE'],
    };
    expect(prefilledForm(saved, '2026-05-01')).toEqual({
      ...EMPTY_REQUEST_FORM,
      pre_viewing_city: { city: 'Gatineau', province: 'QC' },
      budget: '1500',
      availabilityDays: ['TUE'],
    });
    expect(prefilledForm({ ...saved, moveIn: '2026-06-01' }, '2026-05-01').moveIn).toBe('2026-06-01');
    expect(prefilledForm(null, '2026-05-01')).toBe(EMPTY_REQUEST_FORM);
  });

  it('toggles a checkbox value once', () => {
    expect(toggled(['MON'], 'MON', true)).toEqual(['MON']);
    expect(toggled(['MON'], 'TUE', true)).toEqual(['MON', 'TUE']);
    expect(toggled(['MON', 'TUE'], 'MON', false)).toEqual(['TUE']);
  });

  it('reads back a kept draft, and nothing from a broken one', () => {
    expect(parseDraft(JSON.stringify(filled))).toEqual(filled);
    expect(parseDraft('{"budget": 5, "bedrooms": "x"}')).toEqual({ ...EMPTY_REQUEST_FORM, budget: '' });
    expect(parseDraft('not json')).toBeNull();
  });
});
