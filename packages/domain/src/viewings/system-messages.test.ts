import { describe, expect, it } from 'vitest';
import { isViewingSystemMessageKey, viewingSystemMessageText } from './system-messages';

describe('viewingSystemMessageText', () => {
  const at = '2026-03-12T14:00:00.000Z';

  it("names the time in the listing's zone, in the reader's language", () => {
    const params = { at, zone: 'America/Toronto' };
    expect(viewingSystemMessageText('VIEWING_BOOKED', params, 'en')).toBe(
      'Viewing booked for Thursday, March 12, 2026 at 10:00 a.m. EDT.',
    );
    expect(viewingSystemMessageText('VIEWING_BOOKED', params, 'fr')).toMatch(
      /^Visite réservée pour le jeudi 12 mars 2026 à 10 h 00 HAE\.$/,
    );
  });

  it('shows the typed reason, or the product reason in each language', () => {
    const typed = { at, zone: 'America/Vancouver', reason: 'Sick' };
    expect(viewingSystemMessageText('VIEWING_CANCELLED_BY_RENTER', typed, 'en')).toMatch(
      /7:00 a\.m\. PDT\. Reason: Sick$/,
    );
    const product = { at, zone: 'America/Toronto', reasonKey: 'LISTING_UNAVAILABLE' as const };
    expect(viewingSystemMessageText('VIEWING_CANCELLED_BY_SYSTEM', product, 'en')).toMatch(
      /was cancelled: the listing is no longer available\.$/,
    );
    expect(viewingSystemMessageText('VIEWING_CANCELLED_BY_SYSTEM', product, 'fr')).toMatch(
      /a été annulée : l'annonce n'est plus disponible\.$/,
    );
  });

  it('asks the renter after the viewing whether they are still interested, linking to the application', () => {
    const params = { at, zone: 'America/Toronto', listingId: 'l-1' };
    expect(viewingSystemMessageText('VIEWING_FOLLOW_UP', params, 'en', 'https://rentals.test')).toMatch(
      /still interested .* here: https:\/\/rentals\.test\/rental-application\?listing=l-1$/,
    );
    expect(viewingSystemMessageText('VIEWING_FOLLOW_UP', params, 'fr', 'https://rentals.test')).toMatch(
      /vous intéresse toujours .* ici : https:\/\/rentals\.test\/rental-application\?listing=l-1$/,
    );
  });

  it('knows its keys', () => {
    expect(isViewingSystemMessageKey('VIEWING_CONFIRMED')).toBe(true);
    expect(isViewingSystemMessageKey('toString')).toBe(false);
  });
});
