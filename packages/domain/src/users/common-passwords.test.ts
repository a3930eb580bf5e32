import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import { isStrongPassword } from './rules';

describe('isCommonPassword', () => {
  it.each([
    'Password1!',
    'P@ssw0rd',
    'P@ssw0rd2024!',
    'Passw0rd!!',
    'Welcome123!',
    '123Password!',
    '@dM1n2024!',
    'Qwerty123$',
    'Toronto2024!',
    'Summer2025!',
    'Rentals!2026',
    'Motdepasse1!',
    '1234567!Aa',
  ])('refuses %s, which meets the class rule', (password) => {
    expect(isStrongPassword(password)).toBe(true);
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Correct-Horse-9!', 'Le$Chats7dorment', 'Tr4in-Station-Blue', 'Mz8!qLp2#x'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
