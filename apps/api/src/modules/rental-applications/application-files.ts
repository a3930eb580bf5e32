import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import { rentalDocumentUploadError } from '@rentals/domain/rental-applications/documents';
import { RENTAL_DOCUMENT_KEYS, type RentalDocumentKey } from '@rentals/domain/rental-applications/enums';
import { RENTAL_DOCUMENT_GROUPS, rentalApplicationFiles } from '@rentals/domain/rental-applications/payload';
import type { Locale } from '@rentals/domain/users/enums';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileObjects, type FileObjectRow } from '../../db/schema/files';
import { UUID } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';

/*
 * The files an application refers to, checked against the stored file rows rather than what the
 * client says of them: each must exist, be the applicant's own upload of the rental application kind
 * (RENTAL_APP: private and encrypted at rest, never a public picture), and each document key's files must fit its count, size and content types
 * (rentalDocumentUploadError, on the type detected from the bytes at upload). A file that is not
 * the applicant's answers FILE_NOT_FOUND, as a file that does not exist, so ids cannot be probed.
 */

/** A file of an application under its document key. */
export interface ApplicationFile {
  fileId: string;
  documentKey: RentalDocumentKey;
}

/** The draft with each file's size and type as stored, and its files by key; throws the first refusal. */
export async function checkApplicationFiles(
  tx: Db,
  applicantId: string,
  draft: RentalApplicationDraft,
  locale: Locale,
): Promise<{ draft: RentalApplicationDraft; files: ApplicationFile[] }> {
  const byKey = rentalApplicationFiles(draft);
  const ids = [...new Set(Object.values(byKey).flatMap((files) => files.map((f) => f.fileId)))];
  if (ids.some((id) => !UUID.test(id))) throw new AppError('FILE_NOT_FOUND');
  const rows = ids.length ? await tx.select().from(fileObjects).where(inArray(fileObjects.id, ids)) : [];
  const stored = new Map(rows.map((row) => [row.id, row]));
  const checked = structuredClone(draft);
  const held: ApplicationFile[] = [];
  for (const key of RENTAL_DOCUMENT_KEYS) {
    const files = byKey[key].map((file) => {
      const row = stored.get(file.fileId);
      if (!row || row.ownerId !== applicantId || !isApplicationDocument(row, key))
        throw new AppError('FILE_NOT_FOUND');
      held.push({ fileId: row.id, documentKey: key });
      return { ...file, size: row.size, mimeType: row.mimeType };
    });
    const error = rentalDocumentUploadError(key, files, locale);
    if (error) throw new AppError(error.code, error.params);
    (checked[RENTAL_DOCUMENT_GROUPS[key]] as unknown as Record<string, unknown>)[key] = files;
  }
  // One file under two keys would be counted twice and held once.
  return { draft: checked, files: held.filter((f, i) => held.findIndex((g) => g.fileId === f.fileId) === i) };
}

/** A rental application document (encrypted at rest), uploaded for this key when the upload said which. */
function isApplicationDocument(row: FileObjectRow, key: RentalDocumentKey): boolean {
  return (
    row.pathType === 'RENTAL_APP' && row.isPrivate && (row.documentKey === null || row.documentKey === key)
  );
}

/** How many files each document key holds, the keys without files left out. */
export function documentCounts(draft: RentalApplicationDraft): { key: string; count: number }[] {
  const byKey = rentalApplicationFiles(draft);
  return RENTAL_DOCUMENT_KEYS.filter((key) => byKey[key]?.length).map((key) => ({
    key,
    count: byKey[key].length,
  }));
}
