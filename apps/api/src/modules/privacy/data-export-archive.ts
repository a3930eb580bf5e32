import archiver from 'archiver';
import { and, asc, eq, ne } from 'drizzle-orm';
import { DecryptionError } from '../../adapters/crypto/aes-gcm';
import { fileObjects } from '../../db/schema/files';
import type { UserRow } from '../../db/schema/users';
import type { AppDeps } from '../../graphql/context';
import { readFileContent } from '../files/file-content';
import { exportParts } from './export-parts';

/*
 * The zip of a data export: index.json (what each file holds, in English and French), one JSON file
 * per registered part file under its domain's folder, and every file the user owns under files/,
 * read through the same path as downloads (decrypted when stored encrypted). Earlier exports are
 * not put in the new one.
 */

/** A file name safe in an archive: no folders, no control characters. */
function entryName(name: string): string {
  const safe = [...name].map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c)).join('');
  return safe.slice(0, 150) || 'file';
}

/** The user's data as JSON entries: name in the zip → content. */
export async function exportEntries(deps: AppDeps, user: UserRow, now: Date): Promise<Map<string, unknown>> {
  const entries = new Map<string, unknown>();
  const index: { file: string; en: string; fr: string }[] = [];
  for (const part of exportParts()) {
    for (const file of part.files) {
      const name = `${part.domain}/${file.name}.json`;
      entries.set(name, await file.collect(deps, user));
      index.push({ file: name, ...file.note });
    }
  }
  return new Map([
    ['index.json', { exportedAt: now.toISOString(), userId: user.id, files: index }],
    ...entries,
  ]);
}

/** Builds the zip in memory (it is encrypted whole before it is stored) and answers its bytes. */
export async function buildExportZip(deps: AppDeps, user: UserRow, now: Date): Promise<Buffer> {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  for (const [name, content] of await exportEntries(deps, user, now)) {
    archive.append(JSON.stringify(content, null, 2), { name });
  }
  const files = await deps.db
    .select()
    .from(fileObjects)
    .where(and(eq(fileObjects.ownerId, user.id), ne(fileObjects.pathType, 'DATA_EXPORT')))
    .orderBy(asc(fileObjects.createdAt));
  for (const file of files) {
    let content;
    try {
      content = await readFileContent(deps, file);
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      // An operator's problem (changed bytes, a lost key): the rest of the export still goes out.
      deps.log.error({ fileId: file.id, reason: error.reason }, 'stored file cannot be decrypted');
      continue;
    }
    if (!content) continue;
    archive.append(content.body, { name: `files/${file.id.slice(0, 8)}-${entryName(file.filename)}` });
  }
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}
