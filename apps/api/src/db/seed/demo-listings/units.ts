import type { PropertyType } from '@rentals/domain/listings/enums';
import type { UnitAppliance } from '@rentals/domain/listings/features';
import type { DemoUnit } from './facts';
import type { DemoCity } from './places';
import { BASE_RENT, BATHS, DEPOSIT_MONTHS, MOVE_IN_BONUSES, SIZES, type TypeProfile } from './profiles';
import type { Random } from './random';

/*
 * The units of a demo listing and its pets rule, drawn from the building's type profile
 * (profiles.ts) and its city; part of facts.ts's listing generator.
 */

export const flagsOf = <K extends string>(random: Random, chances: Partial<Record<K, number>>): K[] =>
  (Object.entries(chances) as [K, number][]).filter(([, p]) => random.chance(p)).map(([k]) => k);
export const asFlags = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, true])) as Partial<Record<K, boolean>>;

/** YYYY-MM-DD, `days` after `today` (UTC). */
function isoDay(today: Date, days: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

/** The first of a month one or two months ahead, or a day within 60 days, or null (available now). */
function moveIn(random: Random, today: Date): string | null {
  const roll = random.next();
  if (roll < 0.25) return null;
  if (roll < 0.65) {
    const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + random.int(1, 2), 1));
    return first.toISOString().slice(0, 10);
  }
  return isoDay(today, random.int(3, 60));
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

export function unitsOf(
  random: Random,
  type: Exclude<PropertyType, 'OTHER'>,
  profile: TypeProfile,
  city: DemoCity,
  stories: number,
  today: Date,
): DemoUnit[] {
  const count = random.int(...profile.units);
  const floors = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const bedrooms = random.weighted(profile.bedrooms);
    const contactForPricing = random.chance(0.04);
    const noise = 0.88 + random.next() * 0.27;
    const price = roundTo(BASE_RENT[bedrooms]! * city.priceIndex * profile.price * noise, 25);
    const deposit = roundTo(price * (DEPOSIT_MONTHS[city.province] ?? 1), 25);
    const parking = random.weighted(profile.parking);
    const heating = random.pick(['centralHeat', 'electricalHeating', 'radiatorHeating'] as const);
    let number: string | null = null;
    let title: string;
    if (type === 'APARTMENT' || type === 'CONDO') {
      do number = `${random.int(2, Math.max(2, stories))}${String(random.int(1, 12)).padStart(2, '0')}`;
      while (floors.has(number));
      floors.add(number);
      title = `Suite ${number}`;
    } else if (type === 'ROOM') {
      number = String(i + 1);
      title = `Room ${i + 1}`;
    } else if (type === 'TOWNHOUSE') {
      title = count === 1 ? 'Whole townhouse' : i === 0 ? 'Main unit' : 'Upper unit';
    } else {
      title = type === 'BASEMENT' ? 'Lower level' : 'Whole house';
    }
    return {
      title,
      number,
      den:
        (bedrooms === 'ONE_BEDROOM' || bedrooms === 'TWO_BEDROOMS') && type === 'CONDO' && random.chance(0.3),
      available: true,
      startDateAvailability: moveIn(random, today),
      unitSize: random.int(...SIZES[bedrooms]!),
      bedrooms,
      bathrooms: random.pick(BATHS[bedrooms]!),
      monthlyPrice: contactForPricing ? null : price,
      deposit: contactForPricing ? null : deposit,
      contactForPricing,
      leaseTerm:
        type === 'ROOM'
          ? random.pick([4, 8, 12])
          : random.weighted([
              [12, 8],
              [6, 1],
              [24, 1],
            ] as const),
      parking,
      parkingSpots: parking === 'NONE' ? 0 : type === 'HOUSE_OR_TOWNHOUSE' ? 2 : 1,
      storage: random.weighted([
        ['NOT_AVAILABLE', 3],
        ['OTHER', 3],
        ['EXCEEDS_650', 1],
      ] as const),
      maintenance: random.chance(0.85),
      smokeAlarm: true,
      furnished: type === 'ROOM' || random.chance(0.12),
      moveInBonuses: random.chance(0.08) ? random.pick(MOVE_IN_BONUSES) : null,
      unitAmenities: asFlags([heating, ...flagsOf(random, profile.unitAmenities)]),
      unitAppliances: asFlags<UnitAppliance>([
        'fridge',
        'stove',
        ...flagsOf(random, profile.appliances).flatMap((a) =>
          a === 'inunitwasher' ? (['inunitwasher', 'inunitdryer'] as const) : [a],
        ),
      ]),
    };
  });
}

export function petsOf(random: Random, type: PropertyType): { cat: boolean; dog: boolean; none: boolean } {
  if (random.chance(type === 'ROOM' ? 0.5 : 0.15)) return { cat: false, dog: false, none: true };
  const cat = random.chance(0.8);
  const dog = random.chance(type === 'CONDO' ? 0.35 : 0.5);
  return cat || dog ? { cat, dog, none: false } : { cat: false, dog: false, none: true };
}
