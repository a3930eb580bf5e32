import type { HelpAudience } from '@rentals/domain/help-center/rules';

/*
 * 'I am a renter' / 'I am a landlord' on /help-center, kept in this browser so the next visit
 * opens on the same collections. Storage that cannot be read (private mode, blocked) only means
 * nothing is remembered.
 */

export const AUDIENCE_STORAGE_KEY = 'help-center-audience';

/** The choices a reader makes; EVERYONE is an article's audience, not a reader's. */
export type ReaderAudience = Extract<HelpAudience, 'RENTER' | 'LANDLORD'>;
export const READER_AUDIENCES: readonly ReaderAudience[] = ['RENTER', 'LANDLORD'];

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): KeyStore | null => (typeof window === 'undefined' ? null : window.localStorage);

export function readAudience(storage: KeyStore | null = browserStorage()): ReaderAudience | null {
  try {
    const stored = storage?.getItem(AUDIENCE_STORAGE_KEY);
    return READER_AUDIENCES.find((a) => a === stored) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the choice; null forgets it (the reader wants every collection again). */
export function writeAudience(
  audience: ReaderAudience | null,
  storage: KeyStore | null = browserStorage(),
): void {
  try {
    if (audience) storage?.setItem(AUDIENCE_STORAGE_KEY, audience);
    else storage?.removeItem(AUDIENCE_STORAGE_KEY);
  } catch {
    // Not remembered: the choice still applies to this visit.
  }
}
