import { describe, expect, it } from 'vitest';
import { nameOrEmail, personName } from './person-name';

describe('personName', () => {
  it('joins the trimmed names and is null without any', () => {
    expect(personName({ firstName: ' Élise ', lastName: 'Tremblay' })).toBe('Élise Tremblay');
    expect(personName({ firstName: 'Marc', lastName: null })).toBe('Marc');
    expect(personName({ firstName: ' ', lastName: '' })).toBeNull();
    expect(personName(null)).toBeNull();
  });
});

describe('nameOrEmail', () => {
  it('tells staff who someone is even when the account has no name', () => {
    expect(nameOrEmail({ firstName: 'Marc', lastName: 'Roy', email: 'marc@example.ca' })).toBe('Marc Roy');
    expect(nameOrEmail({ firstName: ' ', lastName: null, email: 'anon@example.ca' })).toBe('anon@example.ca');
  });
});
