import { describe, expect, it } from 'vitest';
import { placesToReview } from './place-review';

describe('placesToReview', () => {
  it('lists each new city, then its new neighbourhoods, and skips what is accepted', () => {
    const rows = placesToReview([
      {
        id: 'c1',
        name: 'Kelowna',
        province: 'BC',
        accepted: false,
        neighbourhoods: [{ id: 'n1', name: 'Rutland', accepted: false }],
      },
      {
        id: 'c2',
        name: 'Toronto',
        province: 'ON',
        accepted: true,
        neighbourhoods: [
          { id: 'n2', name: 'Leslieville', accepted: false },
          { id: 'n3', name: 'The Annex', accepted: true },
        ],
      },
    ]);
    expect(rows).toEqual([
      { kind: 'city', id: 'c1', name: 'Kelowna', city: 'Kelowna, BC' },
      { kind: 'neighbourhood', id: 'n1', name: 'Rutland', city: 'Kelowna, BC' },
      { kind: 'neighbourhood', id: 'n2', name: 'Leslieville', city: 'Toronto, ON' },
    ]);
  });
});
