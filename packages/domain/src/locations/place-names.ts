import type { Locale } from '../users/enums';

/*
 * Places are stored under one name, the one searches and links use ('Montreal', 'Quebec City').
 * A few have a French name of their own that French pages must show: the city of Montréal keeps
 * its accent, Quebec City is simply Québec, and their old towns are Vieux-Montréal and
 * Vieux-Québec. Keyed by the stored name in lower case, so 'montreal' typed by hand reads the same.
 */
const FRENCH_PLACE_NAMES: Readonly<Record<string, string>> = {
  montreal: 'Montréal',
  'quebec city': 'Québec',
  quebec: 'Québec',
  'old montreal': 'Vieux-Montréal',
  'old quebec': 'Vieux-Québec',
  'trois-rivieres': 'Trois-Rivières',
};

/** A city's or neighbourhood's name as a page in `locale` writes it; the stored name otherwise. */
export function placeName(name: string, locale: Locale): string {
  if (locale !== 'fr') return name;
  return FRENCH_PLACE_NAMES[name.trim().toLowerCase()] ?? name;
}

/** Letters without their accents, in lower case: 'Montréal' and 'montreal' read the same. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a text (an address) already names a place, accents or not ('…, Montréal, QC' names Montreal). */
export function mentionsPlace(text: string, name: string): boolean {
  return plain(text).includes(plain(name));
}
