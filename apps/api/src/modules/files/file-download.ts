import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { fileObjects } from '../../db/schema/files';
import { UUID } from '../../db/sql-helpers';
import type { AppDeps } from '../../graphql/context';
import { DecryptionError } from '../../adapters/crypto/aes-gcm';
import { bearerToken, resolveViewer } from '../auth/session.service';
import { mayReadFile } from './file.service';
import { storedObjectKeys, variantKey } from './file-kinds';
import { readFileContent } from './file-content';
import { recordFileDownload, recordsDownloads } from './file-downloads';
import { isImageVariant } from '@rentals/domain/files/limits';

/**
 * GET /files/<id>: streams a stored file, decrypted when it is stored encrypted. Private files need
 * the bearer token of someone file.policy.ts lets read them, and are never cached by shared caches;
 * downloads of the kinds that record them (rental application documents) are recorded first.
 */
export async function serveFile(deps: AppDeps, req: IncomingMessage, res: ServerResponse, id: string) {
  const notFound = () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  if (!UUID.test(id)) return notFound();
  const [file] = await deps.db.select().from(fileObjects).where(eq(fileObjects.id, id));
  if (!file) return notFound();
  const viewer = file.isPrivate ? await resolveViewer(deps, bearerToken(req.headers.authorization)) : null;
  // A private file is indistinguishable from a missing one for whoever may not read it.
  if (file.isPrivate && !(viewer && (await mayReadFile(deps.db, viewer, file)))) return notFound();
  // `?size=card|detail` asks for a smaller copy of a listing picture; anything else gets the original.
  const size = new URL(req.url ?? '/', 'http://x').searchParams.get('size');
  const key =
    isImageVariant(size) && storedObjectKeys(file).length > 1
      ? variantKey(file.storageKey, size)
      : file.storageKey;
  const isHead = req.method === 'HEAD';
  let content;
  try {
    // HEAD sends no content: nothing to decrypt, nothing downloaded.
    content =
      isHead && file.encryptionKeyId
        ? { body: null, size: file.size }
        : await readFileContent(deps, file, key);
  } catch (error) {
    if (!(error instanceof DecryptionError)) throw error;
    // Changed bytes or a key this process does not hold: an operator's problem, never garbage to the reader.
    deps.log.error({ fileId: file.id, reason: error.reason }, 'stored file cannot be decrypted');
    return res.writeHead(500, { 'Content-Type': 'text/plain' }).end('This file cannot be read');
  }
  if (!content) return notFound();
  if (!isHead && viewer && recordsDownloads(file)) await recordFileDownload(deps.db, file, viewer);
  res.writeHead(200, {
    'Content-Type': file.mimeType,
    'Content-Length': content.size,
    'Cache-Control': file.isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
    'Content-Disposition': `${file.mimeType.startsWith('image/') ? 'inline' : 'attachment'}; filename="${encodeURIComponent(file.filename)}"`,
  });
  if (!content.body) return res.end();
  if (isHead) {
    content.body.destroy();
    res.end();
    return;
  }
  content.body.pipe(res);
}
