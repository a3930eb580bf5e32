import { z } from 'zod';

/*
 * Apart from dates.ts so that code using only todayIso (the listing rules the search page runs)
 * does not load zod: a schema built at a module's top level is kept by the bundler wherever the
 * module is imported.
 */

/** A calendar day written YYYY-MM-DD that exists (2026-02-30 does not); message key `invalidDate`. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
  // Date.parse rolls 02-30 over to 03-02 rather than failing: the day must read back the same.
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(v);
  }, 'invalidDate');
