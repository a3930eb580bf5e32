import { describe, expect, it } from 'vitest';
import { fieldLabelFor } from '../i18n/field-labels';
import { requestForViewingSchema } from './request-for-viewing';
import { VIEWING_RANGE_DAYS_MAX } from './limits';
import { bookViewingSchema, viewingActionSchema, viewingRangeSchema } from './schemas';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

const listing = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('booking a viewing', () => {
  it('reads proposed times with their offset as instants, each once', () => {
    const parsed = bookViewingSchema.parse({
      listing,
      proposedTimes: ['2026-03-10T10:00:00-04:00', '2026-03-10T14:00:00Z', '2026-03-10T10:30:00-02:30'],
    });
    expect(parsed.proposedTimes.map((t) => t.toISOString())).toEqual([
      '2026-03-10T14:00:00.000Z',
      '2026-03-10T13:00:00.000Z',
    ]);
    expect(parsed).toMatchObject({ kind: 'SLOT', message: '' });
  });

  it('needs between one and three well-formed times', () => {
    expect(issues(bookViewingSchema.safeParse({ listing, proposedTimes: [] }))).toEqual([
      ['proposedTimes', 'required'],
    ]);
    const four = ['01', '02', '03', '04'].map((d) => `2026-03-${d}T10:00:00Z`);
    expect(issues(bookViewingSchema.safeParse({ listing, proposedTimes: four }))).toEqual([
      ['proposedTimes', 'max'],
    ]);
    expect(issues(bookViewingSchema.safeParse({ listing, proposedTimes: ['2026-03-10 10:00'] }))).toEqual([
      ['proposedTimes.0', 'invalid'],
    ]);
    expect(fieldLabelFor(bookViewingSchema, 'proposedTimes.0')?.fr).toBe('Heures proposées');
  });
});

describe('changing a viewing', () => {
  const viewing = listing;
  it('needs a reason to cancel and a time to propose', () => {
    expect(issues(viewingActionSchema.safeParse({ viewing, action: 'CANCEL', reason: '  ' }))).toEqual([
      ['reason', 'required'],
    ]);
    expect(issues(viewingActionSchema.safeParse({ viewing, action: 'PROPOSE_RESCHEDULE' }))).toEqual([
      ['startsAt', 'required'],
    ]);
    expect(viewingActionSchema.parse({ viewing, action: 'CONFIRM' })).toEqual({ viewing, action: 'CONFIRM' });
    expect(issues(viewingActionSchema.safeParse({ viewing, action: 'ARCHIVE' }))).toEqual([
      ['action', 'invalidChoice'],
    ]);
  });
});

describe('a request for viewings without a listing', () => {
  const request = {
    pre_viewing_city: { city: ' Halifax ', province: 'NS' },
    budget: 2200,
    bedrooms: ['TWO_BEDROOMS', 'ONE_BEDROOM', 'TWO_BEDROOMS'],
    moveIn: '2026-08-01',
    availabilityDays: ['SAT', 'MON'],
  };

  it('keeps choices once each, in their usual order', () => {
    expect(requestForViewingSchema.parse(request)).toEqual({
      pre_viewing_city: { city: 'Halifax', province: 'NS' },
      budget: 2200,
      bedrooms: ['ONE_BEDROOM', 'TWO_BEDROOMS'],
      moveIn: '2026-08-01',
      availabilityDays: ['MON', 'SAT'],
      availabilityTimes: [],
      message: '',
    });
  });

  it('names each missing or wrong field', () => {
    const r = requestForViewingSchema.safeParse({
      pre_viewing_city: { city: '', province: 'ZZ' },
      budget: -1,
      bedrooms: [],
      moveIn: '2026-02-30',
      availabilityDays: ['SOMEDAY'],
      availabilityTimes: ['NIGHT'],
    });
    expect(issues(r)).toEqual([
      ['pre_viewing_city.city', 'required'],
      ['pre_viewing_city.province', 'invalidChoice'],
      ['budget', 'min'],
      ['bedrooms', 'required'],
      ['moveIn', 'invalidDate'],
      ['availabilityDays.0', 'invalidChoice'],
      ['availabilityTimes.0', 'invalidChoice'],
    ]);
    expect(fieldLabelFor(requestForViewingSchema, 'availabilityDays.0')?.fr).toBe(
      'Jours où vous êtes disponible',
    );
  });
});

describe('viewingRangeSchema', () => {
  it('reads two instants, the second after the first, at most VIEWING_RANGE_DAYS_MAX days apart', () => {
    expect(
      viewingRangeSchema.parse({ from: '2026-03-01T00:00:00-05:00', to: '2026-04-01T00:00:00-04:00' }),
    ).toEqual({
      from: new Date('2026-03-01T05:00:00Z'),
      to: new Date('2026-04-01T04:00:00Z'),
    });
    const reversed = viewingRangeSchema.safeParse({
      from: '2026-03-02T00:00:00Z',
      to: '2026-03-01T00:00:00Z',
    });
    expect(reversed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['to', 'endNotAfterStart'],
    ]);
    const long = viewingRangeSchema.safeParse({ from: '2026-01-01T00:00:00Z', to: '2026-06-01T00:00:00Z' });
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['to', 'max']]);
    expect(VIEWING_RANGE_DAYS_MAX).toBeGreaterThanOrEqual(31);
  });

  it('answers a bound that is not an instant as invalid, without judging the span', () => {
    const dates = viewingRangeSchema.safeParse({ from: '2026-01-01', to: '2026-02-01' });
    expect(dates.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['from', 'invalid'],
      ['to', 'invalid'],
    ]);
    const one = viewingRangeSchema.safeParse({ from: '2026-01-01T00:00:00Z', to: 'tomorrow' });
    expect(one.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['to', 'invalid']]);
  });

  it('reports text that is not an instant as invalid instead of throwing', () => {
    const garbled = viewingRangeSchema.safeParse({ from: '-d;W4nr,Rt', to: '`W5f' });
    expect(garbled.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['from', 'invalid'],
      ['to', 'invalid'],
    ]);
  });
});
