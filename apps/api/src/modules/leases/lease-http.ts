import type { IncomingMessage, ServerResponse } from 'node:http';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { EsignWebhookError } from '../../adapters/esign/esign';
import { fileObjects } from '../../db/schema/files';
import type { AppDeps, Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { clientAddress, trustedProxies } from '../../http/client-ip';
import { bearerToken, resolveViewer } from '../auth/session.service';
import { readFileBuffer } from '../files/file-content';
import { recordFileDownload } from '../files/file-downloads';
import { applyEsignEvents } from './esign-events.service';
import { recordLeaseEvent } from './lease-events';
import { unsignedLeasePdf } from './lease-document.service';
import { leaseRoleOf } from './lease.policy';
import { findLeaseRecord } from './lease-records';
import { signerLabel } from './lease-actors';
import { resolveSigner } from './signer-access';

/*
 * The lease's HTTP routes: GET /leases/<id>/document.pdf (the unsigned lease, ?locale=en|fr, to
 * read before signing) and GET /leases/<id>/signed.pdf (the sealed lease, each download in the
 * trail), for the parties and staff (Bearer session) or a signer's link (?token=); and
 * POST /webhooks/docusign, the signing service's status reports, verified before anything is read.
 */

export const LEASE_PDF_PATH = /^\/leases\/([0-9a-f-]{36})\/(document|signed)\.pdf$/;
export const DOCUSIGN_WEBHOOK_PATH = '/webhooks/docusign';
/** Largest webhook body read: a Connect message with its summary is a few kilobytes. */
const WEBHOOK_MAX_BYTES = 1_000_000;

const notFound = (res: ServerResponse) =>
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');

/** The configured proxies' check, parsed once per process as Yoga's context does. */
const proxyChecks = new WeakMap<AppDeps['config'], (address: string) => boolean>();
function isTrustedProxy(config: AppDeps['config']) {
  let check = proxyChecks.get(config);
  if (!check) proxyChecks.set(config, (check = trustedProxies(config.TRUSTED_PROXIES)));
  return check;
}

/** The request as a context for the lease's rules: who is signed in, their address and browser. */
async function requestContext(deps: AppDeps, req: IncomingMessage): Promise<Context> {
  const viewer = await resolveViewer(deps, bearerToken(req.headers.authorization));
  const forwarded = req.headers['x-forwarded-for'];
  return {
    ...deps,
    viewer,
    locale: viewer?.locale ?? 'en',
    ip: clientAddress(
      req.socket.remoteAddress,
      Array.isArray(forwarded) ? (forwarded[0] ?? null) : (forwarded ?? null),
      isTrustedProxy(deps.config),
    ),
    userAgent: req.headers['user-agent'] ?? null,
    // Only a hosted login's exchange reads it, which never comes through here.
    browser: null,
  };
}

export async function serveLeasePdf(
  deps: AppDeps,
  req: IncomingMessage,
  res: ServerResponse,
  match: RegExpExecArray,
) {
  const url = new URL(req.url ?? '/', 'http://x');
  const ctx = await requestContext(deps, req);
  const record = await findLeaseRecord(deps.db, match[1]!);
  if (!record) return notFound(res);
  const token = url.searchParams.get('token');
  let signer = null;
  try {
    signer = token ? resolveSigner(ctx, record, token) : null;
  } catch {
    return notFound(res);
  }
  if (!signer && !leaseRoleOf(ctx.viewer, record)) return notFound(res);
  const { lease } = record;
  let body: Uint8Array;
  let filename: string;
  if (match[2] === 'document') {
    const locale =
      url.searchParams.get('locale') === 'fr'
        ? 'fr'
        : url.searchParams.get('locale') === 'en'
          ? 'en'
          : lease.terms.language;
    body = await unsignedLeasePdf(record, locale);
    filename = `lease-${lease.id.slice(0, 8)}-${locale}.pdf`;
  } else {
    const [file] = lease.sealedFileId
      ? await deps.db.select().from(fileObjects).where(eq(fileObjects.id, lease.sealedFileId))
      : [];
    const content = file ? await readFileBuffer(deps, file) : null;
    if (!file || !content)
      return res.writeHead(409, { 'Content-Type': 'text/plain' }).end('The signed lease is not ready yet.');
    body = content;
    filename = file.filename;
    await recordLeaseEvent(deps.db, {
      leaseId: lease.id,
      kind: 'DOWNLOADED',
      signerId: signer?.id ?? null,
      actorId: ctx.viewer?.id ?? null,
      actorLabel: signer ? signerLabel(signer) : (ctx.viewer?.email ?? 'unknown'),
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      at: new Date(),
    });
    if (ctx.viewer) await recordFileDownload(deps.db, file, ctx.viewer);
  }
  res.writeHead(200, {
    'Content-Type': 'application/pdf',
    'Content-Length': body.length,
    'Cache-Control': 'private, no-store',
    'Content-Disposition': `attachment; filename="${encodeURIComponent(filename)}"`,
  });
  res.end(Buffer.from(body));
}

export async function serveDocusignWebhook(deps: AppDeps, req: IncomingMessage, res: ServerResponse) {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  if (req.method !== 'POST') return json(405, { error: 'POST only' });
  if (Number(req.headers['content-length'] ?? 0) > WEBHOOK_MAX_BYTES)
    return json(413, { error: 'too large' });
  const raw = await buffer(req);
  let events;
  try {
    events = deps.esign.parseWebhook(req.headers, raw);
  } catch (error) {
    if (!(error instanceof EsignWebhookError)) throw error;
    deps.log.warn({ path: DOCUSIGN_WEBHOOK_PATH }, 'webhook refused: bad signature');
    return json(401, { code: 'LEASE_WEBHOOK_FORGED' });
  }
  try {
    await applyEsignEvents(deps, deps.esign.name, events);
  } catch (error) {
    // An event that cannot apply yet (a later signer reported before an earlier one): the service
    // sends it again later, by which time the earlier one has arrived.
    if (error instanceof AppError) return json(503, { code: error.code });
    throw error;
  }
  return json(200, { ok: true });
}
