import { describe, expect, it } from 'vitest';
import { flagsFromFeatures } from './detected-features';

describe('flagsFromFeatures', () => {
  it('finds flags by their label, in any case and in the plural', () => {
    expect(
      flagsFromFeatures(['Hardwood Floors', 'DISHWASHER', 'private balcony', 'Rooftop Terrace']),
    ).toEqual({
      amenities: ['rooftopTerrace'],
      unitAmenities: ['hardwoodFloor', 'balcony'],
      unitAppliances: ['dishwasher'],
    });
  });

  it('finds flags by their usual other names', () => {
    expect(
      flagsFromFeatures(['stainless steel refrigerator', 'washing machine', 'fitness centre', 'indoor pool']),
    ).toEqual({
      amenities: ['gym', 'swimmingPool'],
      unitAmenities: [],
      unitAppliances: ['fridge', 'inunitwasher'],
    });
  });

  it('matches whole words only, and nothing for unrelated features', () => {
    // "dishwasher" does not name the washer; "rangehood" words do not name the stove.
    expect(flagsFromFeatures(['dishwasher', 'range hood']).unitAppliances).toEqual([
      'rangehood',
      'dishwasher',
    ]);
    expect(flagsFromFeatures(['large windows', 'natural light', ''])).toEqual({
      amenities: [],
      unitAmenities: [],
      unitAppliances: [],
    });
  });
});
