import { PROVINCES, type Province } from '../users/enums';
import {
  DIRECTION_NAMES,
  DIRECTION_WORDS,
  ENGLISH_TYPE_WORDS,
  FRENCH_ONLY_TYPE_WORDS,
  FRENCH_TYPE_WORDS,
  NAME_WORDS,
  PROVINCE_NAMES,
  PROVINCE_SHORT_FORMS,
  STREET_TYPES,
  UNIT_WORDS,
  plainWord,
  type Direction,
  type StreetTypeKey,
} from './address-words';

/*
 * Reads a Canadian address as people type it: '1205-50 Charles St E', '100 Queen St W, Toronto',
 * '1234 rue Sainte-Catherine O, Montréal, QC H3G 1P1', 'Apt 3, 55 Bloor St W', 'M5H 2N2'. Pure:
 * it knows the words of addresses, not places; a caller that knows places passes `isPlace` so a
 * city typed without a comma ('rue Sherbrooke Montréal') is told from the street's name.
 *
 * 'A-B' before a street is read as unit A at civic number B, as Canada Post writes it, never as a
 * range of civic numbers.
 */

export interface ParsedAddress {
  unit: string | null;
  /** The civic number with its letter, if any: '50', '12A'. */
  civicNumber: string | null;
  /** The street's name as typed, in title case: 'Sainte-Catherine', 'St. Clair'. */
  streetName: string | null;
  streetType: StreetTypeKey | null;
  direction: Direction | null;
  /** Written the French way, type before the name ('rue Sainte-Catherine O'). */
  french: boolean;
  /** Everything after the street that is not a province, postal code or 'Canada', as typed. */
  city: string | null;
  province: Province | null;
  /** A whole postal code, 'A1A 1A1'. */
  postalCode: string | null;
  /** The forward sortation area: the first three characters of a whole or partly typed postal code. */
  fsa: string | null;
  /** The name's words for matching: 'sainte catherine', 'saint clair'. */
  nameKey: string | null;
  /** The street for matching, in any language or spelling: 'queen street west'. */
  streetKey: string | null;
  /** The street as stored and shown: 'Queen St W', 'rue Sainte-Catherine O'. */
  street: string | null;
  /** Unit, civic number and street as stored: '1205-50 Charles St E'. */
  line: string | null;
  /**
   * Civic number and street in full words, without the unit, as geocoders index streets:
   * '50 Charles Street East', '1234 rue Sainte-Catherine Ouest'.
   */
  spelled: string | null;
}

export interface ParseOptions {
  /** Whether these plain words (lower case, no accents) name a known city or town. */
  isPlace?: (words: string[]) => boolean;
  /** The text is a street's name alone ('Kingsway', '17 Ave SW'): no number, unit or place in it. */
  streetOnly?: boolean;
}

const WHOLE_POSTAL = /\b([a-z]\d[a-z])[\s-]?(\d[a-z]\d)\b/i;
/** A postal code being typed, at the end: 'M5H', 'M5H 2', 'M5H 2N'. */
const PARTIAL_POSTAL = /(?:^|[\s,])([a-z]\d[a-z])(?:\s?\d(?:[a-z])?)?\s*$/i;
const CIVIC = /^\d+[a-z]?$/i;
const UNIT_AND_CIVIC = /^([a-z]?\d*[a-z]?)-(\d+[a-z]?)$/i;
const hasDigit = (token: string) => /\d/.test(token);
const SAINTS = new Set(['st', 'ste']);

const PROVINCE_BY_WORDS = new Map<string, Province>([
  ...PROVINCES.map((p) => [p.toLowerCase(), p] as const),
  ...PROVINCES.flatMap((p) => PROVINCE_NAMES[p].map((n) => [wordsOf(n).join(' '), p] as const)),
  ...Object.entries(PROVINCE_SHORT_FORMS),
]);

/** Plain words of a text, hyphens and apostrophes splitting nothing: "Côte-des-Neiges" → "cote-des-neiges". */
function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map(plainWord)
    .map((w) => w.replace(/[^a-z0-9-]/g, ''))
    .filter(Boolean);
}

/** The number of trailing tokens that name a province ('Ontario', 'QC', 'Nouveau-Brunswick'), and which. */
function trailingProvince(tokens: string[]): { count: number; province: Province } | null {
  for (let count = Math.min(4, tokens.length); count >= 1; count--) {
    const words = tokens.slice(-count).flatMap(wordsOf).join(' ').replace(/-/g, ' ');
    const province = PROVINCE_BY_WORDS.get(words) ?? PROVINCE_BY_WORDS.get(words.replace(/ /g, '-'));
    if (province) return { count, province };
  }
  return null;
}

const LOWER_WORDS = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'of', 'the', 'and', 'et', 'en', 'sur']);

/** Title case for a name typed all in lower or upper case; 'McCaul' and 'de la' stay as typed. */
function titleCase(token: string, first: boolean): string {
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

interface StreetTokens {
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
function takeUnit(tokens: string[]): { unit: string | null; tokens: string[] } {
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
function streetTokens(all: string[], streetOnly: boolean): StreetTokens {
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

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The name's words as keys read them: accents, hyphens and saints' short forms evened out. */
function nameKeyOf(name: string[]): string {
  return name
    .flatMap((token) => plainWord(token).split(/[^a-z0-9]+/))
    .filter(Boolean)
    .map((w) => NAME_WORDS[w] ?? w)
    .join(' ');
}

/** A city typed after the street without a comma: the longest known place at the end of the words. */
function splitTrailingPlace(name: string[], isPlace: ParseOptions['isPlace']): [string[], string[]] {
  if (!isPlace) return [name, []];
  for (let count = Math.min(4, name.length - 1); count >= 1; count--) {
    const words = name
      .slice(-count)
      .flatMap((t) => plainWord(t).split(/[^a-z0-9]+/))
      .filter(Boolean);
    if (isPlace(words)) return [name.slice(0, -count), name.slice(-count)];
  }
  return [name, []];
}

/** The parts of a typed address; every part the text does not give is null. */
export function parseAddress(text: string, options: ParseOptions = {}): ParsedAddress {
  let rest = text.replace(/\s+/g, ' ').trim();
  let postalCode: string | null = null;
  let fsa: string | null = null;
  const whole = WHOLE_POSTAL.exec(rest);
  if (whole) {
    postalCode = `${whole[1]} ${whole[2]}`.toUpperCase();
    fsa = whole[1]!.toUpperCase();
    rest = rest.replace(whole[0], ' ');
  } else {
    const partial = PARTIAL_POSTAL.exec(rest);
    if (partial && !CIVIC.test(partial[1]!)) {
      fsa = partial[1]!.toUpperCase();
      rest = rest.slice(0, partial.index);
    }
  }
  let segments = rest
    .split(',')
    .map((s) => joinUnitDash(s.trim().split(' ').filter(Boolean)))
    .filter((s) => s.length > 0 && !(s.length === 1 && plainWord(s[0]!) === 'canada'));
  // '1234, rue ...' and 'Apt 3, 100 Queen St W': a part with only a number or a unit joins the next.
  while (segments.length > 1 && isNumberOnly(segments[0]!))
    segments = [[...segments[0]!, ...segments[1]!], ...segments.slice(2)];
  if (segments.length > 1 && isNumberOnly(segments[1]!))
    segments = [[...segments[0]!, ...segments[1]!], ...segments.slice(2)];

  let province: Province | null = null;
  const takeProvince = (tokens: string[], keepOne: boolean): string[] => {
    const found = trailingProvince(tokens);
    if (!found || (keepOne && found.count >= tokens.length)) return tokens;
    province ??= found.province;
    return tokens.slice(0, tokens.length - found.count);
  };
  const lastAt = segments.length - 1;
  if (lastAt >= 1) {
    const last = segments[lastAt]!;
    segments[lastAt] = takeProvince(last, false);
    // 'Québec' alone after the street is the city of Québec (its province follows from it).
    if (!segments[lastAt]!.length && lastAt === 1 && /^qu[eé]bec$/i.test(last.join(' ')))
      segments[lastAt] = last;
  }
  segments = segments.filter((s, i) => i === 0 || s.length > 0);

  const onlyPlace = !options.streetOnly && segments.length === 1 && isPlaceOnly(segments[0]!);
  const street = segments[0] && !onlyPlace ? streetTokens(segments[0], !!options.streetOnly) : null;
  let tail = street?.rest ?? [];
  let name = street?.name ?? [];
  if (street && segments.length === 1) {
    // Without a comma, a city and province may follow the name ('rue Sherbrooke Montréal QC').
    if (!tail.length && name.length > 1) {
      name = takeProvince(
        name.filter((t) => plainWord(t) !== 'canada'),
        true,
      );
      [name, tail] = splitTrailingPlace(name, options.isPlace);
    }
    tail = takeProvince(
      tail.filter((t) => plainWord(t) !== 'canada'),
      false,
    );
  }
  const cityTokens = segments.length > 1 ? (segments.slice(1).find((s) => s.length) ?? []) : tail;
  const placeTokens = onlyPlace ? takeProvince(segments[0]!, true) : cityTokens;
  const city = placeTokens.length ? placeTokens.join(' ') : null;
  const hasStreet = name.length > 0;
  const streetName = hasStreet
    ? name.map((t, i) => titleCase(t, i === 0 && !street?.french)).join(' ')
    : null;
  const type = street?.type ? STREET_TYPES[street.type] : null;
  const direction = street?.direction ?? null;
  const french = !!street?.french;
  const streetText = !streetName
    ? null
    : french
      ? [type?.french, streetName, direction && DIRECTION_NAMES[direction].french].filter(Boolean).join(' ')
      : [streetName, type?.short, direction].filter(Boolean).join(' ');
  const nameKey = hasStreet ? nameKeyOf(name) : null;
  const unit = street?.unit?.toUpperCase() ?? null;
  const civicNumber = street?.civic?.toUpperCase() ?? null;
  const number = civicNumber ? (unit ? `${unit}-${civicNumber}` : civicNumber) : null;
  return {
    unit,
    civicNumber,
    streetName,
    streetType: street?.type ?? null,
    direction,
    french,
    city,
    province,
    postalCode,
    fsa,
    nameKey,
    streetKey: nameKey
      ? [nameKey, type?.key, direction && DIRECTION_NAMES[direction].key].filter(Boolean).join(' ')
      : null,
    street: streetText,
    line: streetText
      ? [number, streetText].filter(Boolean).join(' ') + (unit && !civicNumber ? ` #${unit}` : '')
      : null,
    spelled: !streetName
      ? null
      : [
          civicNumber,
          ...(french
            ? [type?.french, streetName, direction && DIRECTION_NAMES[direction].frenchWord]
            : [
                streetName,
                type && capitalized(type.key),
                direction && capitalized(DIRECTION_NAMES[direction].key),
              ]),
        ]
          .filter(Boolean)
          .join(' '),
  };
}

/** '1205 - 50' is written '1205-50'; other lone dashes are dropped ('#1205 - 50 Charles St E'). */
function joinUnitDash(tokens: string[]): string[] {
  const [unit, dash, civic, ...rest] = tokens;
  if (unit && civic && /^[-–]$/.test(dash ?? '') && /^\w+$/.test(unit) && CIVIC.test(civic) && hasDigit(unit))
    return [`${unit}-${civic}`, ...rest];
  return tokens.filter((t) => !/^[-–]$/.test(t));
}

/** A part that is only a civic number, a unit, or both: '1234', 'Apt 3', '#1205'. */
function isNumberOnly(tokens: string[]): boolean {
  const { unit, tokens: left } = takeUnit(tokens);
  if (unit && left.length === 0) return true;
  return left.length === 1 && (CIVIC.test(left[0]!) || UNIT_AND_CIVIC.test(left[0]!));
}

/**
 * A text without a number, street type or direction ('Toronto', 'Liberty Village') names a place,
 * not a street: it is the city.
 */
function isPlaceOnly(tokens: string[]): boolean {
  if (tokens.some(hasDigit) || takeUnit(tokens).unit) return false;
  const words = tokens.map(plainWord);
  if (words.slice(1).some((w) => w in ENGLISH_TYPE_WORDS)) return false;
  if (words[0]! in FRENCH_TYPE_WORDS && words.length > 1) return false;
  return !(words.length > 1 && directionOf(tokens.at(-1)) !== undefined);
}
