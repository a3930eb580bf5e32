import type { OutboxStatus } from '@rentals/domain/mail/notifications';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, type EmailOutboxRow } from '../../db/schema/mail';
import { pageOf, UUID, type Paging } from '../../db/sql-helpers';
import type { AppDeps } from '../../graphql/context';
import { AppError } from '../../graphql/errors';

/* The e-mail outbox as admins see it: the last messages, their delivery state, and resending one. */

/** Outbox messages, newest first, optionally of one status, and how many there are. */
export async function findOutboxEmails(
  db: Db,
  status: OutboxStatus | null | undefined,
  paging: Paging,
): Promise<{ items: EmailOutboxRow[]; count: number }> {
  const where = status ? eq(emailOutbox.status, status) : undefined;
  const { first, skip } = pageOf(paging);
  const [items, [total]] = await Promise.all([
    first
      ? db
          .select()
          .from(emailOutbox)
          .where(where)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(first)
          .offset(skip)
      : [],
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return { items, count: total?.n ?? 0 };
}

/**
 * Queues a copy of a message as a new outbox row (the original keeps its own record) and starts a
 * delivery. The copy is PENDING with an SMTP server, STORED without one (the outbox is then the
 * record), as every message the product writes. EMAIL_NOT_FOUND for an unknown id.
 */
export async function resendEmail(deps: AppDeps, id: string): Promise<EmailOutboxRow> {
  if (!UUID.test(id)) throw new AppError('EMAIL_NOT_FOUND');
  const [original] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!original) throw new AppError('EMAIL_NOT_FOUND');
  const copyId = await deps.mail.enqueue(deps.db, {
    to: original.toAddress,
    subject: original.subject,
    text: original.textBody,
    html: original.htmlBody ?? undefined,
    template: original.template,
    calendar: original.calendarEvent,
  });
  deps.mail.flushSoon(deps.db);
  const [copy] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, copyId));
  return copy!;
}
