import { inArray, sql, type Column } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/articles';
import { blogAuthors, blogs } from '../../db/schema/blogs';
import { testimonials } from '../../db/schema/content';
import { fileDownloads, pictureHashes } from '../../db/schema/files';
import { helpArticles, helpCollections } from '../../db/schema/help-center';
import { leaseSigners, leases } from '../../db/schema/leases';
import { legalDocuments } from '../../db/schema/legal';
import { listings, pictures } from '../../db/schema/listings';
import { messages } from '../../db/schema/messaging';
import { dataExportRequests } from '../../db/schema/privacy';
import {
  rentalApplicationDrafts,
  rentalApplicationFiles,
  rentalApplications,
} from '../../db/schema/rental-applications';
import { rentalLaws } from '../../db/schema/rental-laws';
import { siteFormSubmissions, siteForms } from '../../db/schema/site-forms';
import { users } from '../../db/schema/users';
import { verificationDocuments } from '../../db/schema/verification';
import { rowsOf } from '../../db/sql-helpers';

/*
 * Every place a record refers to an uploaded file, for the sweep of unreferenced files
 * (file-sweep.service.ts): a file none of them names is no one's any more. Three ways to refer:
 * a column holding the file's id (each foreign key to file_objects, which file-references.test.ts
 * reads from the schema so a new one cannot be missed), a column holding its address
 * (/files/<id>, as profiles and content store pictures), and texts or JSON that may name it
 * anywhere (rich-text bodies showing pictures, application drafts listing documents). The last is
 * matched on the id appearing anywhere: a false match only keeps a file longer.
 */

/** Columns whose value is a file id: the foreign keys to file_objects that hold a file in use. */
export const FILE_ID_COLUMNS: readonly PgColumn[] = [
  pictures.fileId,
  messages.fileId,
  rentalApplicationFiles.fileId,
  verificationDocuments.fileId,
  dataExportRequests.fileId,
  leases.sealedFileId,
  leaseSigners.signatureFileId,
  listings.govtProofFileId,
  listings.ownershipProofFileId,
  listings.signatureFileId,
];

/**
 * Foreign keys to file_objects that describe a file rather than hold it (who downloaded it, its
 * picture hash): they cascade with the file and never keep it.
 */
export const FILE_DETAIL_COLUMNS: readonly PgColumn[] = [fileDownloads.fileId, pictureHashes.fileId];

/** Columns whose value is a file's address, /files/<id>. */
export const FILE_URL_COLUMNS: readonly PgColumn[] = [
  users.avatarUrl,
  blogs.thumbnailUrl,
  blogAuthors.avatarUrl,
  helpArticles.thumbnailUrl,
  helpCollections.thumbnailUrl,
  articles.imageUrl,
  testimonials.imageUrl,
];

/** Texts and JSON that may name files anywhere inside: rich-text bodies, drafts, form answers. */
export const FILE_MENTION_COLUMNS: readonly PgColumn[] = [
  blogs.bodyHtml,
  blogs.bodyJson,
  helpArticles.bodyHtml,
  helpArticles.bodyJson,
  rentalLaws.bodyHtml,
  rentalLaws.bodyJson,
  legalDocuments.bodyHtmlEn,
  legalDocuments.bodyHtmlFr,
  legalDocuments.bodyJsonEn,
  legalDocuments.bodyJsonFr,
  siteForms.fields,
  siteFormSubmissions.answers,
  rentalApplications.data,
  rentalApplicationDrafts.data,
];

const tableOf = (column: Column) => column.table as PgTable;

/** The ids among `fileIds` that a column holding ids or addresses names. */
async function namedBy(tx: Db, column: PgColumn, values: Map<string, string>): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ value: sql<string>`${column}::text` })
    .from(tableOf(column))
    .where(inArray(column, [...values.keys()]));
  return rows.map((row) => values.get(row.value)).filter((id): id is string => !!id);
}

/**
 * The ids among `fileIds` that a text or JSON column names somewhere: one scan of the column
 * per batch, whichever file it names (ids are lowercase uuids, safe in a regular expression). In
 * any case and any form: the writers of addresses accept `/FILES/<ID>`, absolute and `?query`
 * forms, and a picture shown must never look unreferenced.
 */
async function mentionedBy(tx: Db, column: PgColumn, fileIds: readonly string[]): Promise<string[]> {
  const pattern = `(${fileIds.join('|')})`;
  const result = await tx.execute(
    sql`select distinct (regexp_matches(lower(${column}::text), ${pattern}, 'g'))[1] as id from ${tableOf(column)}
        where ${column}::text ~* ${pattern}`,
  );
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** The ids among `fileIds` that some record refers to, in any of the ways listed above. */
export async function findReferencedFiles(tx: Db, fileIds: readonly string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  if (!fileIds.length) return referenced;
  const ids = new Map(fileIds.map((id) => [id, id]));
  for (const column of FILE_ID_COLUMNS) for (const id of await namedBy(tx, column, ids)) referenced.add(id);
  for (const column of [...FILE_URL_COLUMNS, ...FILE_MENTION_COLUMNS])
    for (const id of await mentionedBy(tx, column, fileIds)) referenced.add(id);
  return referenced;
}
