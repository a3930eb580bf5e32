import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it('joins the trimmed names and is null without any', () => {
    expect(personName({ firstName: ' Élise ', lastName: 'Tremblay' })).toBe('Élise Tremblay');
    expect(personName({ firstName: 'Marc', lastName: null })).toBe('Marc');
    expect(personName({ firstName: ' ', lastName: '' })).toBeNull();
    expect(personName(null)).toBeNull();
  });
});
