import type { Bilingual } from '../i18n/translate';

/*
 * Option lists of listings (spec/01 §3, spec/03 §3.7), each with its en/fr labels. Values are
 * GraphQL-safe names; the labels are what the wizard and the pages show.
 */

/** Property types (spec/03 §3.7); a new listing defaults to OTHER. */
export const PROPERTY_TYPES = [
  'APARTMENT',
  'BASEMENT',
  'CONDO',
  'HOUSE_OR_TOWNHOUSE',
  'TOWNHOUSE',
  'ROOM',
  'OTHER',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const DEFAULT_PROPERTY_TYPE: PropertyType = 'OTHER';
export const PROPERTY_TYPE_LABELS: Record<PropertyType, Bilingual> = {
  APARTMENT: { en: 'Apartment', fr: 'Appartement' },
  BASEMENT: { en: 'Basement', fr: 'Sous-sol' },
  CONDO: { en: 'Condo', fr: 'Condo' },
  HOUSE_OR_TOWNHOUSE: { en: 'House or Townhouse', fr: 'Maison ou maison en rangée' },
  TOWNHOUSE: { en: 'Townhouse', fr: 'Maison en rangée' },
  ROOM: { en: 'Room', fr: 'Chambre' },
  OTHER: { en: 'Other', fr: 'Autre' },
};

/** Who posts the listing (spec/03 §3.7 poster type). */
export const POSTER_ROLES = [
  'LANDLORD_OWNER',
  'REAL_ESTATE_AGENT',
  'LEASE_ASSIGNOR',
  'SUB_LESSOR',
  'PROPERTY_MANAGER',
] as const;
export type PosterRole = (typeof POSTER_ROLES)[number];
/** The roles the Add/Update Property dialog offers (spec/03 §3.7). */
export const DIALOG_POSTER_ROLES = [
  'LANDLORD_OWNER',
  'REAL_ESTATE_AGENT',
  'LEASE_ASSIGNOR',
  'SUB_LESSOR',
] as const satisfies readonly PosterRole[];
export const POSTER_ROLE_LABELS: Record<PosterRole, Bilingual> = {
  LANDLORD_OWNER: { en: 'Landlord/Owner', fr: 'Propriétaire' },
  REAL_ESTATE_AGENT: { en: 'Real Estate Agent', fr: 'Agent immobilier' },
  LEASE_ASSIGNOR: { en: 'Lease Assignor', fr: 'Cédant de bail' },
  SUB_LESSOR: { en: 'Sub-Lessor', fr: 'Sous-locateur' },
  PROPERTY_MANAGER: { en: 'Property Manager', fr: 'Gestionnaire immobilier' },
};

/** Bedrooms (spec/03 §3.7): a room in a shared home, a studio, one to ten bedrooms, or four or more. */
export const BEDROOMS = [
  'ROOM_SHARED_HOME',
  'STUDIO',
  'ONE_BEDROOM',
  'TWO_BEDROOMS',
  'THREE_BEDROOMS',
  'FOUR_BEDROOMS',
  'FIVE_BEDROOMS',
  'SIX_BEDROOMS',
  'SEVEN_BEDROOMS',
  'EIGHT_BEDROOMS',
  'NINE_BEDROOMS',
  'TEN_BEDROOMS',
  'FOUR_OR_MORE_BEDROOMS',
] as const;
export type Bedrooms = (typeof BEDROOMS)[number];
const NUMBER_WORDS: Bilingual[] = [
  { en: 'One', fr: 'Une' },
  { en: 'Two', fr: 'Deux' },
  { en: 'Three', fr: 'Trois' },
  { en: 'Four', fr: 'Quatre' },
  { en: 'Five', fr: 'Cinq' },
  { en: 'Six', fr: 'Six' },
  { en: 'Seven', fr: 'Sept' },
  { en: 'Eight', fr: 'Huit' },
  { en: 'Nine', fr: 'Neuf' },
  { en: 'Ten', fr: 'Dix' },
];
export const BEDROOM_LABELS: Record<Bedrooms, Bilingual> = {
  ROOM_SHARED_HOME: { en: 'Room in a shared home', fr: 'Chambre dans un logement partagé' },
  STUDIO: { en: 'Studio', fr: 'Studio' },
  ...(Object.fromEntries(
    BEDROOMS.slice(2, 12).map((value, i) => [
      value,
      {
        en: `${NUMBER_WORDS[i]!.en} Bedroom${i ? 's' : ''}`,
        fr: `${NUMBER_WORDS[i]!.fr} chambre${i ? 's' : ''}`,
      },
    ]),
  ) as Record<Exclude<Bedrooms, 'ROOM_SHARED_HOME' | 'STUDIO' | 'FOUR_OR_MORE_BEDROOMS'>, Bilingual>),
  FOUR_OR_MORE_BEDROOMS: { en: '4+ Bedrooms', fr: '4 chambres et plus' },
};

/** Bathrooms: 1 to 8 in halves (spec/03 §3.7). */
export const BATHROOMS: readonly number[] = Array.from({ length: 15 }, (_, i) => 1 + i / 2);

/** Parking (spec/01 §3). */
export const PARKING_TYPES = ['ASSIGNED', 'SHARED', 'GARAGE', 'OTHER', 'NONE'] as const;
export type ParkingType = (typeof PARKING_TYPES)[number];
export const PARKING_TYPE_LABELS: Record<ParkingType, Bilingual> = {
  ASSIGNED: { en: 'Assigned', fr: 'Attribué' },
  SHARED: { en: 'Shared', fr: 'Partagé' },
  GARAGE: { en: 'Garage', fr: 'Garage' },
  OTHER: { en: 'Other', fr: 'Autre' },
  NONE: { en: 'None', fr: 'Aucun' },
};

/** Storage of a unit (spec/03 §3.7: 'Exceeds 650', 'Is not available', 'Other'). */
export const STORAGE_OPTIONS = ['EXCEEDS_650', 'NOT_AVAILABLE', 'OTHER'] as const;
export type StorageOption = (typeof STORAGE_OPTIONS)[number];
export const STORAGE_OPTION_LABELS: Record<StorageOption, Bilingual> = {
  EXCEEDS_650: { en: 'Exceeds 650', fr: 'Plus de 650' },
  NOT_AVAILABLE: { en: 'Is not available', fr: "N'est pas disponible" },
  OTHER: { en: 'Other', fr: 'Autre' },
};

/** How the unit is shown to prospects (spec/03 §3.7 showing type). */
export const SHOWING_TYPES = ['IN_PERSON', 'VIRTUALLY'] as const;
export type ShowingType = (typeof SHOWING_TYPES)[number];
export const SHOWING_TYPE_LABELS: Record<ShowingType, Bilingual> = {
  IN_PERSON: { en: 'In-person', fr: 'En personne' },
  VIRTUALLY: { en: 'Virtually', fr: 'Virtuellement' },
};

/** The Yes/No choice of the owner questions (spec/03 §3.7). */
export const YES_NO_LABELS: Record<'yes' | 'no', Bilingual> = {
  yes: { en: 'Yes, please!', fr: 'Oui, merci !' },
  no: { en: 'No, thanks', fr: 'Non, merci' },
};

/** Where a listing was created: the Add Property dialog or the public list-with-us wizard. */
export const LISTING_SOURCES = ['LISTING', 'LIST_WITH_US'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/** A picture of a building or unit, or a unit's floor plan. */
export const PICTURE_KINDS = ['PICTURE', 'FLOOR_PLAN'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** The status a viewer sees (spec/01 §4). */
export const LISTING_STATUSES = [
  'PENDING_APPROVAL',
  'INACTIVE',
  'ACTIVE',
  'UNAVAILABLE',
  'AVAILABLE',
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_STATUS_LABELS: Record<ListingStatus, Bilingual> = {
  PENDING_APPROVAL: { en: 'Pending Approval', fr: "En attente d'approbation" },
  INACTIVE: { en: 'Inactive', fr: 'Inactive' },
  ACTIVE: { en: 'Active', fr: 'Active' },
  UNAVAILABLE: { en: 'Unavailable', fr: 'Non disponible' },
  AVAILABLE: { en: 'Available', fr: 'Disponible' },
};

/** Mark-as-rented's disable-listing choice, sent as the text '0' or '1' (spec/01 §4). */
export const DISABLE_LISTING_CHOICES = ['0', '1'] as const;
export type DisableListingChoice = (typeof DISABLE_LISTING_CHOICES)[number];

/* Boolean flag groups: each name is a boolean column of its own so search can filter and index it. */

/** Pets allowed (spec/03 §3.7): cat, dog, other, none; none excludes the others. */
export const PETS = ['cat', 'dog', 'other', 'none'] as const;
export type Pet = (typeof PETS)[number];
export const PET_LABELS: Record<Pet, Bilingual> = {
  cat: { en: 'Cats', fr: 'Chats' },
  dog: { en: 'Dogs', fr: 'Chiens' },
  other: { en: 'Other', fr: 'Autres' },
  none: { en: 'None', fr: 'Aucun' },
};

/** Utilities included in the rent (spec/01 §3). */
export const UTILITIES = [
  'electricity',
  'heating',
  'airConditioning',
  'water',
  'garbageRemoval',
  'cableTv',
  'internet',
  'maintenanceFees',
  'gas',
] as const;
export type Utility = (typeof UTILITIES)[number];
export const UTILITY_LABELS: Record<Utility, Bilingual> = {
  electricity: { en: 'Electricity', fr: 'Électricité' },
  heating: { en: 'Heating', fr: 'Chauffage' },
  airConditioning: { en: 'Air Conditioning', fr: 'Climatisation' },
  water: { en: 'Water', fr: 'Eau' },
  garbageRemoval: { en: 'Garbage Removal', fr: 'Collecte des ordures' },
  cableTv: { en: 'Cable TV', fr: 'Câblodistribution' },
  internet: { en: 'Internet', fr: 'Internet' },
  maintenanceFees: { en: 'Maintenance Fees', fr: "Frais d'entretien" },
  gas: { en: 'Gas', fr: 'Gaz' },
};

/** Location tags (spec/01 §3 Location). */
export const LOCATION_TAGS = [
  'students',
  'closeToTransit',
  'purposeBuiltRentals',
  'nightlife',
  'parksAndWater',
  'luxuryRentals',
  'shortTermRentals',
  'professionallyManaged',
  'onlinePayments',
  'onlineApplications',
  'furnishedRentals',
  'petFriendly',
] as const;
export type LocationTag = (typeof LOCATION_TAGS)[number];
export const LOCATION_TAG_LABELS: Record<LocationTag, Bilingual> = {
  students: { en: 'Students', fr: 'Étudiants' },
  closeToTransit: { en: 'Close to Transit', fr: 'Près du transport en commun' },
  purposeBuiltRentals: { en: 'Purpose Built Rentals', fr: 'Immeubles locatifs' },
  nightlife: { en: 'Nightlife', fr: 'Vie nocturne' },
  parksAndWater: { en: 'Parks and Water', fr: 'Parcs et plans d’eau' },
  luxuryRentals: { en: 'Luxury Rentals', fr: 'Locations de luxe' },
  shortTermRentals: { en: 'Short Term Rentals', fr: 'Locations à court terme' },
  professionallyManaged: { en: 'Professionally Managed', fr: 'Gestion professionnelle' },
  onlinePayments: { en: 'Online Payments', fr: 'Paiements en ligne' },
  onlineApplications: { en: 'Online Applications', fr: 'Demandes en ligne' },
  furnishedRentals: { en: 'Furnished Rentals', fr: 'Locations meublées' },
  petFriendly: { en: 'Pet Friendly', fr: 'Animaux acceptés' },
};

/** Lead channels whose counts and enabled/disabled dates are exported (spec/01 §3 export-only fields). */
export const LEAD_CHANNELS = [
  'craigslist',
  'kijiji',
  'marketplace',
  'realtor',
  'rentals',
  'product',
  'zillow',
  'zumper',
] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];
