import { useEffect } from 'react';
import { useSession } from '../../../lib/session/session-context';
import { takePendingSave } from '../hooks/pending-save';
import { forgetSavedIds, loadSavedIds, setSaved } from '../hooks/saved-ids-store';

/**
 * Keeps the hearts in step with the session, from the app shell: once a signed-in page has
 * hydrated, the home a visitor hearted before logging in is saved, then the user's saved ids are
 * fetched (once); signing out forgets them. Visitors fetch nothing. Renders nothing.
 */
export function SavedHomesSync() {
  const { user, checking } = useSession();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (checking) return;
    if (!userId) {
      forgetSavedIds();
      return;
    }
    const pending = takePendingSave();
    // A refused save shows beside its heart (saved-ids-store keeps the reason).
    const saving = pending ? setSaved(pending, true).catch(() => undefined) : Promise.resolve();
    void saving.then(() => loadSavedIds(userId));
  }, [userId, checking]);
  return null;
}
