import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import { requestForViewingSchema } from '@rentals/domain/viewings/request-for-viewing';
import { z } from 'zod';
import { parseNumberText } from '../../../lib/forms/number-text';

/** What the request form's inputs hold: text inputs give strings, checkbox groups lists. */
export interface RequestFormValues {
  pre_viewing_city: { city: string; province: string };
  budget: string;
  bedrooms: string[];
  moveIn: string;
  availabilityDays: string[];
  availabilityTimes: string[];
  message: string;
}

/** The form's fields, by the paths the API names in its field issues. */
export const REQUEST_FIELDS = [
  'pre_viewing_city.city',
  'pre_viewing_city.province',
  'budget',
  'bedrooms',
  'moveIn',
  'availabilityDays',
  'availabilityTimes',
  'message',
] as const;

/** Ontario is preselected: most of the listings are there, and a city chosen from suggestions sets its own. */
export const EMPTY_REQUEST_FORM: RequestFormValues = {
  pre_viewing_city: { city: '', province: 'ON' },
  budget: '',
  bedrooms: [],
  moveIn: '',
  availabilityDays: [],
  availabilityTimes: [],
  message: '',
};

/** The shared requestForViewingSchema fed from the form's strings: the budget is the number typed. */
export const requestFormSchema = z.preprocess((input) => {
  const values = input as RequestFormValues;
  return { ...values, budget: parseNumberText(values.budget, 'integer') };
}, requestForViewingSchema);

export interface SavedPreferences {
  pre_viewing_city?: { city: string; province: string } | null;
  budget?: number | null;
  moveIn?: string | null;
  availabilityDays: string[];
}

/**
 * The form filled from what the profile kept of the last request: city, budget, move-in date
 * (unless it has passed) and days. Bedrooms, times and the message are asked again.
 */
export function prefilledForm(saved: SavedPreferences | null | undefined, today: string): RequestFormValues {
  if (!saved) return EMPTY_REQUEST_FORM;
  const province = saved.pre_viewing_city?.province;
  return {
    ...EMPTY_REQUEST_FORM,
    pre_viewing_city: saved.pre_viewing_city?.city
      ? {
          city: saved.pre_viewing_city.city,
          province: PROVINCES.includes(province as Province)
            ? province!
            : EMPTY_REQUEST_FORM.pre_viewing_city.province,
        }
      : EMPTY_REQUEST_FORM.pre_viewing_city,
    budget: saved.budget == null ? '' : String(saved.budget),
    moveIn: saved.moveIn && saved.moveIn >= today ? saved.moveIn : '',
    availabilityDays: saved.availabilityDays,
  };
}

/** A list with `value` added or taken out, as a checkbox of a group toggles it. */
export function toggled(list: readonly string[], value: string, on: boolean): string[] {
  return on ? (list.includes(value) ? [...list] : [...list, value]) : list.filter((v) => v !== value);
}

/*
 * A visitor's typed request, kept in this tab's storage while they log in or sign up, so they
 * come back to the filled form. It stays until the request is sent (a visitor who goes to log in
 * and comes back without doing so still finds it).
 */
const DRAFT_KEY = 'viewingRequestDraft';

export function keepDraft(values: RequestFormValues): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage refused (private browsing): the visitor types it again after logging in.
  }
}

export function readDraft(): RequestFormValues | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? parseDraft(raw) : null;
  } catch {
    return null;
  }
}

export function forgetDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage unavailable: there is nothing kept to forget.
  }
}

/** A stored draft as form values, or null when it is not one (an older shape, a tampered entry). */
export function parseDraft(raw: string): RequestFormValues | null {
  try {
    const value = JSON.parse(raw) as Partial<RequestFormValues>;
    const strings = (v: unknown) =>
      Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    if (!value || typeof value !== 'object') return null;
    return {
      pre_viewing_city: {
        city: text(value.pre_viewing_city?.city),
        province: text(value.pre_viewing_city?.province) || EMPTY_REQUEST_FORM.pre_viewing_city.province,
      },
      budget: text(value.budget),
      bedrooms: strings(value.bedrooms),
      moveIn: text(value.moveIn),
      availabilityDays: strings(value.availabilityDays),
      availabilityTimes: strings(value.availabilityTimes),
      message: text(value.message),
    };
  } catch {
    return null;
  }
}
