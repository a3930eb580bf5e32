/*
 * The collection a reader opened from /help-center (spec/01 §2: its title is stored in local
 * storage before the new tab opens), so the new tab shows the title at once, before its data
 * arrives. One entry: only the last opened collection is needed.
 */

export const COLLECTION_STORAGE_KEY = 'help-center-collection';

type KeyStore = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): KeyStore | null => (typeof window === 'undefined' ? null : window.localStorage);

export function storeCollectionTitle(id: string, title: string, storage = browserStorage()): void {
  try {
    storage?.setItem(COLLECTION_STORAGE_KEY, JSON.stringify({ id, title }));
  } catch {
    // The page then shows its title once loaded.
  }
}

/** The stored title when it is this collection's, else null. */
export function storedCollectionTitle(id: string, storage = browserStorage()): string | null {
  try {
    const stored = JSON.parse(storage?.getItem(COLLECTION_STORAGE_KEY) ?? 'null') as unknown;
    if (stored && typeof stored === 'object' && 'id' in stored && 'title' in stored) {
      const { id: storedId, title } = stored as { id: unknown; title: unknown };
      if (storedId === id && typeof title === 'string' && title.trim()) return title;
    }
    return null;
  } catch {
    return null;
  }
}
