import type { ListingDescriptionFacts } from '@rentals/domain/descriptions/schemas';
import type { Bilingual } from '@rentals/domain/i18n/translate';
import {
  BEDROOM_LABELS,
  LOCATION_TAG_LABELS,
  PARKING_TYPE_LABELS,
  PET_LABELS,
  PROPERTY_TYPE_LABELS,
  STORAGE_OPTION_LABELS,
  UTILITY_LABELS,
  type StorageOption,
} from '@rentals/domain/listings/enums';
import {
  BUILDING_AMENITY_LABELS,
  TENANT_REQUIREMENT_LABELS,
  UNIT_AMENITY_LABELS,
  UNIT_APPLIANCE_LABELS,
} from '@rentals/domain/listings/features';
import type { Locale } from '@rentals/domain/users/enums';

/*
 * Words for the option values of spec/03 §3.7 in both languages, for the built-in description
 * writer. A value not listed here falls back to the wizard's en/fr label, then to the value as words.
 */

type Words = Readonly<Record<Locale, string>>;

const OPTION_WORDS: Record<string, Words> = {
  // Utilities
  AirConditioning: { en: 'air conditioning', fr: 'climatisation' },
  CableTv: { en: 'cable TV', fr: 'câblodistribution' },
  Electricity: { en: 'electricity', fr: 'électricité' },
  GarbageRemoval: { en: 'garbage removal', fr: 'collecte des ordures' },
  Heating: { en: 'heating', fr: 'chauffage' },
  Internet: { en: 'internet', fr: 'Internet' },
  MaintenanceFees: { en: 'maintenance fees', fr: "frais d'entretien" },
  Gas: { en: 'gas', fr: 'gaz' },
  Water: { en: 'water', fr: 'eau' },
  // Tags
  CloseToTransit: { en: 'close to transit', fr: 'près du transport en commun' },
  Nightlife: { en: 'nightlife nearby', fr: 'vie nocturne à proximité' },
  PurposeBuiltRentals: { en: 'purpose-built rental', fr: 'immeuble construit pour la location' },
  ParksAndWater: { en: 'parks and water nearby', fr: "parcs et plans d'eau à proximité" },
  Students: { en: 'student friendly', fr: 'idéal pour les étudiants' },
  LuxuryRentals: { en: 'luxury rental', fr: 'location de luxe' },
  ShortTermRentals: { en: 'short-term rental', fr: 'location à court terme' },
  ProfessionallyManaged: { en: 'professionally managed', fr: 'gestion professionnelle' },
  OnlinePayments: { en: 'online payments', fr: 'paiements en ligne' },
  OnlineApplications: { en: 'online applications', fr: 'demandes en ligne' },
  PetFriendly: { en: 'pet friendly', fr: 'animaux bienvenus' },
  FurnishedRentals: { en: 'furnished rental', fr: 'location meublée' },
  // Tenant requirements (noSmoking has its own sentence)
  exceptionalCredit: { en: 'a credit check', fr: 'une vérification de crédit' },
  letterOfEmployment: { en: 'proof of income', fr: 'une preuve de revenu' },
  pastReferences: { en: 'past references', fr: 'des références' },
  photoId: { en: 'photo ID', fr: "une pièce d'identité avec photo" },
  // Building amenities
  onSiteLaundry: { en: 'on-site laundry', fr: 'une buanderie sur place' },
  yard: { en: 'a yard', fr: 'une cour' },
  concierge: { en: 'a concierge', fr: 'un concierge' },
  elevator: { en: 'an elevator', fr: 'un ascenseur' },
  gym: { en: 'a gym', fr: "une salle d'entraînement" },
  swimmingPool: { en: 'a swimming pool', fr: 'une piscine' },
  storage: { en: 'storage', fr: 'des espaces de rangement' },
  guestSuites: { en: 'guest suites', fr: 'des suites pour invités' },
  rooftopDeck: { en: 'a rooftop deck', fr: 'une terrasse sur le toit' },
  hotTub: { en: 'a hot tub', fr: 'un spa' },
  sauna: { en: 'a sauna', fr: 'un sauna' },
  coworkingSpace: { en: 'a coworking space', fr: 'un espace de cotravail' },
  lounge: { en: 'a lounge', fr: 'un salon commun' },
  // Unit amenities
  ac: { en: 'air conditioning', fr: 'la climatisation' },
  centralHeat: { en: 'central heating', fr: 'le chauffage central' },
  electricalHeating: { en: 'electric heating', fr: 'le chauffage électrique' },
  radiatorHeating: { en: 'radiator heating', fr: 'le chauffage par radiateurs' },
  fireplace: { en: 'a fireplace', fr: 'un foyer' },
  carpet: { en: 'carpeting', fr: 'de la moquette' },
  ceilingFan: { en: 'a ceiling fan', fr: 'un ventilateur de plafond' },
  hardwoodFloor: { en: 'hardwood floors', fr: 'des planchers de bois franc' },
  walkInCloset: { en: 'a walk-in closet', fr: 'un walk-in' },
  highCeilings: { en: 'high ceilings', fr: 'de hauts plafonds' },
  bathroomFan: { en: 'a bathroom fan', fr: 'un ventilateur de salle de bain' },
  balcony: { en: 'a balcony', fr: 'un balcon' },
  // Appliances
  fridge: { en: 'a fridge', fr: 'un réfrigérateur' },
  stove: { en: 'a stove', fr: 'une cuisinière' },
  rangehood: { en: 'a range hood', fr: 'une hotte' },
  dishwasher: { en: 'a dishwasher', fr: 'un lave-vaisselle' },
  microwave: { en: 'a microwave', fr: 'un micro-ondes' },
  inunitwasher: { en: 'an in-unit washer', fr: 'une laveuse dans le logement' },
  inunitdryer: { en: 'an in-unit dryer', fr: 'une sécheuse dans le logement' },
  wineFridge: { en: 'a wine fridge', fr: 'un cellier' },
  dehumidifier: { en: 'a dehumidifier', fr: 'un déshumidificateur' },
  firePlaceElectric: { en: 'an electric fireplace', fr: 'un foyer électrique' },
  firePlaceGas: { en: 'a gas fireplace', fr: 'un foyer au gaz' },
  jacuzzi: { en: 'a jacuzzi', fr: 'un bain à remous' },
  // Parking
  ASSIGNED: { en: 'assigned', fr: 'attitrée' },
  SHARED: { en: 'shared', fr: 'partagée' },
  GARAGE: { en: 'garage', fr: 'intérieure' },
};

/** A noun with what French needs to agree with it. */
export interface Noun {
  en: string;
  fr: string;
  /** French gender. */
  feminine: boolean;
}

export const PROPERTY_NOUNS: Record<string, Noun> = {
  APARTMENT: { en: 'apartment', fr: 'appartement', feminine: false },
  BASEMENT: { en: 'basement apartment', fr: 'logement au sous-sol', feminine: false },
  CONDO: { en: 'condo', fr: 'condo', feminine: false },
  HOUSE_OR_TOWNHOUSE: { en: 'house', fr: 'maison', feminine: true },
  TOWNHOUSE: { en: 'townhouse', fr: 'maison en rangée', feminine: true },
  ROOM: { en: 'room', fr: 'chambre', feminine: true },
  OTHER: { en: 'rental', fr: 'logement', feminine: false },
};

export const NUMBER_WORDS: Record<Locale, string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  fr: ['zéro', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'],
};

const BEDROOM_COUNTS: Record<string, number> = {
  ONE_BEDROOM: 1,
  TWO_BEDROOMS: 2,
  THREE_BEDROOMS: 3,
  FOUR_BEDROOMS: 4,
  FIVE_BEDROOMS: 5,
  SIX_BEDROOMS: 6,
  SEVEN_BEDROOMS: 7,
  EIGHT_BEDROOMS: 8,
  NINE_BEDROOMS: 9,
  TEN_BEDROOMS: 10,
};

/** Bedrooms as a kind of home: a count, a studio, a shared room, "4+", or unknown. */
export type BedroomKind =
  { kind: 'count'; count: number; orMore: boolean } | { kind: 'studio' } | { kind: 'sharedRoom' } | null;

export function bedroomKind(value: string | null | undefined): BedroomKind {
  if (!value) return null;
  if (value === 'STUDIO') return { kind: 'studio' };
  if (value === 'ROOM_SHARED_HOME') return { kind: 'sharedRoom' };
  if (value === 'FOUR_OR_MORE_BEDROOMS') return { kind: 'count', count: 4, orMore: true };
  const count = BEDROOM_COUNTS[value] ?? (/^\d+$/.test(value) ? Number(value) : undefined);
  return count ? { kind: 'count', count, orMore: false } : null;
}

/** "onSiteLaundry" → "on site laundry", "GARBAGE_REMOVAL" → "garbage removal"; text with spaces stays. */
function humanize(value: string): string {
  if (/\s/.test(value)) return value;
  return value
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** Every option label the wizard shows, as a fallback for values the phrasing table above lacks. */
const WIZARD_LABELS: Record<string, Words> = {
  ...BUILDING_AMENITY_LABELS,
  ...UNIT_AMENITY_LABELS,
  ...UNIT_APPLIANCE_LABELS,
  ...UTILITY_LABELS,
  ...LOCATION_TAG_LABELS,
  ...TENANT_REQUIREMENT_LABELS,
};

/** The words for an option value in the locale: a phrase, else the wizard's label, else the value as words. */
export function optionWords(value: string, locale: Locale): string {
  const phrase = OPTION_WORDS[value]?.[locale];
  if (phrase) return phrase;
  const label = WIZARD_LABELS[value]?.[locale];
  // Labels are title case ("Party Room"); inside a sentence they read in lower case, brand names aside.
  return label
    ? label.replace(/\b([A-ZÀ-Ý])([a-zà-ÿ])/g, (_, a: string, b: string) => a.toLowerCase() + b)
    : humanize(value);
}

/** The storage sentence of each storage choice (spec/03 §3.7: 'Exceeds 650', 'Is not available', 'Other'). */
const STORAGE_SENTENCES: Record<StorageOption, Words> = {
  EXCEEDS_650: { en: 'Storage: exceeds 650.', fr: 'Rangement : plus de 650.' },
  NOT_AVAILABLE: { en: 'No storage is included.', fr: "Aucun espace de rangement n'est inclus." },
  OTHER: {
    en: 'Storage: other arrangement, ask for details.',
    fr: 'Rangement : autre formule, renseignez-vous.',
  },
};

/** The storage sentence of a storage choice; a value the wizard does not offer is written as words. */
export function storageSentence(value: string, locale: Locale): string {
  const known = STORAGE_SENTENCES[value as StorageOption]?.[locale];
  if (known) return known;
  return locale === 'en' ? `Storage: ${humanize(value)}.` : `Rangement : ${humanize(value)}.`;
}

type ChoiceFact = 'property_type' | 'bedrooms' | 'parking_type' | 'storage';
type ListFact =
  'amenities' | 'unitamenities' | 'appliances' | 'utilities' | 'tags' | 'tenant_reqs' | 'pets_allowed';

/** The labels the wizard shows for the options of each fact that holds option values. */
const CHOICE_LABELS: Record<ChoiceFact, Record<string, Bilingual>> = {
  property_type: PROPERTY_TYPE_LABELS,
  bedrooms: BEDROOM_LABELS,
  parking_type: PARKING_TYPE_LABELS,
  storage: STORAGE_OPTION_LABELS,
};
const LIST_LABELS: Record<ListFact, Record<string, Bilingual>> = {
  amenities: BUILDING_AMENITY_LABELS,
  unitamenities: UNIT_AMENITY_LABELS,
  appliances: UNIT_APPLIANCE_LABELS,
  utilities: UTILITY_LABELS,
  tags: LOCATION_TAG_LABELS,
  tenant_reqs: TENANT_REQUIREMENT_LABELS,
  pets_allowed: PET_LABELS,
};

/** An option's label in the locale; utilities and tags also come named 'AirConditioning'. */
function labelOf(labels: Record<string, Bilingual>, value: string, locale: Locale): string {
  const label = labels[value] ?? labels[value.charAt(0).toLowerCase() + value.slice(1)];
  return label ? label[locale] : humanize(value);
}

/**
 * The facts as a language model reads them: every option value replaced by the label the wizard
 * shows for it in the text's language ('Is not available', not NOT_AVAILABLE), so that no raw
 * value can reach the description. Free-text facts stay as given.
 */
export function labelledFacts(facts: ListingDescriptionFacts, locale: Locale): ListingDescriptionFacts {
  const labelled: ListingDescriptionFacts = { ...facts };
  for (const [fact, labels] of Object.entries(CHOICE_LABELS) as [ChoiceFact, Record<string, Bilingual>][]) {
    const value = facts[fact];
    if (value) labelled[fact] = labelOf(labels, value, locale);
  }
  for (const [fact, labels] of Object.entries(LIST_LABELS) as [ListFact, Record<string, Bilingual>][]) {
    const values = facts[fact];
    if (values) labelled[fact] = values.map((value) => labelOf(labels, value, locale));
  }
  return labelled;
}
