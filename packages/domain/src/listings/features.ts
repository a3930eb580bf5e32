import type { Bilingual } from '../i18n/translate';

/*
 * The features a building or unit lists (amenities, appliances) and what its landlord asks of
 * tenants, with their labels: read by the listing forms and the listing page, not by the search
 * and home pages, so they stay out of those pages' first load (listings/enums.ts is loaded there).
 */

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
