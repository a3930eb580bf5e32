import { describe, expect, it } from 'vitest';
import { accentOf, localName, localText, PLAN_ACCENTS, stepActionOf, withoutKinds } from './plan-display';

describe('plan display', () => {
  it('names a plan in the page language', () => {
    const plan = { nameEn: 'Basic', nameFr: 'De base' };
    expect(localName(plan, 'en')).toBe('Basic');
    expect(localName(plan, 'fr')).toBe('De base');
  });

  it('falls back to the other language when a text is missing and drops blank ones', () => {
    expect(localText('Only English', null, 'fr')).toBe('Only English');
    expect(localText(null, 'Seulement', 'en')).toBe('Seulement');
    expect(localText('  ', null, 'en')).toBeNull();
    expect(localText(undefined, undefined, 'fr')).toBeNull();
  });

  it('gives cards their accents in order, cycling through the palette', () => {
    expect(accentOf(0)).toBe('primary');
    expect(accentOf(1)).toBe('secondary');
    expect(accentOf(PLAN_ACCENTS.length)).toBe('primary');
    expect(accentOf(PLAN_ACCENTS.length + 2)).toBe(accentOf(2));
  });

  it('leaves out the excluded kinds only', () => {
    const plans = [
      { id: 5, kind: 'BASIC' as const },
      { id: 8, kind: 'BOOST' as const },
      { id: 7, kind: 'PREMIUM' as const },
    ];
    expect(withoutKinds(plans, ['BOOST']).map((p) => p.id)).toEqual([5, 7]);
    expect(withoutKinds(plans).map((p) => p.id)).toEqual([5, 8, 7]);
  });

  it('lists free plans at once and asks the team about paid ones', () => {
    expect(stepActionOf({ priceCents: 0 })).toBe('basic');
    expect(stepActionOf({ priceCents: 72500 })).toBe('askTeam');
  });
});
