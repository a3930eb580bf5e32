import { eq, or } from 'drizzle-orm';
import { listings } from '../../db/schema/listings';
import { registerFileOwner } from '../files/file-owners';

/*
 * A listing's government and ownership proofs and its owner's drawn signature belong to the
 * listing: its owner and staff who may view listings read them (modules/files/file.policy.ts). A
 * file no listing holds yet stays with its uploader and admins. Loaded with the listing operations (listing.graphql.ts).
 */
registerFileOwner(['GOVT_PROOF', 'OWNERSHIP_PROOF', 'LISTING_SIGNATURE'], async (db, file) => {
  const holders = await db
    .select({ ownerId: listings.ownerId })
    .from(listings)
    .where(
      or(
        eq(listings.govtProofFileId, file.id),
        eq(listings.ownershipProofFileId, file.id),
        eq(listings.signatureFileId, file.id),
      ),
    );
  return holders.length ? { module: 'listings', ownerIds: holders.map((h) => h.ownerId) } : null;
});
