import { describe, expect, it } from 'vitest';
import type { Locale } from '@rentals/domain/users/enums';
import { translations } from '../../../i18n/test-translations';
import { riskSignalText, type RiskSignalView } from './risk-signal-text';

const blank: RiskSignalView = {
  code: 'NEW_ACCOUNT',
  severity: 'LOW',
  accountAgeDays: null,
  rent: null,
  median: null,
  sampleSize: null,
  percentBelow: null,
  bedrooms: null,
  areaName: null,
  pictureCount: null,
  accountCount: null,
  contactKinds: null,
  words: null,
  listingCount: null,
  windowHours: null,
};

const cases: [Locale, Partial<RiskSignalView>, string][] = [
  [
    'en',
    {
      code: 'RENT_FAR_BELOW_MEDIAN',
      rent: 900,
      median: 2150,
      sampleSize: 14,
      percentBelow: 58,
      bedrooms: 'TWO_BEDROOMS',
      areaName: 'Montréal',
    },
    'Rent $900 is 58% below the median $2,150 of 14 published listings (two bedrooms) in Montréal.',
  ],
  [
    'fr',
    {
      code: 'RENT_FAR_BELOW_MEDIAN',
      rent: 900,
      median: 2150,
      sampleSize: 14,
      percentBelow: 58,
      bedrooms: 'TWO_BEDROOMS',
      areaName: 'Montréal',
    },
    'Le loyer de 900\u00a0$ est 58 % sous la médiane de 2\u00a0150\u00a0$ de 14 annonces publiées (deux chambres) à Montréal.',
  ],
  ['en', { code: 'NEW_ACCOUNT', accountAgeDays: 0 }, 'Posted on the day the account was created.'],
  ['fr', { code: 'NEW_ACCOUNT', accountAgeDays: 1 }, 'Publiée par un compte créé il y a 1 jour.'],
  [
    'en',
    { code: 'REUSED_PICTURES', pictureCount: 2, accountCount: 1 },
    '2 pictures were already posted by 1 other account.',
  ],
  [
    'fr',
    { code: 'REUSED_PICTURES', pictureCount: 1, accountCount: 2 },
    '1 photo a déjà été publiée par 2 autres comptes.',
  ],
  [
    'en',
    { code: 'CONTACT_IN_DESCRIPTION', contactKinds: ['PHONE', 'EMAIL'] },
    'The description gives a phone number and an e-mail address.',
  ],
  [
    'fr',
    { code: 'PAYMENT_WORDS', words: ['virement interac', 'dépôt pour réserver'] },
    'La description emploie des termes de paiement : « virement interac », « dépôt pour réserver ».',
  ],
  [
    'en',
    { code: 'PAYMENT_WORDS', words: ['e-transfer'] },
    'The description uses payment wording: “e-transfer”.',
  ],
  [
    'en',
    { code: 'MANY_RECENT_LISTINGS', listingCount: 6, windowHours: 24 },
    'The account posted 6 listings within 24 hours of this one.',
  ],
];

describe('riskSignalText', () => {
  it.each(cases)('%s %j', async (locale, facts, text) => {
    const t = await translations(locale, 'riskSignals');
    expect(riskSignalText({ ...blank, ...facts }, t, locale)).toBe(text);
  });
});
