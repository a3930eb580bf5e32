import { foldText } from './search-query';

/** A city's name in a URL (/feeds/listings/<slug>.xml): 'Trois-Rivières' is 'trois-rivieres'. */
export function citySlug(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
