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

/** What the landlord asks of tenants (spec/01 §3). */
export const TENANT_REQUIREMENTS = [
  'exceptionalCredit',
  'payStub',
  'letterOfEmployment',
  'photoId',
  'pastReferences',
  'noSmoking',
  'extraDocumentation',
] as const;
export type TenantRequirement = (typeof TENANT_REQUIREMENTS)[number];
export const TENANT_REQUIREMENT_LABELS: Record<TenantRequirement, Bilingual> = {
  exceptionalCredit: { en: 'Credit Check', fr: 'Vérification de crédit' },
  payStub: { en: 'Pay Stub', fr: 'Talon de paie' },
  letterOfEmployment: { en: 'Proof of Income', fr: 'Preuve de revenu' },
  photoId: { en: 'Photo ID', fr: "Pièce d'identité avec photo" },
  pastReferences: { en: 'Past References', fr: 'Références antérieures' },
  noSmoking: { en: 'No Smoking', fr: 'Non-fumeur' },
  extraDocumentation: { en: 'Extra Documentation', fr: 'Documents supplémentaires' },
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

/** Building amenities: the 33 flags of spec/01 §3. */
export const BUILDING_AMENITIES = [
  'onSiteLaundry',
  'yard',
  'concierge',
  'elevator',
  'dryCleaning',
  'gym',
  'swimmingPool',
  'storage',
  'guestSuites',
  'beanfieldWifi',
  'publicWifi',
  'bbqPermitted',
  'visitorsParking',
  'partyRoom',
  'bikeStorage',
  'wheelchairAccess',
  'rooftopDeck',
  'hotTub',
  'sauna',
  'gameRoom',
  'theatre',
  'businessCenter',
  'communalGarden',
  'petSpa',
  'mediaRoom',
  'basketballCourt',
  'yogaRoom',
  'tennisCourt',
  'rooftopTerrace',
  'coworkingSpace',
  'conferenceRoom',
  'patio',
  'lounge',
] as const;
export type BuildingAmenity = (typeof BUILDING_AMENITIES)[number];
export const BUILDING_AMENITY_LABELS: Record<BuildingAmenity, Bilingual> = {
  onSiteLaundry: { en: 'On-site Laundry', fr: 'Buanderie sur place' },
  yard: { en: 'Yard', fr: 'Cour' },
  concierge: { en: 'Concierge', fr: 'Concierge' },
  elevator: { en: 'Elevator', fr: 'Ascenseur' },
  dryCleaning: { en: 'Dry Cleaning', fr: 'Nettoyage à sec' },
  gym: { en: 'Gym', fr: "Salle d'entraînement" },
  swimmingPool: { en: 'Swimming Pool', fr: 'Piscine' },
  storage: { en: 'Storage', fr: 'Rangement' },
  guestSuites: { en: 'Guest Suites', fr: 'Suites pour invités' },
  beanfieldWifi: { en: 'Beanfield Wi-Fi', fr: 'Wi-Fi Beanfield' },
  publicWifi: { en: 'Public Wi-Fi', fr: 'Wi-Fi public' },
  bbqPermitted: { en: 'BBQ Permitted', fr: 'Barbecue permis' },
  visitorsParking: { en: 'Visitor Parking', fr: 'Stationnement pour visiteurs' },
  partyRoom: { en: 'Party Room', fr: 'Salle de réception' },
  bikeStorage: { en: 'Bike Storage', fr: 'Rangement à vélos' },
  wheelchairAccess: { en: 'Wheelchair Access', fr: 'Accès en fauteuil roulant' },
  rooftopDeck: { en: 'Rooftop Deck', fr: 'Terrasse sur le toit' },
  hotTub: { en: 'Hot Tub', fr: 'Spa' },
  sauna: { en: 'Sauna', fr: 'Sauna' },
  gameRoom: { en: 'Game Room', fr: 'Salle de jeux' },
  theatre: { en: 'Theatre', fr: 'Salle de cinéma' },
  businessCenter: { en: 'Business Centre', fr: "Centre d'affaires" },
  communalGarden: { en: 'Communal Garden', fr: 'Jardin communautaire' },
  petSpa: { en: 'Pet Spa', fr: 'Spa pour animaux' },
  mediaRoom: { en: 'Media Room', fr: 'Salle multimédia' },
  basketballCourt: { en: 'Basketball Court', fr: 'Terrain de basketball' },
  yogaRoom: { en: 'Yoga Room', fr: 'Salle de yoga' },
  tennisCourt: { en: 'Tennis Court', fr: 'Court de tennis' },
  rooftopTerrace: { en: 'Rooftop Terrace', fr: 'Terrasse panoramique' },
  coworkingSpace: { en: 'Co-working Space', fr: 'Espace de cotravail' },
  conferenceRoom: { en: 'Conference Room', fr: 'Salle de conférence' },
  patio: { en: 'Patio', fr: 'Patio' },
  lounge: { en: 'Lounge', fr: 'Salon' },
};

/** Unit amenities: the 12 flags of spec/03 §3.7. */
export const UNIT_AMENITIES = [
  'ac',
  'centralHeat',
  'electricalHeating',
  'radiatorHeating',
  'fireplace',
  'carpet',
  'ceilingFan',
  'hardwoodFloor',
  'walkInCloset',
  'highCeilings',
  'bathroomFan',
  'balcony',
] as const;
export type UnitAmenity = (typeof UNIT_AMENITIES)[number];
export const UNIT_AMENITY_LABELS: Record<UnitAmenity, Bilingual> = {
  ac: { en: 'Air Conditioning', fr: 'Climatisation' },
  centralHeat: { en: 'Central Heat', fr: 'Chauffage central' },
  electricalHeating: { en: 'Electrical Heating', fr: 'Chauffage électrique' },
  radiatorHeating: { en: 'Radiator Heating', fr: 'Chauffage par radiateurs' },
  fireplace: { en: 'Fireplace', fr: 'Foyer' },
  carpet: { en: 'Carpet', fr: 'Moquette' },
  ceilingFan: { en: 'Ceiling Fan', fr: 'Ventilateur de plafond' },
  hardwoodFloor: { en: 'Hardwood Floor', fr: 'Plancher de bois franc' },
  walkInCloset: { en: 'Walk-in Closet', fr: 'Walk-in' },
  highCeilings: { en: 'High Ceilings', fr: 'Plafonds hauts' },
  bathroomFan: { en: 'Bathroom Fan', fr: 'Ventilateur de salle de bain' },
  balcony: { en: 'Balcony', fr: 'Balcon' },
};

/** Unit appliances: the 12 flags of spec/03 §3.7. */
export const UNIT_APPLIANCES = [
  'fridge',
  'stove',
  'rangehood',
  'dishwasher',
  'microwave',
  'inunitwasher',
  'inunitdryer',
  'wineFridge',
  'dehumidifier',
  'firePlaceElectric',
  'firePlaceGas',
  'jacuzzi',
] as const;
export type UnitAppliance = (typeof UNIT_APPLIANCES)[number];
export const UNIT_APPLIANCE_LABELS: Record<UnitAppliance, Bilingual> = {
  fridge: { en: 'Fridge', fr: 'Réfrigérateur' },
  stove: { en: 'Stove', fr: 'Cuisinière' },
  rangehood: { en: 'Range Hood', fr: 'Hotte' },
  dishwasher: { en: 'Dishwasher', fr: 'Lave-vaisselle' },
  microwave: { en: 'Microwave', fr: 'Micro-ondes' },
  inunitwasher: { en: 'In-unit Washer', fr: 'Laveuse dans le logement' },
  inunitdryer: { en: 'In-unit Dryer', fr: 'Sécheuse dans le logement' },
  wineFridge: { en: 'Wine Fridge', fr: 'Cellier' },
  dehumidifier: { en: 'Dehumidifier', fr: 'Déshumidificateur' },
  firePlaceElectric: { en: 'Electric Fireplace', fr: 'Foyer électrique' },
  firePlaceGas: { en: 'Gas Fireplace', fr: 'Foyer au gaz' },
  jacuzzi: { en: 'Jacuzzi', fr: 'Jacuzzi' },
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
