import { describe, expect, it } from 'vitest';
import {
  blocksNewDataExport,
  dataExportExpiresAt,
  dataExportState,
  privacyRequestDueAt,
  type DataExportFacts,
} from './rules';

const now = new Date('2026-11-27T12:00:00Z');
const later = new Date('2026-11-28T12:00:00Z');
const earlier = new Date('2026-11-26T12:00:00Z');

describe('data export state', () => {
  it.each<[string, DataExportFacts, string, boolean]>([
    ['requested', { status: 'REQUESTED', expiresAt: null }, 'REQUESTED', true],
    ['being prepared', { status: 'PREPARING', expiresAt: null }, 'PREPARING', true],
    ['ready, link still valid', { status: 'READY', expiresAt: later }, 'READY', true],
    ['ready, link just expired', { status: 'READY', expiresAt: now }, 'EXPIRED', false],
    ['ready, link expired before the job ran', { status: 'READY', expiresAt: earlier }, 'EXPIRED', false],
    ['expired and deleted', { status: 'EXPIRED', expiresAt: earlier }, 'EXPIRED', false],
    ['failed for good', { status: 'FAILED', expiresAt: null }, 'FAILED', false],
  ])('%s', (_case, facts, state, blocks) => {
    expect(dataExportState(facts, now)).toBe(state);
    expect(blocksNewDataExport(facts, now)).toBe(blocks);
  });
});

describe('privacy request dates', () => {
  it('is due 30 days after the request (PIPEDA)', () => {
    expect(privacyRequestDueAt(now).toISOString()).toBe('2026-12-27T12:00:00.000Z');
  });

  it.each([
    [7, '2026-12-04T12:00:00.000Z'],
    [1, '2026-11-28T12:00:00.000Z'],
  ])('a link lasting %i days expires at %s', (days, expected) => {
    expect(dataExportExpiresAt(now, days).toISOString()).toBe(expected);
  });
});
