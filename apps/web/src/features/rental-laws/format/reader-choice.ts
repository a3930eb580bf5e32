import {
  DEFAULT_RENTAL_LAW_PROVINCE,
  DEFAULT_RENTAL_LAW_READER,
  type RentalLawReader,
} from '@rentals/domain/rental-laws/rules';
import { isProvince } from '@rentals/domain/rental-laws/provinces';
import type { Province } from '@rentals/domain/users/enums';
import { VISITOR_PROVINCE_KEY } from '../../../lib/visitor-province';

/*
 * What /rental-laws shows: a province and a side of the lease. Both ride in the URL
 * (?province=QC&audience=landlord), so a shared link opens on the same entries, and are
 * remembered in this browser for the next visit. The province is kept under a key of its own,
 * not the page's, as the visitor's province other pages may read too.
 */

export interface ReaderChoice {
  province: Province;
  reader: RentalLawReader;
}

/** The audience as the URL writes it. */
const READER_PARAM: Record<RentalLawReader, string> = { RENTER: 'renter', LANDLORD: 'landlord' };

export const PROVINCE_STORAGE_KEY = VISITOR_PROVINCE_KEY;
export const READER_STORAGE_KEY = 'rental-laws-reader';

const readerOf = (value: string | null | undefined): RentalLawReader | null =>
  value === 'renter' || value === 'RENTER'
    ? 'RENTER'
    : value === 'landlord' || value === 'LANDLORD'
      ? 'LANDLORD'
      : null;

/** The choice the URL names, each part null when absent or unknown. */
export function choiceInUrl(query: URLSearchParams): {
  province: Province | null;
  reader: RentalLawReader | null;
} {
  const province = query.get('province')?.toUpperCase();
  return { province: isProvince(province) ? province : null, reader: readerOf(query.get('audience')) };
}

/** What the page shows: the URL's choice, else the remembered one, else Ontario and renter. */
export function resolveChoice(
  url: { province: Province | null; reader: RentalLawReader | null },
  remembered: { province: Province | null; reader: RentalLawReader | null } = {
    province: null,
    reader: null,
  },
): ReaderChoice {
  return {
    province: url.province ?? remembered.province ?? DEFAULT_RENTAL_LAW_PROVINCE,
    reader: url.reader ?? remembered.reader ?? DEFAULT_RENTAL_LAW_READER,
  };
}

/** The query after a choice, other parameters (the language) kept. */
export function writeChoice(query: URLSearchParams, choice: ReaderChoice): URLSearchParams {
  const next = new URLSearchParams(query);
  next.set('province', choice.province);
  next.set('audience', READER_PARAM[choice.reader]);
  return next;
}

/** The page's own path for a choice, as canonical links and shared links write it. */
export function choicePath(choice: ReaderChoice): string {
  return `/rental-laws?province=${choice.province}&audience=${READER_PARAM[choice.reader]}`;
}

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be refused (privacy settings): the page works without remembering.
    return undefined;
  }
};

export function rememberedChoice(store: Storage | undefined = storage()): {
  province: Province | null;
  reader: RentalLawReader | null;
} {
  const province = store?.getItem(PROVINCE_STORAGE_KEY);
  return {
    province: isProvince(province) ? province : null,
    reader: readerOf(store?.getItem(READER_STORAGE_KEY)),
  };
}

export function rememberChoice(choice: ReaderChoice, store: Storage | undefined = storage()): void {
  try {
    store?.setItem(PROVINCE_STORAGE_KEY, choice.province);
    store?.setItem(READER_STORAGE_KEY, READER_PARAM[choice.reader]);
  } catch {
    // A full or refused storage only means the choice is not remembered.
  }
}
