import { describe, expect, it } from 'vitest';
import {
  APPLICATION_DOCUMENT_RETENTION_DAYS,
  applicationDocumentsExpired,
  daysUntilDeletion,
  deletionDueAt,
  isDeletionDue,
  nextRetentionRun,
  retentionSchedule,
} from './rules';
import { withdrawConsentSchema } from './schemas';

const at = (iso: string) => new Date(iso);

describe('deletion grace period', () => {
  const requested = at('2026-11-01T10:00:00Z');
  it.each([
    [14, '2026-11-15T10:00:00.000Z'],
    [0, '2026-11-01T10:00:00.000Z'],
    [30, '2026-12-01T10:00:00.000Z'],
  ])('with %i days, is due at %s', (days, due) => {
    expect(deletionDueAt(requested, days).toISOString()).toBe(due);
  });

  it.each([
    ['2026-11-15T09:59:59Z', false, 1],
    ['2026-11-15T10:00:00Z', true, 0],
    ['2026-11-20T00:00:00Z', true, 0],
    ['2026-11-02T10:00:00Z', false, 13],
  ])('on %s: due %s, %i days left', (now, due, left) => {
    const dueAt = deletionDueAt(requested, 14);
    expect(isDeletionDue(dueAt, at(now))).toBe(due);
    expect(daysUntilDeletion(dueAt, at(now))).toBe(left);
  });
});

describe('application document retention', () => {
  const now = at('2026-11-27T12:00:00Z');
  const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
  it.each([
    ['DECLINED', APPLICATION_DOCUMENT_RETENTION_DAYS, true],
    ['DECLINED', APPLICATION_DOCUMENT_RETENTION_DAYS - 1, false],
    ['EXPIRED', APPLICATION_DOCUMENT_RETENTION_DAYS + 10, true],
    ['APPROVED', 400, false],
    ['WITHDRAWN', 400, false],
    ['SUBMITTED', 400, false],
  ] as const)('%s decided %i days ago: removed %s', (status, days, removed) => {
    expect(applicationDocumentsExpired({ status, decidedAt: daysAgo(days) }, now)).toBe(removed);
  });

  it('keeps documents of an application without a decision time', () => {
    expect(applicationDocumentsExpired({ status: 'DECLINED', decidedAt: null }, now)).toBe(false);
  });
});

describe('retention schedule', () => {
  it('lists the grace period and each retention, from the same numbers', () => {
    expect(retentionSchedule({ graceDays: 14, verificationDocumentDays: 30 })).toEqual([
      { item: 'ACCOUNT_DELETION_GRACE', days: 14 },
      { item: 'APPLICATION_DOCUMENTS', days: 90 },
      { item: 'VERIFICATION_DOCUMENTS', days: 30 },
      { item: 'IP_ADDRESSES', days: 90 },
    ]);
  });

  it.each([
    ['2026-11-27T02:00:00Z', '2026-11-27T03:00:00.000Z'],
    ['2026-11-27T03:00:00Z', '2026-11-28T03:00:00.000Z'],
    ['2026-12-31T23:00:00Z', '2027-01-01T03:00:00.000Z'],
  ])('after %s runs next at %s', (now, next) => {
    expect(nextRetentionRun(at(now)).toISOString()).toBe(next);
  });
});

describe('withdrawConsentSchema', () => {
  it.each([
    [{ kind: 'NEWSLETTER' }, true],
    [{ kind: 'CREDIT_CHECK', applicationId: '00000000-0000-4000-8000-000000000001' }, true],
    [{ kind: 'CREDIT_CHECK' }, false],
    [{ kind: 'LANDLORD_SHARE', applicationId: 'nope' }, false],
    [{ kind: 'MARKETING' }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(withdrawConsentSchema.safeParse(input).success).toBe(valid);
  });
});
