import { describe, expect, it } from 'vitest';
import {
  DRAFT_HELD_GRACE_HOURS,
  DRAFT_HELD_KINDS,
  FILE_SWEEP_GRACE_HOURS_DEFAULT,
  fileSweepCutoff,
  isFileSweepable,
} from './sweep-rules';

const NOW = new Date('2026-03-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const GRACE = FILE_SWEEP_GRACE_HOURS_DEFAULT;

describe('isFileSweepable', () => {
  it('deletes an unreferenced upload once the grace period is over', () => {
    expect(
      isFileSweepable({ pathType: 'AVATAR', createdAt: hoursAgo(25), referenced: false }, NOW, GRACE),
    ).toBe(true);
  });

  it('keeps a fresh upload, so a form still open keeps its files', () => {
    expect(
      isFileSweepable({ pathType: 'AVATAR', createdAt: hoursAgo(23), referenced: false }, NOW, GRACE),
    ).toBe(false);
    expect(
      isFileSweepable({ pathType: 'AVATAR', createdAt: hoursAgo(24), referenced: false }, NOW, GRACE),
    ).toBe(false);
  });

  it('gives files a browser draft may hold (application documents, message attachments) two weeks', () => {
    for (const pathType of DRAFT_HELD_KINDS) {
      const at = (hours: number) =>
        isFileSweepable({ pathType, createdAt: hoursAgo(hours), referenced: false }, NOW, GRACE);
      expect(at(25)).toBe(false);
      expect(at(DRAFT_HELD_GRACE_HOURS - 1)).toBe(false);
      expect(at(DRAFT_HELD_GRACE_HOURS + 1)).toBe(true);
    }
  });

  it('keeps a referenced file however old', () => {
    const old = hoursAgo(24 * 365);
    expect(
      isFileSweepable({ pathType: 'LISTING_PICTURE', createdAt: old, referenced: true }, NOW, GRACE),
    ).toBe(false);
  });

  it.each(['LEASE_DOCUMENT', 'LEASE_SIGNATURE', 'IDENTITY_DOCUMENT'])(
    'never deletes %s files',
    (pathType) => {
      expect(
        isFileSweepable({ pathType, createdAt: hoursAgo(24 * 365), referenced: false }, NOW, GRACE),
      ).toBe(false);
    },
  );

  it('follows a configured grace period', () => {
    const file = { pathType: 'LISTING_PICTURE', createdAt: hoursAgo(30), referenced: false };
    expect(isFileSweepable(file, NOW, 48)).toBe(false);
    expect(isFileSweepable(file, NOW, 12)).toBe(true);
  });
});

describe('fileSweepCutoff', () => {
  it('is the grace period before now', () => {
    expect(fileSweepCutoff(NOW, 24).toISOString()).toBe('2026-03-09T12:00:00.000Z');
  });
});
