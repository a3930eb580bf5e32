import type { FileOwnerLookup } from './file-owners';
import { registerFileOwner } from './file-owners';

/*
 * Who reads a rental application document (RENTAL_APP) besides its applicant. The files module does
 * not know applications; the applications module fills this in once, when it loads, with a lookup
 * answering, for a file, the application holding it:
 *
 *   { module: <the staff module whose view permission reads applications>,
 *     ownerIds: [<the listing's landlord>] only while the application is shared with them }
 *
 * (null when no application holds the file). Until then, and for a file no application holds, only
 * the uploader and admins read it: deny by default (file.policy.ts canReadFile). Every download of
 * these files is recorded (file-downloads.ts), whoever reads it.
 */

/** Called once by the applications module: who may read the documents of an application. */
export function registerRentalAppDocumentReaders(lookup: FileOwnerLookup): void {
  registerFileOwner(['RENTAL_APP'], lookup);
}
