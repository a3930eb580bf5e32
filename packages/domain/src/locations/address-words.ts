import type { Province } from '../users/enums';

/*
 * The words of Canadian addresses, in English and French, as people type them: street types and
 * their short forms, directions, unit designators and province names. Keys are plain words (lower
 * case, no accents, no full stops), the form `plainWord` gives.
 */

/** Lower case without accents, full stops or apostrophes: 'Boul.' → 'boul', 'Côte' → 'cote'. */
export function plainWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[.'’]/g, '');
}

/** One street type: the word its key uses, how an English address writes it, and how a French one does. */
export interface StreetType {
  /** The English word, used in matching keys ('street' for both St and rue). */
  key: string;
  /** Canada Post's short form, written after the name ('Queen St W'). */
  short: string;
  /** The French word, written before the name ('rue Sainte-Catherine O'). */
  french: string;
}

const type = (key: string, short: string, french: string): StreetType => ({ key, short, french });

export const STREET_TYPES = {
  street: type('street', 'St', 'rue'),
  avenue: type('avenue', 'Ave', 'avenue'),
  road: type('road', 'Rd', 'chemin'),
  boulevard: type('boulevard', 'Blvd', 'boulevard'),
  drive: type('drive', 'Dr', 'promenade'),
  crescent: type('crescent', 'Cres', 'croissant'),
  court: type('court', 'Crt', 'cour'),
  place: type('place', 'Pl', 'place'),
  lane: type('lane', 'Lane', 'allée'),
  parkway: type('parkway', 'Pky', 'parkway'),
  highway: type('highway', 'Hwy', 'route'),
  terrace: type('terrace', 'Terr', 'terrasse'),
  square: type('square', 'Sq', 'square'),
  circle: type('circle', 'Cir', 'cercle'),
  gate: type('gate', 'Gate', 'gate'),
  way: type('way', 'Way', 'way'),
  trail: type('trail', 'Trail', 'sentier'),
  range: type('range', 'Range', 'rang'),
  hill: type('hill', 'Hill', 'côte'),
  rise: type('rise', 'Rise', 'montée'),
  quay: type('quay', 'Quay', 'quai'),
} as const satisfies Record<string, StreetType>;
export type StreetTypeKey = keyof typeof STREET_TYPES;

/** Street types written after the name, in English: every spelling people type. */
export const ENGLISH_TYPE_WORDS: Readonly<Record<string, StreetTypeKey>> = {
  st: 'street',
  str: 'street',
  street: 'street',
  ave: 'avenue',
  av: 'avenue',
  avenue: 'avenue',
  rd: 'road',
  road: 'road',
  blvd: 'boulevard',
  boul: 'boulevard',
  boulevard: 'boulevard',
  dr: 'drive',
  drive: 'drive',
  cres: 'crescent',
  cr: 'crescent',
  crescent: 'crescent',
  ct: 'court',
  crt: 'court',
  court: 'court',
  pl: 'place',
  place: 'place',
  ln: 'lane',
  lane: 'lane',
  pkwy: 'parkway',
  pky: 'parkway',
  parkway: 'parkway',
  hwy: 'highway',
  highway: 'highway',
  terr: 'terrace',
  ter: 'terrace',
  terrace: 'terrace',
  sq: 'square',
  square: 'square',
  cir: 'circle',
  circ: 'circle',
  circle: 'circle',
  gate: 'gate',
  way: 'way',
  trail: 'trail',
  trl: 'trail',
  quay: 'quay',
};

/** Street types written before the name, in French ('rue', 'boul.', 'ch. de la Côte-des-Neiges'). */
export const FRENCH_TYPE_WORDS: Readonly<Record<string, StreetTypeKey>> = {
  rue: 'street',
  boul: 'boulevard',
  boulevard: 'boulevard',
  bd: 'boulevard',
  blvd: 'boulevard',
  av: 'avenue',
  ave: 'avenue',
  avenue: 'avenue',
  ch: 'road',
  chemin: 'road',
  rang: 'range',
  cote: 'hill',
  montee: 'rise',
  place: 'place',
  pl: 'place',
  rte: 'highway',
  route: 'highway',
  allee: 'lane',
  promenade: 'drive',
  prom: 'drive',
  croissant: 'crescent',
  terrasse: 'terrace',
  quai: 'quay',
  carre: 'square',
};

/** Words that only ever start a French street ('avenue' and 'place' also end English ones). */
export const FRENCH_ONLY_TYPE_WORDS = new Set(
  Object.keys(FRENCH_TYPE_WORDS).filter((w) => !(w in ENGLISH_TYPE_WORDS)),
);

export type Direction = 'N' | 'S' | 'E' | 'W' | 'NE' | 'NW' | 'SE' | 'SW';

/** A direction in English or French, short or long: 'W', 'West', 'O', 'Ouest'. */
export const DIRECTION_WORDS: Readonly<Record<string, Direction>> = {
  n: 'N',
  north: 'N',
  nord: 'N',
  s: 'S',
  south: 'S',
  sud: 'S',
  e: 'E',
  east: 'E',
  est: 'E',
  w: 'W',
  west: 'W',
  o: 'W',
  ouest: 'W',
  ne: 'NE',
  northeast: 'NE',
  nordest: 'NE',
  nw: 'NW',
  northwest: 'NW',
  no: 'NW',
  nordouest: 'NW',
  se: 'SE',
  southeast: 'SE',
  sudest: 'SE',
  sw: 'SW',
  southwest: 'SW',
  so: 'SW',
  sudouest: 'SW',
};

/**
 * How directions read in keys ('west'), in French addresses ('O', Canada Post's form), and in full
 * for geocoders ('Ouest').
 */
export const DIRECTION_NAMES: Readonly<
  Record<Direction, { key: string; french: string; frenchWord: string }>
> = {
  N: { key: 'north', french: 'N', frenchWord: 'Nord' },
  S: { key: 'south', french: 'S', frenchWord: 'Sud' },
  E: { key: 'east', french: 'E', frenchWord: 'Est' },
  W: { key: 'west', french: 'O', frenchWord: 'Ouest' },
  NE: { key: 'northeast', french: 'NE', frenchWord: 'Nord-Est' },
  NW: { key: 'northwest', french: 'NO', frenchWord: 'Nord-Ouest' },
  SE: { key: 'southeast', french: 'SE', frenchWord: 'Sud-Est' },
  SW: { key: 'southwest', french: 'SO', frenchWord: 'Sud-Ouest' },
};

/** Words that announce a unit: 'Apt 3', 'Unit 4', 'Suite 200', 'app. 3', 'bureau 200'. */
export const UNIT_WORDS = new Set([
  'apt',
  'apartment',
  'app',
  'appt',
  'appartement',
  'unit',
  'unite',
  'suite',
  'ste',
  'bureau',
  'room',
  'rm',
  'penthouse',
  'ph',
  'logement',
  'log',
]);

/** Short forms of the saints and mountains street names start with, as keys read them. */
export const NAME_WORDS: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
};

/** Province and territory names in English and French, for typed text and geocoder answers. */
export const PROVINCE_NAMES: Record<Province, string[]> = {
  AB: ['Alberta'],
  BC: ['British Columbia', 'Colombie-Britannique'],
  MB: ['Manitoba'],
  NB: ['New Brunswick', 'Nouveau-Brunswick'],
  NL: ['Newfoundland and Labrador', 'Terre-Neuve-et-Labrador', 'Newfoundland'],
  NS: ['Nova Scotia', 'Nouvelle-Écosse'],
  NT: ['Northwest Territories', 'Territoires du Nord-Ouest'],
  NU: ['Nunavut'],
  ON: ['Ontario'],
  PE: ['Prince Edward Island', 'Île-du-Prince-Édouard'],
  QC: ['Quebec', 'Québec'],
  SK: ['Saskatchewan'],
  YT: ['Yukon'],
};

/** Short forms people and older addresses use besides the postal codes ('Ont.', 'P.Q.', 'B.C.'). */
export const PROVINCE_SHORT_FORMS: Readonly<Record<string, Province>> = {
  ont: 'ON',
  pq: 'QC',
  que: 'QC',
  alta: 'AB',
  man: 'MB',
  sask: 'SK',
  nfld: 'NL',
  pei: 'PE',
  ipe: 'PE',
  nwt: 'NT',
  tno: 'NT',
  yk: 'YT',
  nf: 'NL',
};
