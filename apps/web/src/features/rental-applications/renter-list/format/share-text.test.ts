import { describe, expect, it } from 'vitest';
import { translations } from '../../../../i18n/test-translations';
import { openingsText, shareStateText, type ApplicationShare } from './share-text';

const share = (over: Partial<ApplicationShare> = {}): ApplicationShare => ({
  state: 'ACTIVE',
  landlordName: 'Marc Roy',
  expiresAt: '2027-01-25T17:00:00.000Z',
  revokedAt: null,
  erasedAt: null,
  openingCount: 0,
  openings: [],
  ...over,
});

describe('shareStateText', () => {
  it('names the landlord and the last day of an active share, in both languages', async () => {
    expect(shareStateText(share(), await translations('en', 'myApplications'), 'en')).toBe(
      'Shared with Marc Roy until January 25, 2027',
    );
    expect(shareStateText(share(), await translations('fr', 'myApplications'), 'fr')).toBe(
      "Partagée avec Marc Roy jusqu'au 25 janvier 2027",
    );
  });

  it('says when and why a share ended', async () => {
    const t = await translations('en', 'myApplications');
    expect(shareStateText(share({ state: 'REVOKED', revokedAt: '2026-12-01T17:00:00.000Z' }), t, 'en')).toBe(
      'You revoked Marc Roy’s access on December 1, 2026.',
    );
    expect(shareStateText(share({ state: 'EXPIRED' }), t, 'en')).toBe(
      'The share with Marc Roy expired on January 25, 2027.',
    );
    expect(shareStateText(share({ state: 'WITHDRAWN' }), t, 'en')).toBe(
      'Marc Roy no longer sees it: the application was withdrawn.',
    );
    expect(shareStateText(share({ state: 'ERASED', erasedAt: '2026-12-02T17:00:00.000Z' }), t, 'en')).toBe(
      'You deleted its data on December 2, 2026.',
    );
  });
});

describe('openingsText', () => {
  it('says a share was not opened yet', async () => {
    expect(openingsText(share(), await translations('en', 'myApplications'), 'en')).toBe('Not opened yet');
    expect(openingsText(share(), await translations('fr', 'myApplications'), 'fr')).toBe(
      'Pas encore ouverte',
    );
  });

  it('counts the openings and dates the newest, the first of the list', async () => {
    const opened = share({
      openingCount: 2,
      openings: ['2026-12-05T17:30:00.000Z', '2026-12-01T17:30:00.000Z'],
    });
    expect(openingsText(opened, await translations('en', 'myApplications'), 'en')).toMatch(
      /^Opened 2 times, last on December 5, 2026/,
    );
    expect(
      openingsText(
        share({ openingCount: 1, openings: ['2026-12-05T17:30:00.000Z'] }),
        await translations('en', 'myApplications'),
        'en',
      ),
    ).toMatch(/^Opened 1 time, last on December 5, 2026/);
    expect(openingsText(opened, await translations('fr', 'myApplications'), 'fr')).toMatch(
      /^Ouverte 2 fois, la dernière le 5 décembre 2026/,
    );
  });

  it('says nothing to a reader without the view log', async () => {
    const t = await translations('en', 'myApplications');
    expect(openingsText(share({ openingCount: null, openings: null }), t, 'en')).toBeNull();
  });
});
