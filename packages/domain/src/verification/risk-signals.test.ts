import { describe, expect, it } from 'vitest';
import {
  hammingDistance,
  highestSeverity,
  isSamePicture,
  riskSignals,
  type RiskFacts,
  type RiskSignal,
} from './risk-signals';

const NOW = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

/** A listing with nothing to look at: an old account, a usual rent, own pictures, a plain text. */
const quiet: RiskFacts = {
  postedAt: NOW,
  accountCreatedAt: daysAgo(400),
  units: [
    {
      bedrooms: 'TWO_BEDROOMS',
      rent: 2100,
      area: { median: 2150, sampleSize: 14, areaName: 'Montréal' },
    },
  ],
  reusedPictureCount: 0,
  reusedPictureAccounts: 0,
  description: 'Bright two-bedroom near the metro.',
  recentListingCount: 1,
};

const codes = (signals: RiskSignal[]) => signals.map((s) => s.code);

describe('risk signals', () => {
  it('raises nothing for an ordinary listing', () => {
    expect(riskSignals(quiet)).toEqual([]);
  });

  it.each<[string, Partial<RiskFacts>, RiskSignal[]]>([
    [
      'an account created today',
      { accountCreatedAt: daysAgo(0.5) },
      [{ code: 'NEW_ACCOUNT', severity: 'MEDIUM', facts: { accountAgeDays: 0 } }],
    ],
    [
      'an account three days old',
      { accountCreatedAt: daysAgo(3) },
      [{ code: 'NEW_ACCOUNT', severity: 'LOW', facts: { accountAgeDays: 3 } }],
    ],
    ['an account seven days old', { accountCreatedAt: daysAgo(7) }, []],
    [
      'a rent 58% below the median',
      {
        units: [
          {
            bedrooms: 'TWO_BEDROOMS',
            rent: 900,
            area: { median: 2150, sampleSize: 14, areaName: 'Montréal' },
          },
        ],
      },
      [
        {
          code: 'RENT_FAR_BELOW_MEDIAN',
          severity: 'MEDIUM',
          facts: {
            rent: 900,
            median: 2150,
            sampleSize: 14,
            percentBelow: 58,
            bedrooms: 'TWO_BEDROOMS',
            areaName: 'Montréal',
          },
        },
      ],
    ],
    [
      'the unit farthest below, of two, and 60% below is high',
      {
        units: [
          { bedrooms: 'STUDIO', rent: 700, area: { median: 1200, sampleSize: 6, areaName: 'Plateau' } },
          { bedrooms: 'ONE_BEDROOM', rent: 600, area: { median: 1500, sampleSize: 9, areaName: 'Plateau' } },
        ],
      },
      [
        {
          code: 'RENT_FAR_BELOW_MEDIAN',
          severity: 'HIGH',
          facts: {
            rent: 600,
            median: 1500,
            sampleSize: 9,
            percentBelow: 60,
            bedrooms: 'ONE_BEDROOM',
            areaName: 'Plateau',
          },
        },
      ],
    ],
    [
      'a low rent against too few listings',
      {
        units: [{ bedrooms: 'STUDIO', rent: 300, area: { median: 1200, sampleSize: 4, areaName: 'Gaspé' } }],
      },
      [],
    ],
    ['a low rent with no median', { units: [{ bedrooms: 'STUDIO', rent: 300, area: null }] }, []],
    [
      'a rent 39% below',
      {
        units: [{ bedrooms: 'STUDIO', rent: 610, area: { median: 1000, sampleSize: 20, areaName: 'Laval' } }],
      },
      [],
    ],
    [
      'a picture reused from another account',
      { reusedPictureCount: 2, reusedPictureAccounts: 1 },
      [{ code: 'REUSED_PICTURES', severity: 'HIGH', facts: { pictureCount: 2, accountCount: 1 } }],
    ],
    [
      'a phone number in the description',
      { description: 'Texte-moi au 514 555 0199' },
      [{ code: 'CONTACT_IN_DESCRIPTION', severity: 'MEDIUM', facts: { contactKinds: ['PHONE'] } }],
    ],
    [
      'only a contact word',
      { description: 'Écrivez-moi par courriel' },
      [{ code: 'CONTACT_IN_DESCRIPTION', severity: 'LOW', facts: { contactKinds: ['CONTACT_WORD'] } }],
    ],
    [
      'payment words in French',
      { description: 'Virement Interac et dépôt pour réserver' },
      [
        {
          code: 'PAYMENT_WORDS',
          severity: 'HIGH',
          facts: { words: ['virement interac', 'dépôt pour réserver'] },
        },
      ],
    ],
    ['four listings in a day', { recentListingCount: 4 }, []],
    [
      'five listings in a day',
      { recentListingCount: 5 },
      [{ code: 'MANY_RECENT_LISTINGS', severity: 'MEDIUM', facts: { listingCount: 5, windowHours: 24 } }],
    ],
  ])('for %s', (_case, change, expected) => {
    expect(riskSignals({ ...quiet, ...change })).toEqual(expected);
  });

  it('puts the most serious first', () => {
    const signals = riskSignals({
      ...quiet,
      accountCreatedAt: daysAgo(2),
      recentListingCount: 6,
      description: 'e-transfer only',
    });
    expect(codes(signals)).toEqual(['PAYMENT_WORDS', 'MANY_RECENT_LISTINGS', 'NEW_ACCOUNT']);
    expect(highestSeverity(signals)).toBe('HIGH');
    expect(highestSeverity([])).toBeNull();
  });
});

describe('picture hashes', () => {
  it.each([
    [0n, 0n, 0],
    [0b1011n, 0b0001n, 2],
    [0xffff_ffff_ffff_ffffn, 0n, 64],
    [-1n, 0n, 64],
  ])('%s and %s differ by %i bits', (a, b, bits) => {
    expect(hammingDistance(a, b)).toBe(bits);
  });

  const detailed = 0xf0f0_f0f0n;

  it('takes hashes six bits apart as the same picture, seven as another', () => {
    expect(isSamePicture(detailed, detailed ^ 0b111111n)).toBe(true);
    expect(isSamePicture(detailed, detailed ^ 0b1111111n)).toBe(false);
  });

  it('never matches near-flat pictures, which unrelated pictures share', () => {
    expect(isSamePicture(0n, 0n)).toBe(false);
    expect(isSamePicture(-1n, -1n)).toBe(false);
    expect(isSamePicture(0b1111111n, 0b1111111n)).toBe(false);
    expect(isSamePicture(0b11111111n, 0b11111111n)).toBe(true);
  });
});
