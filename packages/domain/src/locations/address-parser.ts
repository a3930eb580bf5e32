import { PROVINCES, type Province } from '../users/enums';
import {
  DIRECTION_NAMES,
  PROVINCE_NAMES,
  PROVINCE_SHORT_FORMS,
  STREET_TYPES,
  plainWord,
  type Direction,
  type StreetTypeKey,
} from './address-words';
import {
  CIVIC,
  isNumberOnly,
  isPlaceOnly,
  joinUnitDash,
  nameKeyOf,
  streetTokens,
  titleCase,
} from './street-line';

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

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

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
