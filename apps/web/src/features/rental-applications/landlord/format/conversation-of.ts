/*
 * The landlord's conversation with an applicant. Submitting an application opens (or reuses) the
 * applicant's conversation about the listing, but the API gives no room on an application: the
 * page reads the landlord's rooms of that listing and takes the applicant's. One room is theirs;
 * among several, the one whose person bears the application's name, if only one does. Anything
 * less certain leads to the inbox rather than to someone else's conversation.
 */

export interface ListingRoom {
  id: string;
  otherParty?: { firstName?: string | null; lastName?: string | null } | null;
}

const INBOX = '/message';

const normalized = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

export function conversationHref(rooms: readonly ListingRoom[] | undefined, applicantName: string): string {
  if (!rooms?.length) return INBOX;
  const room =
    rooms.length === 1
      ? rooms[0]
      : (() => {
          const named = rooms.filter(
            (r) =>
              normalized(`${r.otherParty?.firstName ?? ''} ${r.otherParty?.lastName ?? ''}`) ===
              normalized(applicantName),
          );
          return named.length === 1 ? named[0] : undefined;
        })();
  return room ? `${INBOX}?room=${encodeURIComponent(room.id)}` : INBOX;
}
