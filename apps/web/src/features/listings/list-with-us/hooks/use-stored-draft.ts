import { useEffect, useState } from 'react';
import { allBlobKeys, clearBlobs, deleteBlob } from '../files/blob-store';
import { restoreValues } from '../files/local-store';
import { DRAFT_STORAGE_KEY, localKeysOf, parseDraft, serializeDraft } from '../form/draft-storage';
import { emptyDraft, type ListWithUsDraft } from '../form/lwu-values';

function readStorage(): string | null {
  try {
    return localStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Saves the draft; a full or blocked storage only means no draft (the form itself still works). */
export function storeDraft(draft: ListWithUsDraft) {
  try {
    localStorage.setItem(DRAFT_STORAGE_KEY, serializeDraft(draft));
  } catch (error) {
    console.error('The list-with-us draft could not be saved', error);
  }
}

/** Forgets the draft and every kept file (after submit, or when the visitor cancels). */
export async function forgetDraft() {
  try {
    localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
  await clearBlobs().catch((error: unknown) => console.error('Kept files could not be cleared', error));
}

/**
 * The draft kept on this device, with its pictures' previews restored; null while it is read.
 * `restored` tells whether there was one. Files no draft refers to any more are dropped.
 */
export function useStoredDraft() {
  const [state, setState] = useState<{ draft: ListWithUsDraft; restored: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    const stored = parseDraft(readStorage());
    void (async () => {
      const draft = stored ?? emptyDraft();
      const [building, second, third] = await Promise.all(
        [draft.building, ...draft.extraUnits].map(restoreValues),
      );
      const result = {
        ...draft,
        building: building!,
        extraUnits: [second!, third!] as ListWithUsDraft['extraUnits'],
      };
      const used = new Set(localKeysOf(result));
      const keys = await allBlobKeys().catch(() => []);
      await Promise.all(keys.filter((k) => !used.has(k)).map((k) => deleteBlob(k).catch(() => undefined)));
      if (live) setState({ draft: result, restored: !!stored });
    })();
    return () => {
      live = false;
    };
  }, []);
  return state;
}
