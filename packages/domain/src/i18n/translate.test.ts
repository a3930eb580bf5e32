import { expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../errors/codes';
import { interpolate, translate } from './translate';
import { VALIDATION_MESSAGES } from './validation-messages';

it('interpolates known placeholders and leaves unknown ones', () => {
  expect(interpolate('{label} is required {x}', { label: 'Email' })).toBe('Email is required {x}');
});

it('keeps the spec wording in English and gives a French text for every message', () => {
  expect(translate(ERROR_MESSAGES.EMAIL_TAKEN, 'en')).toBe('This email is already exists!');
  expect(translate(VALIDATION_MESSAGES.email, 'en')).toBe('Please provide a valid email addess.');
  for (const m of [...Object.values(ERROR_MESSAGES), ...Object.values(VALIDATION_MESSAGES)]) {
    expect(m.fr.length).toBeGreaterThan(0);
    expect(m.fr).not.toBe(m.en);
  }
});
