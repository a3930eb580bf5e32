import { describe, expect, it } from 'vitest';
import { pinnedAddress } from './pinned-address';

const toronto = { city: 'Toronto', region: 'ON', placeId: 'gazetteer:ON:toronto' };
const point = { lat: 43.7001, lng: -79.4102 };

describe('pinnedAddress', () => {
  it('keeps the typed street with the pin point and the place id, adding the city and province', () => {
    expect(pinnedAddress('  12 Backlane Rd ', toronto, point)).toEqual({
      address: '12 Backlane Rd, Toronto, ON, Canada',
      label: '12 Backlane Rd, Toronto, ON, Canada',
      city: 'Toronto',
      region: 'ON',
      lat: 43.7001,
      lng: -79.4102,
      neighbourhood: null,
      placeId: 'gazetteer:ON:toronto',
      cityId: null,
      neighbourhoodId: null,
    });
  });

  it('does not repeat a city or province the text already names', () => {
    expect(pinnedAddress('12 Backlane Rd, toronto, on,', toronto, point).address).toBe(
      '12 Backlane Rd, toronto, on, Canada',
    );
    const montreal = { city: 'Montreal', region: 'QC', placeId: 'gazetteer:QC:montreal' };
    expect(pinnedAddress('5 ruelle Verte, Montréal', montreal, point).address).toBe(
      '5 ruelle Verte, Montréal, QC, Canada',
    );
  });
});
