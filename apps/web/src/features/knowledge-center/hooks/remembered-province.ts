import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import { VISITOR_PROVINCE_KEY } from '../../../lib/visitor-province';

/*
 * The province a visitor last chose for rental laws, kept in this browser: the knowledge center
 * shows its laws, Ontario when none was chosen (or storage is unavailable).
 */

export const PROVINCE_STORAGE_KEY = VISITOR_PROVINCE_KEY;
export const DEFAULT_PROVINCE: Province = 'ON';

export function rememberedProvince(): Province {
  try {
    const stored = window.localStorage.getItem(PROVINCE_STORAGE_KEY);
    return PROVINCES.includes(stored as Province) ? (stored as Province) : DEFAULT_PROVINCE;
  } catch {
    return DEFAULT_PROVINCE;
  }
}
