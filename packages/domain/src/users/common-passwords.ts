/*
 * Passwords that meet the strength rule and are still guessed first (OWASP ASVS 5.0 6.2.4). Breach
 * lists are full of one word dressed up to pass class rules: 'Password1!', 'P@ssw0rd', 'Toronto2024!',
 * 'Qwerty123$'. So a password is refused when, once its look-alike characters are read as letters and
 * its digits and symbols are dropped, what is left is one of the words below (or nothing at all:
 * '1234567!Aa' keeps 'aa'). The list is the most common bases of leaked passwords, with the
 * product's own name and Canadian places people reach for.
 */

const COMMON_BASES = new Set([
  'password',
  'passw',
  'pass',
  'passwd',
  'welcome',
  'qwerty',
  'qwertyuiop',
  'asdf',
  'asdfgh',
  'zxcvbn',
  'azerty',
  'admin',
  'administrator',
  'root',
  'user',
  'login',
  'letmein',
  'iloveyou',
  'love',
  'monkey',
  'dragon',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'hockey',
  'soccer',
  'master',
  'shadow',
  'superman',
  'batman',
  'trustno',
  'hello',
  'freedom',
  'whatever',
  'secret',
  'changeme',
  'default',
  'test',
  'guest',
  'abc',
  'abcd',
  'abcde',
  'abcdef',
  'aa',
  'aaa',
  'qwe',
  'qaz',
  'qazwsx',
  'michael',
  'jordan',
  'jennifer',
  'charlie',
  'thomas',
  'daniel',
  'jessica',
  'ashley',
  'matthew',
  'maple',
  'canada',
  'toronto',
  'montreal',
  'vancouver',
  'ottawa',
  'calgary',
  'quebec',
  'ontario',
  'summer',
  'winter',
  'spring',
  'autumn',
  'fall',
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'rentals',
  'rental',
  'rent',
  'renter',
  'landlord',
  'tenant',
  'home',
  'house',
  'motdepasse',
  'bonjour',
  'soleil',
  'chocolat',
  'loulou',
]);

/** Digits and symbols that stand for letters in a dressed-up word ('P@ssw0rd'). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  '5': 's',
  $: 's',
  '7': 't',
};

const lettersOnly = (text: string) => text.replace(/[^a-z]/g, '');
const readLookAlikes = (text: string) => [...text].map((c) => LOOK_ALIKES[c] ?? c).join('');

/**
 * The words a password may be hiding: its letters once the digits and symbols around them are
 * dropped ('123Password!' → 'password'), and its letters once the ones after them are dropped and
 * the look-alikes inside read as letters ('@dm1n2024!' → 'admin').
 */
function hiddenWords(password: string): { outer: string; dressed: string } {
  const lower = password.toLowerCase();
  const outer = lettersOnly(lower.replace(/^[^a-z]+|[^a-z]+$/g, ''));
  const dressed = lettersOnly(readLookAlikes(lower.replace(/[^a-z]+$/, '')));
  return { outer, dressed };
}

/** Whether a password is one of the commonest, however it is dressed up. */
export function isCommonPassword(password: string): boolean {
  const { outer, dressed } = hiddenWords(password);
  return outer.length <= 2 || COMMON_BASES.has(outer) || COMMON_BASES.has(dressed);
}
