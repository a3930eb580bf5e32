import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingLocations } from '../../db/schema/listings';
import { viewingAvailability } from '../../db/schema/viewings';

/** Where a listing's viewings take place: its address in person, or the meeting link of virtual ones. */
export async function viewingPlace(
  db: Db,
  listingId: string,
): Promise<{ address: string | null; meetingLink: string | null }> {
  const [settings] = await db
    .select({ showingType: viewingAvailability.showingType, meetingLink: viewingAvailability.meetingLink })
    .from(viewingAvailability)
    .where(eq(viewingAvailability.listingId, listingId));
  if (settings?.showingType === 'VIRTUAL' && settings.meetingLink)
    return { address: null, meetingLink: settings.meetingLink };
  const [location] = await db
    .select({ address: listingLocations.address })
    .from(listingLocations)
    .where(eq(listingLocations.listingId, listingId));
  return { address: location?.address ?? null, meetingLink: null };
}
