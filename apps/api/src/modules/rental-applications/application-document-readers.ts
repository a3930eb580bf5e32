import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { FileObjectRow } from '../../db/schema/files';
import { listings } from '../../db/schema/listings';
import { rentalApplicationFiles, rentalApplications } from '../../db/schema/rental-applications';
import { registerRentalAppDocumentReaders } from '../files/rental-app-document-access';

/*
 * Who reads a rental application document besides its applicant (the files module asks, and
 * records every download): staff with applications view, and the landlord of each listing an
 * application holding the file was sent to, while that application is not withdrawn. Withdrawing
 * revokes the landlord's access to the documents; a deleted application holds nothing.
 */

export async function applicationDocumentReaders(db: Db, file: FileObjectRow) {
  const holders = await db
    .select({ ownerId: listings.ownerId, status: rentalApplications.status })
    .from(rentalApplicationFiles)
    .innerJoin(rentalApplications, eq(rentalApplications.id, rentalApplicationFiles.applicationId))
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .where(and(eq(rentalApplicationFiles.fileId, file.id), ne(rentalApplications.status, 'WITHDRAWN')));
  return { module: 'applications' as const, ownerIds: [...new Set(holders.map((h) => h.ownerId))] };
}

registerRentalAppDocumentReaders(applicationDocumentReaders);
