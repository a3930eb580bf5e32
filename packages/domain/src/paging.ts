import { z } from 'zod';
import { MAX_PAGE_SIZE } from './limits';

/** A page of a staff list: `first` 0 to MAX_PAGE_SIZE, `skip` not negative. */
export const staffPageSchema = z.object({
  first: z.number().int('invalid').min(0, 'min').max(MAX_PAGE_SIZE, 'max').nullish(),
  skip: z.number().int('invalid').min(0, 'min').nullish(),
});
