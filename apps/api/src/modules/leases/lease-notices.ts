import {
  leaseSignRequestEmail,
  leaseStatusEmail,
  type LeaseSystemMessageKey,
} from '@rentals/domain/leases/notices';

import type { Locale } from '@rentals/domain/users/enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MessageRow } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../graphql/context';
import { registerJobHandler } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';
import { insertSystemMessage } from '../messaging/system-message.service';
import { findLeaseRecord, leaseAddress, type LeaseRecord } from './lease-records';
import { leasePagePath, signerLink } from './lease-links';

/*
 * What a lease's changes tell its parties: a line in its conversation (when it has one), written
 * in the change's transaction, and e-mails as a job of the same transaction, each written in the
 * recipient's language when it runs: a sign request to each signer whose turn it is, a status
 * e-mail to everyone when the lease ends. The e-mails carry no term of the lease.
 */

export const LEASE_EMAILS_JOB = 'lease-emails';

export type LeaseEmailOrder =
  | { kind: 'SIGN_REQUEST' | 'REMINDER'; leaseId: string; signerIds: string[] }
  | { kind: 'STATUS'; leaseId: string };

/** Posts `key` in the lease's conversation, inside `tx`; answers the message to announce, if any. */
export async function postLeaseLine(
  tx: Db,
  record: LeaseRecord,
  key: LeaseSystemMessageKey,
  params: { name?: string },
  actorId: string | null,
): Promise<MessageRow | null> {
  if (!record.lease.roomId) return null;
  return insertSystemMessage(tx, record.lease.roomId, key, { leaseId: record.lease.id, ...params }, actorId);
}

/** Enqueues e-mails inside `tx`; they are written when the job runs, after commit. */
export async function orderLeaseEmails(tx: Db, order: LeaseEmailOrder, now: Date): Promise<void> {
  const ids = order.kind === 'STATUS' ? '' : order.signerIds.join(',');
  await enqueueJob(tx, {
    kind: LEASE_EMAILS_JOB,
    key: `${LEASE_EMAILS_JOB}:${order.leaseId}:${order.kind}:${ids}:${now.getTime()}`,
    payload: order as unknown as Record<string, unknown>,
    runAt: now,
  });
}

registerJobHandler(LEASE_EMAILS_JOB, async (deps, payload) => {
  const order = payload as unknown as LeaseEmailOrder;
  const written = await deps.db.transaction((tx: Db) => writeLeaseEmails(deps, tx, order));
  if (written) deps.mail.flushSoon(deps.db);
});

const longDate = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );

async function writeLeaseEmails(deps: AppDeps, tx: Db, order: LeaseEmailOrder): Promise<number> {
  const record = await findLeaseRecord(tx, order.leaseId);
  // A lease deleted meanwhile tells nobody anything.
  if (!record) return 0;
  const { lease } = record;
  const address = leaseAddress(lease);
  if (order.kind !== 'STATUS') {
    // A request outlived by the lease's end (voided, expired) is not sent.
    if (lease.status !== 'SENT' || !lease.expiresAt) return 0;
    const signers = record.signers.filter((s) => order.signerIds.includes(s.id) && s.status !== 'SIGNED');
    for (const signer of signers) {
      const link = signerLink(deps.config, lease.id, signer.id, lease.expiresAt);
      const params = {
        landlord: lease.terms.landlordLegalName,
        address,
        deadline: longDate(lease.expiresAt, signer.locale),
        link,
      };
      const mail = leaseSignRequestEmail(params, signer.locale, order.kind === 'REMINDER');
      await deps.mail.enqueue(tx, {
        to: signer.email,
        ...mail,
        template: `lease-${order.kind.toLowerCase()}`,
      });
    }
    return signers.length;
  }
  const link = `${deps.config.publicUrl}${leasePagePath(lease.id)}`;
  const recipients = new Map<string, Locale>(record.signers.map((s) => [s.email, s.locale]));
  if (lease.ownerId) {
    const [owner] = await tx
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, lease.ownerId));
    if (owner) recipients.set(owner.email, owner.locale);
  }
  for (const [to, locale] of recipients) {
    const detail = lease.endedReason ? `${lease.endedReason.slice(0, 300)} ` : '';
    const mail = leaseStatusEmail({ address, status: lease.status, link, detail }, locale);
    await deps.mail.enqueue(tx, { to, ...mail, template: 'lease-status' });
  }
  return recipients.size;
}
