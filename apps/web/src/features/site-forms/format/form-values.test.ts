import { describe, expect, it } from 'vitest';
import { emptyValues, formTexts, inputOf, type FieldLike } from './form-values';

const f = (key: string, type: FieldLike['type']): FieldLike => ({
  key,
  type,
  labelEn: key,
  labelFr: key,
  helpEn: '',
  helpFr: '',
  required: false,
  options: [],
});

describe('the public form values', () => {
  it('start empty in the shape each type holds', () => {
    expect(
      emptyValues([f('a', 'SHORT_TEXT'), f('b', 'CHECKBOXES'), f('c', 'YES_NO'), f('d', 'NUMBER')]),
    ).toEqual({
      a: '',
      b: [],
      c: null,
      d: '',
    });
  });

  it('use the input type and keyboard of each type', () => {
    expect(inputOf(f('e', 'EMAIL')).type).toBe('email');
    expect(inputOf(f('p', 'PHONE')).type).toBe('tel');
    expect(inputOf(f('n', 'NUMBER'))).toEqual({ type: 'text', inputMode: 'decimal' });
    expect(inputOf(f('d', 'DATE')).type).toBe('date');
  });

  it("read the form's texts in the language", () => {
    const form = {
      titleEn: 'T',
      titleFr: 'Tf',
      promptEn: 'P',
      promptFr: 'Pf',
      thankYouEn: 'Y',
      thankYouFr: 'Yf',
    };
    expect(formTexts(form, 'fr')).toEqual({ title: 'Tf', prompt: 'Pf', thankYou: 'Yf' });
    expect(formTexts(form, 'en').title).toBe('T');
  });
});
