import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { fileObjects } from '../../db/schema/files';
import { UUID } from '../../db/sql-helpers';
import type { AppDeps } from '../../graphql/context';
import { bearerToken, resolveViewer } from '../auth/session.service';
import { mayReadFile } from './file.service';
import { storedObjectKeys, variantKey } from './file-kinds';
import { isImageVariant } from '@rentals/domain/files/limits';

/**
 * GET /files/<id>: streams a stored file. Private files need the bearer token of someone
 * file.policy.ts lets read them, and are never cached by shared caches.
 */
export async function serveFile(deps: AppDeps, req: IncomingMessage, res: ServerResponse, id: string) {
  const notFound = () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  if (!UUID.test(id)) return notFound();
  const [file] = await deps.db.select().from(fileObjects).where(eq(fileObjects.id, id));
  if (!file) return notFound();
  if (file.isPrivate) {
    const viewer = await resolveViewer(deps.db, bearerToken(req.headers.authorization));
    // A private file is indistinguishable from a missing one for whoever may not read it.
    if (!(await mayReadFile(deps.db, viewer, file))) return notFound();
  }
  // `?size=card|detail` asks for a smaller copy of a listing picture; anything else gets the original.
  const size = new URL(req.url ?? '/', 'http://x').searchParams.get('size');
  const key =
    isImageVariant(size) && storedObjectKeys(file).length > 1
      ? variantKey(file.storageKey, size)
      : file.storageKey;
  const object = await deps.storage.get(key);
  if (!object) return notFound();
  res.writeHead(200, {
    'Content-Type': file.mimeType,
    'Content-Length': object.size,
    'Cache-Control': file.isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
    'Content-Disposition': `${file.mimeType.startsWith('image/') ? 'inline' : 'attachment'}; filename="${encodeURIComponent(file.filename)}"`,
  });
  if (req.method === 'HEAD') {
    object.body.destroy();
    res.end();
    return;
  }
  object.body.pipe(res);
}
