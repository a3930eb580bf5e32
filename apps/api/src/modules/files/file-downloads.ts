import { FILE_KIND_LIMITS } from '@rentals/domain/files/limits';
import type { FilePathType } from '@rentals/domain/files/enums';
import type { Db } from '../../db/client';
import { fileDownloads, type FileObjectRow } from '../../db/schema/files';
import type { Viewer } from '../../graphql/context';

/** Whether downloads of this file are recorded: its kind says so (rental application documents). */
export function recordsDownloads(file: Pick<FileObjectRow, 'pathType'>): boolean {
  return FILE_KIND_LIMITS[file.pathType as FilePathType]?.recordsDownloads ?? false;
}

/**
 * Records that `viewer` downloaded the file, before its content is sent: a download that cannot be
 * recorded is not served, so the record has every one.
 */
export async function recordFileDownload(
  db: Db,
  file: Pick<FileObjectRow, 'id'>,
  viewer: Viewer,
): Promise<void> {
  await db.insert(fileDownloads).values({ fileId: file.id, userId: viewer.id });
}
