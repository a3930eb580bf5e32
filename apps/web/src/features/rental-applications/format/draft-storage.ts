import {
  parseStoredRentalApplicationDraft,
  type RentalApplicationDraft,
} from '@rentals/domain/rental-applications/draft';
import {
  isRentalApplicationPage,
  type RentalApplicationPage,
} from '@rentals/domain/rental-applications/enums';
import { DRAFT_STORAGE_KEY } from '@rentals/domain/rental-applications/limits';

/*
 * Where the wizard keeps what was typed. Two places with two purposes:
 * - the spec's draft (localStorage 'rental-application-draft'), written on Save as Draft only and
 *   removed on Cancel, so it stays until the applicant throws it away;
 * - a working copy in sessionStorage, written as the applicant types, with the page they are on,
 *   so a reload, a trip to the login page or an expired session loses nothing. It lives as long as
 *   the tab, so a shared computer does not keep an application nobody chose to save.
 * Both are read back through the domain's parser: a stale or tampered value never breaks the form.
 */

const WORKING_COPY_KEY = 'rental-application-working-copy';

export interface WorkingCopy {
  draft: RentalApplicationDraft;
  page: RentalApplicationPage;
}

function read(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    // Storage blocked or a value that is not JSON: as if nothing was stored.
    return undefined;
  }
}

function write(storage: Storage | undefined, key: string, value: unknown): boolean {
  try {
    storage?.setItem(key, JSON.stringify(value));
    return !!storage;
  } catch {
    // Full or blocked storage (private mode): the form itself still holds everything.
    return false;
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** Save as Draft. */
export function saveLocalDraft(draft: RentalApplicationDraft): boolean {
  return write(local(), DRAFT_STORAGE_KEY, draft);
}

/** The saved draft, or null when there is none. */
export function loadLocalDraft(today: Date): RentalApplicationDraft | null {
  const stored = read(local(), DRAFT_STORAGE_KEY);
  return stored === undefined ? null : parseStoredRentalApplicationDraft(stored, today);
}

/** Cancel, and a successful submit. */
export function removeLocalDraft(): void {
  try {
    local()?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing stored when storage is blocked.
  }
}

export function keepWorkingCopy(copy: WorkingCopy): void {
  write(session(), WORKING_COPY_KEY, copy);
}

export function loadWorkingCopy(today: Date): WorkingCopy | null {
  const stored = read(session(), WORKING_COPY_KEY) as { draft?: unknown; page?: unknown } | undefined;
  if (!stored || typeof stored !== 'object') return null;
  return {
    draft: parseStoredRentalApplicationDraft(stored.draft, today),
    page: isRentalApplicationPage(stored.page) ? stored.page : -1,
  };
}

export function forgetWorkingCopy(): void {
  try {
    session()?.removeItem(WORKING_COPY_KEY);
  } catch {
    // Nothing stored when storage is blocked.
  }
}
