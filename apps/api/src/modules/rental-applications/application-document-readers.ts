import { landlordMayRead } from '@rentals/domain/rental-applications/shares';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FileObjectRow } from '../../db/schema/files';
import { listings } from '../../db/schema/listings';
import { rentalApplicationFiles, rentalApplications } from '../../db/schema/rental-applications';
import { registerRentalAppDocumentReaders } from '../files/rental-app-document-access';

/*
 * Who reads a rental application document besides its applicant (the files module asks, and
 * records every download): staff with applications view, and the landlord of each listing an
 * application holding the file was sent to, while that landlord's share is active (domain
 * shares.ts): withdrawing, revoking a share or its expiry ends the landlord's access at once; a
 * deleted application or passport holds nothing.
 */

export async function applicationDocumentReaders(db: Db, file: FileObjectRow) {
  const holders = await db
    .select({
      ownerId: listings.ownerId,
      status: rentalApplications.status,
      submittedAt: rentalApplications.submittedAt,
      revokedAt: rentalApplications.shareRevokedAt,
      erasedAt: rentalApplications.erasedAt,
    })
    .from(rentalApplicationFiles)
    .innerJoin(rentalApplications, eq(rentalApplications.id, rentalApplicationFiles.applicationId))
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .where(eq(rentalApplicationFiles.fileId, file.id));
  const now = new Date();
  const readers = holders.filter((h) => landlordMayRead(h, now)).map((h) => h.ownerId);
  return { module: 'applications' as const, ownerIds: [...new Set(readers)] };
}

registerRentalAppDocumentReaders(applicationDocumentReaders);
