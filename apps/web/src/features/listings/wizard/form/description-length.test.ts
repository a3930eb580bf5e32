import { LISTING_DESCRIPTION_MAX_LENGTH } from '@rentals/domain/listings/limits';
import { describe, expect, it } from 'vitest';
import { descriptionLength } from './description-length';
import { validateStep } from './step-validation';
import { EMPTY_VALUES } from './wizard-values';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('descriptionLength', () => {
  it('counts the characters against the 10,000 limit, per locale', () => {
    expect(descriptionLength('x'.repeat(1234), 'en')).toMatchObject({
      counter: '1,234 / 10,000',
      over: false,
    });
    expect(nbsp(descriptionLength('x'.repeat(1234), 'fr').counter)).toBe('1 234 / 10 000');
    expect(descriptionLength('', 'en').counter).toBe('0 / 10,000');
  });

  it('says by how much a text over the limit must shrink, and the form refuses it uncut', () => {
    const long = 'x'.repeat(LISTING_DESCRIPTION_MAX_LENGTH + 25);
    expect(descriptionLength(long, 'en')).toMatchObject({
      counter: '10,025 / 10,000',
      max: '10,000',
      excess: '25',
      over: true,
    });
    expect(validateStep(5, { ...EMPTY_VALUES, description: long }).description?.message).toBe('tooLong');
    expect(descriptionLength('x'.repeat(LISTING_DESCRIPTION_MAX_LENGTH), 'en').over).toBe(false);
  });
});
