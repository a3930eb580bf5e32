import { userStorageKey } from '../../../lib/session/user-storage';

/*
 * The typing area's draft of each conversation, kept in this device's storage so a reload, a
 * crash or a visit to another page loses nothing typed. One entry per user and room; an entry
 * goes when its message is sent or its text is cleared, and all of a user's go when they log out.
 */

const keyOf = (userId: string, roomId: string) => userStorageKey(userId, `messageDraft:${roomId}`);

/** The draft kept for a conversation, or '' (and '' where storage is unavailable). */
export function readDraft(userId: string, roomId: string): string {
  try {
    return localStorage.getItem(keyOf(userId, roomId)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps `text` as the conversation's draft; an empty text forgets it. */
export function writeDraft(userId: string, roomId: string, text: string): void {
  try {
    if (text) localStorage.setItem(keyOf(userId, roomId), text);
    else localStorage.removeItem(keyOf(userId, roomId));
  } catch {
    // Storage full or refused (private browsing): the draft lives as long as the page.
  }
}
