import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bedrooms } from '@rentals/domain/listings/enums';
import { translations } from '../../../i18n/test-translations';
import { pricesOf } from './card-format';
import { matchedUnits, matchingUnitsText } from './matching-units';

const unit = (id: string, bedrooms: Bedrooms, monthlyPrice: number | null, available = true) => ({
  id,
  bedrooms,
  monthlyPrice,
  contactForPricing: monthlyPrice == null,
  available,
});

let en: TFunction<'search'>;
let fr: TFunction<'search'>;
beforeAll(async () => {
  en = await translations('en', 'search');
  fr = await translations('fr', 'search');
});
// French money is written with narrow no-break spaces; plain spaces read the same in a test.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('matchedUnits', () => {
  const units = [unit('a', 'ONE_BEDROOM', 2100), unit('b', 'TWO_BEDROOMS', 2450), unit('c', 'STUDIO', 1700)];

  it("keeps the matched units in the listing's order", () => {
    expect(matchedUnits(units, ['c', 'a'])?.map((u) => u.id)).toEqual(['a', 'c']);
  });

  it('is null when the answer names no matched units, so the card describes the building', () => {
    expect(matchedUnits(units, null)).toBeNull();
    expect(matchedUnits(units, undefined)).toBeNull();
    expect(matchedUnits(units, [])).toBeNull();
    expect(matchedUnits(units, ['gone'])).toBeNull();
  });

  it('gives the price line the range of the matched units only', () => {
    expect(pricesOf(matchedUnits(units, ['a'])!)).toEqual({ min: 2100, max: 2100 });
    expect(pricesOf(matchedUnits(units, ['a', 'b'])!)).toEqual({ min: 2100, max: 2450 });
  });
});

describe('matchingUnitsText', () => {
  it('says how many units match and names each, singular and plural', () => {
    expect(matchingUnitsText([unit('a', 'ONE_BEDROOM', 2100)], { t: en, locale: 'en' })).toBe(
      '1 unit matches: 1 bed $2,100',
    );
    expect(
      matchingUnitsText([unit('a', 'ONE_BEDROOM', 2100), unit('b', 'TWO_BEDROOMS', 2450)], {
        t: en,
        locale: 'en',
      }),
    ).toBe('2 units match: 1 bed $2,100, 2 beds $2,450');
  });

  it('is written in French', () => {
    expect(plain(matchingUnitsText([unit('a', 'ONE_BEDROOM', 2100)], { t: fr, locale: 'fr' }))).toBe(
      '1 logement correspond : 1 ch. 2 100 $',
    );
    expect(
      plain(
        matchingUnitsText([unit('a', 'STUDIO', 1500), unit('b', 'THREE_BEDROOMS', 3100)], {
          t: fr,
          locale: 'fr',
        }),
      ),
    ).toBe('2 logements correspondent : Studio 1 500 $, 3 ch. 3 100 $');
  });

  it('names the first three of a long list, then how many more', () => {
    const five = [
      unit('a', 'STUDIO', 1500),
      unit('b', 'ONE_BEDROOM', 1900),
      unit('c', 'ROOM_SHARED_HOME', 900),
      unit('d', 'FOUR_OR_MORE_BEDROOMS', 4200),
      unit('e', 'TWO_BEDROOMS', 2600),
    ];
    expect(matchingUnitsText(five, { t: en, locale: 'en' })).toBe(
      '5 units match: Studio $1,500, 1 bed $1,900, Room $900, +2 more',
    );
    expect(plain(matchingUnitsText(five.slice(0, 4), { t: fr, locale: 'fr' }))).toBe(
      '4 logements correspondent : Studio 1 500 $, 1 ch. 1 900 $, Chambre 900 $, +1 autre',
    );
  });

  it('says when a matched unit has no price', () => {
    expect(matchingUnitsText([unit('a', 'FOUR_OR_MORE_BEDROOMS', null)], { t: en, locale: 'en' })).toBe(
      '1 unit matches: 4+ beds (contact for price)',
    );
    expect(matchingUnitsText([unit('a', 'TEN_BEDROOMS', null)], { t: fr, locale: 'fr' })).toBe(
      '1 logement correspond : 10 ch. (prix sur demande)',
    );
  });
});
