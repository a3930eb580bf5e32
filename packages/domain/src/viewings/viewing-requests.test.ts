import { describe, expect, it } from 'vitest';
import { requestForViewingSchema } from './request-for-viewing';
import {
  isOpenViewingRequest,
  updateViewingRequestSchema,
  viewingRequestFilterSchema,
} from './viewing-requests';

const ID = '0b6c3f1e-2d4a-4c1b-9f3e-7a8b9c0d1e2f';
const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('requests for viewing', () => {
  it('keeps weekdays and parts of the day once each, in week order', () => {
    const parsed = requestForViewingSchema.parse({
      pre_viewing_city: { city: ' Ottawa ', province: 'ON' },
      budget: 1800,
      bedrooms: ['TWO_BEDROOMS', 'ONE_BEDROOM'],
      moveIn: '2030-07-01',
      availabilityDays: ['SAT', 'MON', 'SAT'],
      availabilityTimes: ['EVENING', 'MORNING'],
    });
    expect(parsed.pre_viewing_city.city).toBe('Ottawa');
    expect(parsed.availabilityDays).toEqual(['MON', 'SAT']);
    expect(parsed.availabilityTimes).toEqual(['MORNING', 'EVENING']);
    expect(parsed.bedrooms).toEqual(['ONE_BEDROOM', 'TWO_BEDROOMS']);
    expect(parsed.message).toBe('');
  });

  it('names each missing field', () => {
    const r = requestForViewingSchema.safeParse({
      pre_viewing_city: { city: '', province: 'ON' },
      budget: 1800,
      bedrooms: [],
      moveIn: '',
      availabilityDays: [],
    });
    expect(issues(r)).toEqual([
      ['pre_viewing_city.city', 'required'],
      ['bedrooms', 'required'],
      ['moveIn', 'required'],
      ['availabilityDays', 'required'],
    ]);
    expect(
      issues(requestForViewingSchema.safeParse({ moveIn: '2030-02-30' })).filter(([p]) => p === 'moveIn'),
    ).toEqual([['moveIn', 'invalidDate']]);
  });
});

describe('staff changes to a request for viewing', () => {
  it('takes any of status, assignee and note, and null to unassign', () => {
    expect(updateViewingRequestSchema.parse({ id: ID, assignedTo: null })).toEqual({
      id: ID,
      assignedTo: null,
    });
    expect(issues(updateViewingRequestSchema.safeParse({ id: ID, status: 'OPEN' }))).toEqual([
      ['status', 'invalidChoice'],
    ]);
  });

  it('filters by an assignee or by none', () => {
    expect(viewingRequestFilterSchema.parse({ assignedTo: 'NONE' }).assignedTo).toBe('NONE');
    expect(viewingRequestFilterSchema.safeParse({ assignedTo: 'someone' }).success).toBe(false);
  });

  it('counts NEW and IN_PROGRESS as open', () => {
    expect(['NEW', 'IN_PROGRESS', 'DONE', 'CLOSED'].map((s) => isOpenViewingRequest(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
