import { translate } from '@rentals/domain/i18n/translate';
import { BEDROOM_LABELS, type Bedrooms } from '@rentals/domain/listings/enums';
import type { Locale } from '@rentals/domain/users/enums';
import {
  TIME_OF_DAY_LABELS,
  TIMES_OF_DAY,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type TimeOfDay,
  type Weekday,
} from '@rentals/domain/viewings/enums';

/*
 * The choices of a request for viewing as people read them, in both languages from the domain's
 * labels, shared by the renter's form and list and the staff table.
 */

/** Bedroom sizes a renter picks from: the listing sizes people search for, not every count. */
export const REQUEST_BEDROOMS = [
  'ROOM_SHARED_HOME',
  'STUDIO',
  'ONE_BEDROOM',
  'TWO_BEDROOMS',
  'THREE_BEDROOMS',
  'FOUR_OR_MORE_BEDROOMS',
] as const satisfies readonly Bedrooms[];

export interface Choice {
  value: string;
  label: string;
}

export const bedroomChoices = (locale: Locale): Choice[] =>
  REQUEST_BEDROOMS.map((value) => ({ value, label: translate(BEDROOM_LABELS[value], locale) }));
export const weekdayChoices = (locale: Locale): Choice[] =>
  WEEKDAYS.map((value) => ({ value, label: translate(WEEKDAY_LABELS[value], locale) }));
export const timeChoices = (locale: Locale): Choice[] =>
  TIMES_OF_DAY.map((value) => ({ value, label: translate(TIME_OF_DAY_LABELS[value], locale) }));

const labelOf = (labels: Record<string, { en: string; fr: string }>, value: string, locale: Locale) =>
  labels[value] ? translate(labels[value]!, locale) : value;

/** Bedrooms, days or times as a list to read ('Studio, One bedroom'); values not known are shown as they are. */
export function bedroomsText(values: readonly string[], locale: Locale): string {
  return values.map((v) => labelOf(BEDROOM_LABELS, v as Bedrooms, locale)).join(', ');
}
export function daysText(values: readonly string[], locale: Locale): string {
  return values.map((v) => labelOf(WEEKDAY_LABELS, v as Weekday, locale)).join(', ');
}
export function timesText(values: readonly string[], locale: Locale): string {
  return values.map((v) => labelOf(TIME_OF_DAY_LABELS, v as TimeOfDay, locale)).join(', ');
}
