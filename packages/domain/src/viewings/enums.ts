import type { Bilingual } from '../i18n/translate';

/**
 * Days of the week, Monday first as Canadian forms list them. The index in this list is not the
 * JavaScript day number (Sunday is 0 there): use weekdayOfIsoDate (time-zones.ts) to go from a date.
 */
export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, Bilingual> = {
  MON: { en: 'Monday', fr: 'Lundi' },
  TUE: { en: 'Tuesday', fr: 'Mardi' },
  WED: { en: 'Wednesday', fr: 'Mercredi' },
  THU: { en: 'Thursday', fr: 'Jeudi' },
  FRI: { en: 'Friday', fr: 'Vendredi' },
  SAT: { en: 'Saturday', fr: 'Samedi' },
  SUN: { en: 'Sunday', fr: 'Dimanche' },
};

/**
 * How a renter gets a viewing: INSTANT books a free slot outright (CONFIRMED at once); REQUEST
 * sends the landlord a request to confirm, decline or answer with another time.
 */
export const BOOKING_MODES = ['INSTANT', 'REQUEST'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

export const BOOKING_MODE_LABELS: Record<BookingMode, Bilingual> = {
  INSTANT: {
    en: 'Renters book a free time directly',
    fr: 'Les locataires réservent directement une plage libre',
  },
  REQUEST: {
    en: 'Renters request a time, I confirm it',
    fr: 'Les locataires demandent une plage, je la confirme',
  },
};

/** Spec/03 §3.7 'Showing type: In-person, Virtually'. VIRTUAL viewings carry a meeting link. */
export const SHOWING_TYPES = ['IN_PERSON', 'VIRTUAL'] as const;
export type ShowingType = (typeof SHOWING_TYPES)[number];

export const SHOWING_TYPE_LABELS: Record<ShowingType, Bilingual> = {
  IN_PERSON: { en: 'In-person', fr: 'En personne' },
  VIRTUAL: { en: 'Virtually', fr: 'Virtuellement' },
};

/** A bookable time: a slot of the weekly windows, or an open house many renters may attend. */
export const SLOT_KINDS = ['SLOT', 'OPEN_HOUSE'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

export const SLOT_KIND_LABELS: Record<SlotKind, Bilingual> = {
  SLOT: { en: 'Viewing', fr: 'Visite' },
  OPEN_HOUSE: { en: 'Open house', fr: 'Visite libre' },
};

/** Parts of the day a renter without a listing yet says they are free (/request-for-viewing). */
export const TIMES_OF_DAY = ['MORNING', 'AFTERNOON', 'EVENING'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const TIME_OF_DAY_LABELS: Record<TimeOfDay, Bilingual> = {
  MORNING: { en: 'Morning', fr: 'Matin' },
  AFTERNOON: { en: 'Afternoon', fr: 'Après-midi' },
  EVENING: { en: 'Evening', fr: 'Soir' },
};
