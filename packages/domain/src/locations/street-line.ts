import {
  DIRECTION_WORDS,
  ENGLISH_TYPE_WORDS,
  FRENCH_ONLY_TYPE_WORDS,
  FRENCH_TYPE_WORDS,
  NAME_WORDS,
  UNIT_WORDS,
  plainWord,
  type Direction,
  type StreetTypeKey,
} from './address-words';

/*
 * The street part of a typed address ('1205-50 Charles St E', 'app. 3, 4350 rue St-Denis'): its
 * unit, civic number, name, type and direction, for address-parser.ts.
 */

export const CIVIC = /^\d+[a-z]?$/i;
// The unit: digits with a letter ('1205', '12A', 'B') or a condo's prefix ('PH05', 'TH3'); never
// a word ('Hwy-401' is no unit 'Hwy').
const UNIT_AND_CIVIC = /^((?:[a-z]{1,3}\d+[a-z]?|[a-z]?\d*[a-z]?))-(\d+[a-z]?)$/i;
export const hasDigit = (token: string) => /\d/.test(token);
const SAINTS = new Set(['st', 'ste']);

const LOWER_WORDS = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'of', 'the', 'and', 'et', 'en', 'sur']);

/** Title case for a name typed all in lower or upper case; 'McCaul' and 'de la' stay as typed. */
export function titleCase(token: string, first: boolean): string {
  if (token !== token.toLowerCase() && token !== token.toUpperCase()) return token;
  return token
    .toLowerCase()
    .split(/([-'’])/)
    .map((part, i) => {
      if (LOWER_WORDS.has(plainWord(part)) && (i > 0 || !first)) return part;
      if (/^[dl]$/.test(part) && !first) return part;
      return part.charAt(0).toUpperCase() + part.slice(1);
    })
    .join('');
}

export interface StreetTokens {
  unit: string | null;
  civic: string | null;
  name: string[];
  type: StreetTypeKey | null;
  direction: Direction | null;
  french: boolean;
  rest: string[];
}

const directionOf = (token: string | undefined) => (token ? DIRECTION_WORDS[plainWord(token)] : undefined);
const englishType = (token: string | undefined) => (token ? ENGLISH_TYPE_WORDS[plainWord(token)] : undefined);

/** Takes the unit out of the tokens, wherever it is: '#1205', 'Apt 3', 'app. 3', 'Suite 200'. */
export function takeUnit(tokens: string[]): { unit: string | null; tokens: string[] } {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (/^#\w+$/.test(token)) return { unit: token.slice(1), tokens: tokens.toSpliced(i, 1) };
    if (token === '#' && tokens[i + 1]) return { unit: tokens[i + 1]!, tokens: tokens.toSpliced(i, 2) };
    const word = plainWord(token);
    const next = tokens[i + 1]?.replace(/^#/, '');
    if (!UNIT_WORDS.has(word) || !next) continue;
    // 'Ste' is also Sainte: it is a suite only before a number.
    const isUnit = hasDigit(next) || (word !== 'ste' && /^[a-z]$/i.test(next));
    if (isUnit) return { unit: next.replace(/,$/, ''), tokens: tokens.toSpliced(i, 2) };
  }
  return { unit: null, tokens };
}

/** Unit, civic number, name, type, direction, and the words after the street. */
export function streetTokens(all: string[], streetOnly: boolean): StreetTokens {
  const { unit: unitWord, tokens } = streetOnly ? { unit: null, tokens: all } : takeUnit(all);
  let unit = unitWord;
  let civic: string | null = null;
  let at = 0;
  const pair = streetOnly ? null : UNIT_AND_CIVIC.exec(tokens[0] ?? '');
  if (pair && pair[1]) [unit, civic, at] = [unit ?? pair[1], pair[2]!, 1];
  else if (!streetOnly && CIVIC.test(tokens[0] ?? '')) [civic, at] = [tokens[0]!, 1];
  // '17 Ave SW' alone: the number is the street's name, not a civic number.
  if (civic && !pair && englishType(tokens[1]) && tokens.slice(2).every((w) => directionOf(w))) {
    [civic, at] = [null, 0];
  }
  const words = tokens.slice(at);
  const first = words[0] ? plainWord(words[0]) : '';
  // 'St' right after a French type is a saint ('boul. St-Laurent', 'boul St Laurent').
  const saintAfterType = (w: string, i: number) =>
    i === 1 && first in FRENCH_TYPE_WORDS && SAINTS.has(plainWord(w)) && words.length > 2;
  const englishEnd = words.findLastIndex(
    (w, i) => i > 0 && englishType(w) !== undefined && !saintAfterType(w, i),
  );
  // French order: a French type first, unless it is the name of an English street ('Avenue Rd').
  const french =
    first in FRENCH_TYPE_WORDS && words.length > 1 && (FRENCH_ONLY_TYPE_WORDS.has(first) || englishEnd < 0);
  const result = { unit, civic, name: words, type: null, direction: null, french, rest: [] as string[] };
  if (french) {
    const type = FRENCH_TYPE_WORDS[first]!;
    const after = words.slice(1);
    // A direction ends the street; the words after it are the city.
    const dirAt = after.findIndex((w, i) => i > 0 && directionOf(w) !== undefined);
    const name = dirAt > 0 ? after.slice(0, dirAt) : after;
    const direction = dirAt > 0 ? directionOf(after[dirAt])! : null;
    return { ...result, type, name, direction, rest: dirAt > 0 ? after.slice(dirAt + 1) : [] };
  }
  if (englishEnd > 0) {
    let name = words.slice(0, englishEnd);
    let direction = directionOf(words[englishEnd + 1]) ?? null;
    // 'W Georgia St': a direction before the name.
    const leading = name.length > 1 ? directionOf(name[0]) : undefined;
    if (!direction && leading) [direction, name] = [leading, name.slice(1)];
    return {
      ...result,
      name,
      type: englishType(words[englishEnd])!,
      direction,
      rest: words.slice(englishEnd + (direction && !leading ? 2 : 1)),
    };
  }
  // No type: 'Broadway', 'The Queensway', 'Bloor W'.
  const last = directionOf(words.at(-1));
  if (last && words.length > 1) return { ...result, name: words.slice(0, -1), direction: last };
  return result;
}

/** The name's words as keys read them: accents, hyphens and saints' short forms evened out. */
export function nameKeyOf(name: string[]): string {
  return name
    .flatMap((token) => plainWord(token).split(/[^a-z0-9]+/))
    .filter(Boolean)
    .map((w) => NAME_WORDS[w] ?? w)
    .join(' ');
}

/** '1205 - 50' is written '1205-50'; other lone dashes are dropped ('#1205 - 50 Charles St E'). */
export function joinUnitDash(tokens: string[]): string[] {
  const [unit, dash, civic, ...rest] = tokens;
  if (unit && civic && /^[-–]$/.test(dash ?? '') && /^\w+$/.test(unit) && CIVIC.test(civic) && hasDigit(unit))
    return [`${unit}-${civic}`, ...rest];
  return tokens.filter((t) => !/^[-–]$/.test(t));
}

/** A part that is only a civic number, a unit, or both: '1234', 'Apt 3', '#1205'. */
export function isNumberOnly(tokens: string[]): boolean {
  const { unit, tokens: left } = takeUnit(tokens);
  if (unit && left.length === 0) return true;
  return left.length === 1 && (CIVIC.test(left[0]!) || UNIT_AND_CIVIC.test(left[0]!));
}

/**
 * A text without a number, street type or direction ('Toronto', 'Liberty Village') names a place,
 * not a street: it is the city.
 */
export function isPlaceOnly(tokens: string[]): boolean {
  if (tokens.some(hasDigit) || takeUnit(tokens).unit) return false;
  const words = tokens.map(plainWord);
  if (words.slice(1).some((w) => w in ENGLISH_TYPE_WORDS)) return false;
  if (words[0]! in FRENCH_TYPE_WORDS && words.length > 1) return false;
  return !(words.length > 1 && directionOf(tokens.at(-1)) !== undefined);
}
