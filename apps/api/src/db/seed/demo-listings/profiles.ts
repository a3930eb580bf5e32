import type {
  Bedrooms,
  ParkingType,
  PosterRole,
  PropertyType,
  Utility,
} from '@rentals/domain/listings/enums';
import type { BuildingAmenity, UnitAmenity, UnitAppliance } from '@rentals/domain/listings/features';

/*
 * The tables the demo listing facts are drawn from (facts.ts, units.ts): for each property type its
 * share, units, bedrooms, price level, building and amenity chances; rents, sizes and baths by
 * bedrooms; deposits by province. Data only.
 */

export interface TypeProfile {
  weight: number;
  units: readonly [number, number];
  bedrooms: readonly (readonly [Bedrooms, number])[];
  price: number;
  stories: readonly [number, number];
  years: readonly [number, number];
  amenities: Partial<Record<BuildingAmenity, number>>;
  utilities: Partial<Record<Utility, number>>;
  parking: readonly (readonly [ParkingType, number])[];
  roles: readonly (readonly [PosterRole, number])[];
  /** Chance of each unit amenity and appliance beyond the ones every unit has. */
  unitAmenities: Partial<Record<UnitAmenity, number>>;
  appliances: Partial<Record<UnitAppliance, number>>;
}

export const PROFILES: Record<Exclude<PropertyType, 'OTHER'>, TypeProfile> = {
  APARTMENT: {
    weight: 30,
    units: [1, 4],
    bedrooms: [
      ['STUDIO', 2],
      ['ONE_BEDROOM', 4],
      ['TWO_BEDROOMS', 3],
      ['THREE_BEDROOMS', 1],
    ],
    price: 1,
    stories: [4, 25],
    years: [1955, 2023],
    amenities: {
      onSiteLaundry: 0.8,
      elevator: 0.85,
      storage: 0.4,
      bikeStorage: 0.5,
      visitorsParking: 0.5,
      gym: 0.35,
      partyRoom: 0.3,
      rooftopDeck: 0.2,
      wheelchairAccess: 0.4,
      lounge: 0.2,
      communalGarden: 0.15,
      bbqPermitted: 0.15,
    },
    utilities: {
      heating: 0.85,
      water: 0.9,
      electricity: 0.35,
      airConditioning: 0.2,
      garbageRemoval: 0.3,
      internet: 0.1,
    },
    parking: [
      ['ASSIGNED', 3],
      ['SHARED', 2],
      ['NONE', 3],
    ],
    roles: [
      ['PROPERTY_MANAGER', 6],
      ['LANDLORD_OWNER', 4],
    ],
    unitAmenities: {
      ac: 0.6,
      hardwoodFloor: 0.5,
      balcony: 0.5,
      bathroomFan: 0.7,
      carpet: 0.2,
      ceilingFan: 0.2,
    },
    appliances: { rangehood: 0.8, dishwasher: 0.5, microwave: 0.5, inunitwasher: 0.15 },
  },
  CONDO: {
    weight: 28,
    units: [1, 3],
    bedrooms: [
      ['STUDIO', 1],
      ['ONE_BEDROOM', 4],
      ['TWO_BEDROOMS', 3],
      ['THREE_BEDROOMS', 0.6],
    ],
    price: 1.1,
    stories: [8, 55],
    years: [2003, 2024],
    amenities: {
      concierge: 0.85,
      gym: 0.9,
      elevator: 1,
      swimmingPool: 0.5,
      partyRoom: 0.7,
      guestSuites: 0.5,
      rooftopTerrace: 0.45,
      hotTub: 0.3,
      sauna: 0.35,
      theatre: 0.3,
      businessCenter: 0.25,
      coworkingSpace: 0.3,
      yogaRoom: 0.25,
      petSpa: 0.15,
      visitorsParking: 0.6,
      bikeStorage: 0.6,
      lounge: 0.4,
      gameRoom: 0.2,
      mediaRoom: 0.2,
      conferenceRoom: 0.15,
      dryCleaning: 0.1,
      tennisCourt: 0.05,
    },
    utilities: { heating: 0.6, water: 0.75, airConditioning: 0.5, maintenanceFees: 0.6, internet: 0.15 },
    parking: [
      ['ASSIGNED', 4],
      ['NONE', 3],
      ['GARAGE', 1],
    ],
    roles: [
      ['LANDLORD_OWNER', 6],
      ['REAL_ESTATE_AGENT', 3],
      ['SUB_LESSOR', 1],
    ],
    unitAmenities: {
      ac: 0.95,
      hardwoodFloor: 0.6,
      balcony: 0.85,
      walkInCloset: 0.4,
      highCeilings: 0.2,
      bathroomFan: 0.8,
    },
    appliances: { rangehood: 0.9, dishwasher: 0.9, microwave: 0.8, inunitwasher: 0.85, wineFridge: 0.05 },
  },
  HOUSE_OR_TOWNHOUSE: {
    weight: 12,
    units: [1, 1],
    bedrooms: [
      ['THREE_BEDROOMS', 5],
      ['FOUR_BEDROOMS', 3],
      ['FIVE_BEDROOMS', 0.5],
    ],
    price: 1,
    stories: [2, 3],
    years: [1905, 2020],
    amenities: { yard: 0.9, patio: 0.6, bbqPermitted: 0.7, storage: 0.5 },
    utilities: { water: 0.1 },
    parking: [
      ['GARAGE', 3],
      ['ASSIGNED', 2],
    ],
    roles: [
      ['LANDLORD_OWNER', 8],
      ['REAL_ESTATE_AGENT', 2],
    ],
    unitAmenities: { ac: 0.8, fireplace: 0.3, hardwoodFloor: 0.7, walkInCloset: 0.3, bathroomFan: 0.8 },
    appliances: { rangehood: 0.8, dishwasher: 0.8, microwave: 0.6, inunitwasher: 0.9, firePlaceGas: 0.2 },
  },
  TOWNHOUSE: {
    weight: 10,
    units: [1, 2],
    bedrooms: [
      ['TWO_BEDROOMS', 2],
      ['THREE_BEDROOMS', 4],
      ['FOUR_BEDROOMS', 1],
    ],
    price: 0.96,
    stories: [2, 3],
    years: [1975, 2023],
    amenities: { patio: 0.7, yard: 0.4, visitorsParking: 0.5, bbqPermitted: 0.5, storage: 0.4 },
    utilities: { water: 0.15 },
    parking: [
      ['GARAGE', 4],
      ['ASSIGNED', 1],
    ],
    roles: [
      ['LANDLORD_OWNER', 7],
      ['LEASE_ASSIGNOR', 1],
      ['REAL_ESTATE_AGENT', 2],
    ],
    unitAmenities: { ac: 0.85, hardwoodFloor: 0.5, carpet: 0.3, walkInCloset: 0.3, bathroomFan: 0.8 },
    appliances: { rangehood: 0.8, dishwasher: 0.8, microwave: 0.6, inunitwasher: 0.9 },
  },
  BASEMENT: {
    weight: 12,
    units: [1, 1],
    bedrooms: [
      ['STUDIO', 2],
      ['ONE_BEDROOM', 4],
      ['TWO_BEDROOMS', 2],
    ],
    price: 0.74,
    stories: [1, 1],
    years: [1950, 2022],
    amenities: { onSiteLaundry: 0.5, yard: 0.3, storage: 0.3 },
    utilities: { electricity: 0.6, heating: 0.8, water: 0.8, internet: 0.5, gas: 0.3 },
    parking: [
      ['ASSIGNED', 2],
      ['SHARED', 2],
      ['NONE', 3],
    ],
    roles: [
      ['LANDLORD_OWNER', 9],
      ['SUB_LESSOR', 1],
    ],
    unitAmenities: { ac: 0.5, carpet: 0.3, ceilingFan: 0.3, bathroomFan: 0.6 },
    appliances: { rangehood: 0.6, microwave: 0.6, dishwasher: 0.2, inunitwasher: 0.4, dehumidifier: 0.6 },
  },
  ROOM: {
    weight: 8,
    units: [1, 3],
    bedrooms: [['ROOM_SHARED_HOME', 1]],
    price: 1,
    stories: [2, 3],
    years: [1920, 2015],
    amenities: { onSiteLaundry: 0.7, yard: 0.5, publicWifi: 0.5, bbqPermitted: 0.3 },
    utilities: { electricity: 1, heating: 1, water: 1, internet: 0.9 },
    parking: [
      ['SHARED', 2],
      ['NONE', 3],
    ],
    roles: [
      ['LANDLORD_OWNER', 7],
      ['SUB_LESSOR', 3],
    ],
    unitAmenities: { ac: 0.5, hardwoodFloor: 0.5, ceilingFan: 0.4 },
    appliances: { microwave: 0.8, dishwasher: 0.3 },
  },
};

/** Monthly rent in Toronto by bedrooms, before the city's index and the building's type. */
export const BASE_RENT: Partial<Record<Bedrooms, number>> = {
  ROOM_SHARED_HOME: 1050,
  STUDIO: 1900,
  ONE_BEDROOM: 2400,
  TWO_BEDROOMS: 3150,
  THREE_BEDROOMS: 3850,
  FOUR_BEDROOMS: 4600,
  FIVE_BEDROOMS: 5300,
};
export const SIZES: Partial<Record<Bedrooms, readonly [number, number]>> = {
  ROOM_SHARED_HOME: [110, 180],
  STUDIO: [360, 500],
  ONE_BEDROOM: [500, 720],
  TWO_BEDROOMS: [740, 1050],
  THREE_BEDROOMS: [1000, 1600],
  FOUR_BEDROOMS: [1500, 2400],
  FIVE_BEDROOMS: [2000, 3000],
};
export const BATHS: Partial<Record<Bedrooms, readonly number[]>> = {
  ROOM_SHARED_HOME: [1],
  STUDIO: [1],
  ONE_BEDROOM: [1],
  TWO_BEDROOMS: [1, 2, 2],
  THREE_BEDROOMS: [1.5, 2, 2.5],
  FOUR_BEDROOMS: [2.5, 3, 3.5],
  FIVE_BEDROOMS: [3, 3.5, 4],
};
/** Deposits by province: last month's rent in Ontario, none in Quebec, half a month in BC, MB and NS. */
export const DEPOSIT_MONTHS: Record<string, number> = { ON: 1, QC: 0, BC: 0.5, AB: 1, MB: 0.5, NS: 0.5 };
export const STUDENT_CITIES = new Set([
  'Waterloo',
  'Hamilton',
  'Montreal',
  'Quebec City',
  'Halifax',
  'Edmonton',
]);
export const LIVELY =
  /Downtown|Village|Plateau|Mile End|Beltline|Market|Exchange|Uptown|Old |West End|Yaletown/;
export const MOVE_IN_BONUSES = [
  'One month free on a 13-month lease',
  '$500 off the first month',
  'Free parking for the first six months',
];
