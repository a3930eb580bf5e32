/*
 * The renter's conversation about each listing. An application opens (or reuses) the applicant's
 * one conversation about the listing, which is a booking of theirs; the API gives no room on the
 * application itself.
 */

const INBOX = '/message';

export function roomsByListing(bookings: readonly { listing: string; room: string }[] | undefined) {
  const rooms = new Map<string, string>();
  // Newest conversation first: the first one met for a listing is kept.
  for (const b of bookings ?? []) if (!rooms.has(b.listing)) rooms.set(b.listing, b.room);
  return (listingId: string) => {
    const room = rooms.get(listingId);
    return room ? `${INBOX}?room=${encodeURIComponent(room)}` : INBOX;
  };
}
