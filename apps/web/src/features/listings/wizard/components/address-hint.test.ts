import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../../i18n/test-translations';
import { addressHint } from './address-hint';

describe('the address field hint', () => {
  it('asks for more text, then says what to type only when the answer for the text found nothing', () => {
    const base = { text: 'zzqx', searched: 'zzqx', loading: false, found: 0 };
    expect(addressHint({ ...base, text: 'z', searched: 'z' })).toBe('typeMore');
    expect(addressHint(base)).toBe('noMatch');
    expect(addressHint({ ...base, text: ' zzqx  ' })).toBe('noMatch');
    expect(addressHint({ ...base, found: 2 })).toBeNull();
    expect(addressHint({ ...base, loading: true })).toBeNull();
    // Typed on since: the answer on screen is for older text.
    expect(addressHint({ ...base, text: 'zzqxy' })).toBeNull();
    expect(addressHint({ ...base, found: undefined })).toBeNull();
  });

  it('says what to type in English and French, with an address and a postal code', async () => {
    const i18n = await testI18n();
    await i18n.changeLanguage('en');
    expect(i18n.t('listingWizard:address.noOptions')).toBe(
      'No matching address. Type a street address with its city, like "100 Queen St W, Toronto", or a postal code.',
    );
    expect(i18n.t('listingWizard:address.placePin')).toBe('Place the pin on the map');
    await i18n.changeLanguage('fr');
    expect(i18n.t('listingWizard:address.noOptions')).toBe(
      'Aucune adresse correspondante. Saisissez une adresse avec sa ville, comme « 100 rue Queen O, Toronto », ou un code postal.',
    );
    expect(i18n.t('listingWizard:address.placePin')).toBe("Placer l'épingle sur la carte");
  });
});
