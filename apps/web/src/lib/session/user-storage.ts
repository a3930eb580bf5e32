/*
 * What one user keeps on this device besides the session (a conversation's unsent draft, say)
 * lives under keys made here, so that logging out can remove all of it: the next person at a
 * shared computer finds nothing of the last one's. Device preferences (the language) are not
 * a user's and stay.
 */

const prefixOf = (userId: string) => `user:${userId}:`;

/** The localStorage key of `name` for `userId`. */
export const userStorageKey = (userId: string, name: string): string => `${prefixOf(userId)}${name}`;

/** Removes everything kept on this device for `userId` (a storage that refuses is left as it is). */
export function clearUserStorage(userId: string): void {
  try {
    const prefix = prefixOf(userId);
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // No storage (private browsing, the server): nothing was kept.
  }
}
