import { formatPhone } from '@rentals/domain/users/rules';
import { updateUserSchema } from '@rentals/domain/users/schemas';
import type { Locale } from '@rentals/domain/users/enums';
import { z } from 'zod';
import type { CurrentUser } from '../../../../lib/session/session-context';

/** What the profile inputs hold: text inputs give strings, switches give booleans. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  legalName: string;
  phone: string;
  city: string;
  industry: string;
  occupation: string;
  bio: string;
  gender: string;
  locale: Locale;
  min_budget: string;
  budget: string;
  moveIn: string;
  roommate: boolean;
  flatmates: string;
  credit_score: string;
  householdIncome: string;
  zip_code: string;
  notify: boolean;
}

export const TEXT_FIELDS = ['legalName', 'city', 'occupation', 'bio', 'zip_code', 'phone', 'moveIn'] as const;
export const CHOICE_FIELDS = ['industry', 'gender'] as const;
export const NUMBER_FIELDS = [
  'min_budget',
  'budget',
  'flatmates',
  'credit_score',
  'householdIncome',
] as const;
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  ...TEXT_FIELDS,
  ...CHOICE_FIELDS,
  ...NUMBER_FIELDS,
  'locale',
  'roommate',
  'notify',
] as const satisfies readonly (keyof ProfileFormValues)[];

const text = (value: string | null | undefined) => value ?? '';
const number = (value: number | null | undefined) => (value == null ? '' : String(value));

export function toFormValues(user: CurrentUser): ProfileFormValues {
  return {
    firstName: text(user.firstName),
    lastName: text(user.lastName),
    legalName: text(user.legalName),
    phone: user.phone ? formatPhone(user.phone) : '',
    city: text(user.city),
    industry: text(user.industry),
    occupation: text(user.occupation),
    bio: text(user.bio),
    gender: text(user.gender),
    locale: user.locale,
    min_budget: number(user.min_budget),
    budget: number(user.budget),
    moveIn: text(user.moveIn),
    roommate: user.roommate ?? false,
    flatmates: number(user.flatmates),
    credit_score: number(user.credit_score),
    householdIncome: number(user.householdIncome),
    zip_code: text(user.zip_code),
    notify: user.notify,
  };
}

/** An empty input clears the field (null); numbers are read from their text. */
function toInput(values: ProfileFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {
    firstName: values.firstName,
    lastName: values.lastName,
    locale: values.locale,
    roommate: values.roommate,
    notify: values.notify,
  };
  for (const name of [...TEXT_FIELDS, ...CHOICE_FIELDS]) {
    input[name] = values[name].trim() === '' ? null : values[name];
  }
  for (const name of NUMBER_FIELDS) {
    input[name] = values[name].trim() === '' ? null : Number(values[name]);
  }
  return input;
}

/** The shared updateUserSchema, fed from the form's strings. */
export const profileFormSchema = z.preprocess(
  (values) => toInput(values as ProfileFormValues),
  updateUserSchema,
);
