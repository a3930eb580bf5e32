import { useEffect } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { takePendingSave } from '../hooks/pending-save';
import { forgetSavedIds, loadSavedIds, setSaved } from '../hooks/saved-ids-store';

/**
 * Keeps the hearts in step with the session, from the app shell, once the page runs: for a
 * signed-in user, the home they hearted as a visitor before logging in is saved, then their saved
 * ids are fetched (once); visitors fetch nothing. Signing out (or in as someone else) forgets
 * them. Renders nothing.
 */
export function SavedHomesSync() {
  const { user, checking } = useSession();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (checking || !userId) return;
    const pending = takePendingSave();
    // A refused save shows beside its heart (saved-ids-store keeps the reason).
    const saving = pending ? setSaved(pending, true).catch(() => undefined) : Promise.resolve();
    void saving.then(() => loadSavedIds(userId));
    return forgetSavedIds;
  }, [userId, checking]);
  return null;
}
