import { z } from 'zod';

/** A calendar day written YYYY-MM-DD that exists (2026-02-30 does not); message key `invalidDate`. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalidDate');

/** Today in UTC as YYYY-MM-DD, comparable with isoDateSchema values as strings. */
export const todayIso = () => new Date().toISOString().slice(0, 10);
