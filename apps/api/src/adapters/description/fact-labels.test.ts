import { describe, expect, it } from 'vitest';
import type { ListingDescriptionFacts } from '@rentals/domain/descriptions/schemas';
import {
  BEDROOMS,
  LOCATION_TAGS,
  PARKING_TYPES,
  PETS,
  PROPERTY_TYPES,
  STORAGE_OPTIONS,
  UTILITIES,
} from '@rentals/domain/listings/enums';
import {
  BUILDING_AMENITIES,
  TENANT_REQUIREMENTS,
  UNIT_AMENITIES,
  UNIT_APPLIANCES,
} from '@rentals/domain/listings/features';
import { LOCALES } from '@rentals/domain/users/enums';
import { writeDescription } from './builtin-description';
import { labelledFacts } from './fact-labels';

/** The wizard sends utilities and tags as the AI service names them: 'AirConditioning'. */
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Every option value a fact can hold, as the wizard sends it. */
const ONE_VALUE_FACTS = {
  property_type: PROPERTY_TYPES,
  bedrooms: BEDROOMS,
  parking_type: PARKING_TYPES,
  storage: STORAGE_OPTIONS,
} as const;
const LIST_FACTS = {
  amenities: BUILDING_AMENITIES,
  unitamenities: UNIT_AMENITIES,
  appliances: UNIT_APPLIANCES,
  utilities: [...UTILITIES, ...UTILITIES.map(pascal)],
  tags: [...LOCATION_TAGS, ...LOCATION_TAGS.map(pascal)],
  tenant_reqs: TENANT_REQUIREMENTS,
  pets_allowed: PETS,
} as const;

const EVERY_VALUE: [string, ListingDescriptionFacts][] = [
  ...Object.entries(ONE_VALUE_FACTS).flatMap(([fact, values]) =>
    values.map((value): [string, ListingDescriptionFacts] => [value, { [fact]: value }]),
  ),
  ...Object.entries(LIST_FACTS).flatMap(([fact, values]) =>
    values.map((value): [string, ListingDescriptionFacts] => [value, { [fact]: [value] }]),
  ),
];

/** What a raw option value looks like in a text: NOT_AVAILABLE, CONDO, onSiteLaundry, CloseToTransit. */
const RAW_TOKEN =
  /\b(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+|[A-Z]{4,}|[a-z]+[A-Z][A-Za-z]*|[A-Z][a-z]+[A-Z][A-Za-z]*)\b/g;

describe('option values in descriptions', () => {
  it.each(LOCALES)('are written with their labels in %s, never as raw values', (locale) => {
    for (const [value, facts] of EVERY_VALUE) {
      const text = writeDescription(facts, locale, () => 0);
      expect(text.match(RAW_TOKEN) ?? [], `${value} → ${text}`).toEqual([]);
    }
  });

  it.each(LOCALES)('reach a language model as their labels in %s', (locale) => {
    for (const [value, facts] of EVERY_VALUE) {
      const json = JSON.stringify(labelledFacts(facts, locale));
      expect(json.match(RAW_TOKEN) ?? [], `${value} → ${json}`).toEqual([]);
    }
  });

  it('say what the storage choice means, in both languages', () => {
    expect(writeDescription({ storage: 'NOT_AVAILABLE' }, 'en', () => 0)).toContain(
      'No storage is included.',
    );
    expect(writeDescription({ storage: 'NOT_AVAILABLE' }, 'fr', () => 0)).toContain(
      "Aucun espace de rangement n'est inclus.",
    );
    expect(writeDescription({ storage: 'EXCEEDS_650' }, 'en', () => 0)).toContain('Storage: exceeds 650.');
    expect(writeDescription({ storage: 'EXCEEDS_650' }, 'fr', () => 0)).toContain('Rangement : plus de 650.');
  });
});
