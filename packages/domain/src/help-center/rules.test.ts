import { describe, expect, it } from 'vitest';
import { helpArticleInputSchema, helpCollectionInputSchema, helpFeedbackSchema } from './schemas';
import {
  audienceMatches,
  checkReorder,
  countedReadSeconds,
  helpfulRate,
  HELP_READ_SECONDS_MAX,
  isStale,
  missedQueryKey,
  moveInOrder,
  provinceMatches,
} from './rules';

describe('checkReorder', () => {
  it('accepts a new order of exactly the current items', () => {
    expect(checkReorder(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual({ ok: true });
  });
  it('refuses a repeated item or an empty list as bad input', () => {
    expect(checkReorder(['a', 'b'], ['a', 'a'])).toMatchObject({
      code: 'HELP_REORDER_INVALID',
      reason: 'repeated',
    });
    expect(checkReorder(['a'], [])).toMatchObject({ code: 'HELP_REORDER_INVALID', reason: 'empty' });
  });
  it('calls a missing, extra or unknown item a conflict (the page was stale)', () => {
    expect(checkReorder(['a', 'b', 'c'], ['a', 'b'])).toEqual({ ok: false, code: 'HELP_REORDER_CONFLICT' });
    expect(checkReorder(['a', 'b'], ['a', 'b', 'c'])).toEqual({ ok: false, code: 'HELP_REORDER_CONFLICT' });
    expect(checkReorder(['a', 'b'], ['a', 'x'])).toEqual({ ok: false, code: 'HELP_REORDER_CONFLICT' });
  });
});

describe('moveInOrder', () => {
  it('moves an item up or down and stops at the ends', () => {
    expect(moveInOrder(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(moveInOrder(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveInOrder(['a', 'b', 'c'], 'b', 10)).toEqual(['a', 'c', 'b']);
  });
});

describe('audience and province', () => {
  it('shows everyone articles to all and narrows the others to their readers', () => {
    expect(audienceMatches('EVERYONE', 'RENTER')).toBe(true);
    expect(audienceMatches('LANDLORD', 'RENTER')).toBe(false);
    expect(audienceMatches('LANDLORD', null)).toBe(true);
    expect(provinceMatches(null, 'QC')).toBe(true);
    expect(provinceMatches('ON', 'QC')).toBe(false);
    expect(provinceMatches('ON', undefined)).toBe(true);
  });
});

describe('figures', () => {
  it('gives the helpful rate, null before any answer', () => {
    expect(helpfulRate(3, 1)).toBe(0.75);
    expect(helpfulRate(0, 0)).toBeNull();
  });
  it('clamps reading reports', () => {
    expect(countedReadSeconds(12.4)).toBe(12);
    expect(countedReadSeconds(-5)).toBe(0);
    expect(countedReadSeconds(Number.NaN)).toBe(0);
    expect(countedReadSeconds(86_400)).toBe(HELP_READ_SECONDS_MAX);
  });
  it('calls an article stale after a year without change', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(isStale(new Date('2025-11-27T12:00:00Z'), now)).toBe(true);
    expect(isStale(new Date('2025-12-27T12:00:00Z'), now)).toBe(false);
  });
  it('records a missed query folded', () => {
    expect(missedQueryKey('  Dépôt   de  GARANTIE ')).toBe('dépôt de garantie');
  });
});

describe('schemas', () => {
  it('reads a collection with both titles and refuses an unknown icon', () => {
    expect(helpCollectionInputSchema.parse({ titleEn: 'Renting', titleFr: 'Louer' })).toMatchObject({
      audience: 'EVERYONE',
      descriptionEn: '',
      icon: null,
    });
    expect(helpCollectionInputSchema.safeParse({ titleEn: 'a', titleFr: 'b', icon: 'skull' }).success).toBe(
      false,
    );
    expect(helpCollectionInputSchema.safeParse({ titleEn: 'a', titleFr: ' ' }).success).toBe(false);
  });
  it('reads an article and refuses an unknown help key or province', () => {
    const base = {
      collectionId: '6b1b7f8e-2d7a-4a8f-9e44-0e9f1d2c3b4a',
      title: 'Apply',
      body: {},
      locale: 'fr',
    };
    expect(helpArticleInputSchema.parse({ ...base, province: '', helpKey: 'plan-choice' })).toMatchObject({
      province: null,
      helpKey: 'plan-choice',
      userType: 'EVERYONE',
    });
    // Left out, it is not read as false: the API keeps an existing article's state.
    expect(helpArticleInputSchema.parse(base).isPublished).toBeUndefined();
    expect(helpArticleInputSchema.safeParse({ ...base, helpKey: 'nope' }).success).toBe(false);
    expect(helpArticleInputSchema.safeParse({ ...base, province: 'XX' }).success).toBe(false);
  });
  it('keeps a comment at most 1000 characters', () => {
    expect(helpFeedbackSchema.safeParse({ helpful: false, comment: 'x'.repeat(1001) }).success).toBe(false);
    expect(helpFeedbackSchema.parse({ helpful: false, comment: ' ' })).toEqual({
      helpful: false,
      comment: null,
    });
  });
});
