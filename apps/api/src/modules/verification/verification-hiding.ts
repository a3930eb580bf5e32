import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationHiddenListings } from '../../db/schema/verification';

/**
 * Called by every other path that hides a listing (marked rented, made unavailable by staff,
 * unpublished unconfirmed), in its transaction: the listing is now hidden for that reason, so
 * approving its owner's verification must not show it again (releaseHiddenListings). Its own file,
 * with nothing of the listings module, so those paths import it without an import cycle.
 */
export async function forgetVerificationHiding(tx: Db, listingId: string): Promise<void> {
  await tx.delete(verificationHiddenListings).where(eq(verificationHiddenListings.listingId, listingId));
}
