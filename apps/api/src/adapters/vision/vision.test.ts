import { describe, expect, it } from 'vitest';
import { parseFeatures } from './vision';

describe('parseFeatures', () => {
  it('reads a JSON array, fenced or under features, without duplicates', () => {
    expect(parseFeatures('["Hardwood floors", "Dishwasher", "hardwood floors"]')).toEqual([
      'Hardwood floors',
      'Dishwasher',
    ]);
    expect(parseFeatures('```json\n["Balcony"]\n```')).toEqual(['Balcony']);
    expect(parseFeatures('{"features": ["Fireplace", 3]}')).toEqual(['Fireplace']);
  });

  it('falls back to one feature per line or comma', () => {
    expect(parseFeatures('- Balcony\n- Walk-in closet, high ceilings.')).toEqual([
      'Balcony',
      'Walk-in closet',
      'high ceilings',
    ]);
  });
});
