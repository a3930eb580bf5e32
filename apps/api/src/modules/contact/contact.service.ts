import { SUPPORT_EMAIL } from '@rentals/domain/contact';
import { CONTACT_REQUEST_RULES } from '@rentals/domain/contact/limits';
import type { ContactMessageInput } from '@rentals/domain/contact/schemas';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageOf, UUID, type Paging } from '../../db/sql-helpers';
import { contactMessages, contactReplies, type ContactMessageRow } from '../../db/schema/site-forms';
import { users } from '../../db/schema/users';
import type { Context, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { requestLimits, takeAttempts } from '../auth/rate-limit.service';
import { sendEmail } from '../mail/notification.service';
import { contactCopyEmail, contactReplyEmail, contactToSupportEmail } from './contact-emails';

/*
 * /contact-us messages (issue 23): stored as conversations of the staff inbox, e-mailed to the
 * support address with a copy to the sender; staff answer them by e-mail from the inbox.
 */

/** The inbox page a support e-mail links to. */
export const CONTACT_INBOX_PATH = '/adminInbox?tab=contact';

export interface ContactReplyView {
  id: string;
  body: string;
  createdAt: Date;
  author: { id: string; firstName: string | null; lastName: string | null; email: string } | null;
}

export interface ContactMessageView extends ContactMessageRow {
  replyCount: number;
}

export interface ContactMessagePage {
  items: ContactMessageView[];
  count: number;
  unhandledCount: number;
}

/**
 * Stores a message and queues its two e-mails in one transaction, after counting the attempt per
 * client address and per sender mailbox. A filled honeypot answers as a success and writes nothing,
 * so a bot learns nothing.
 */
export async function sendContactMessage(ctx: Context, input: ContactMessageInput): Promise<boolean> {
  if (input.website) {
    ctx.log.info({ ip: ctx.ip }, 'contact message dropped: honeypot');
    return true;
  }
  await takeAttempts(ctx.db, requestLimits('contact', input.email, ctx.ip, CONTACT_REQUEST_RULES));
  const mail = { ...input, locale: ctx.locale };
  await ctx.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      name: input.name,
      email: input.email,
      topic: input.topic,
      message: input.message,
      context: input.context,
      locale: ctx.locale,
      userId: ctx.viewer?.id ?? null,
    });
    const inbox = `${ctx.config.publicUrl}${CONTACT_INBOX_PATH}`;
    await sendEmail(ctx, tx, 'CONTACT_TO_SUPPORT', contactToSupportEmail(SUPPORT_EMAIL, mail, inbox));
    await sendEmail(ctx, tx, 'CONTACT_COPY', contactCopyEmail(mail));
  });
  ctx.mail.flushSoon(ctx.db);
  return true;
}

// Written out: inside a select drizzle names a column without its table, which the subquery would read as its own.
const replyCount = sql<number>`(select count(*)::int from ${contactReplies} r where r.contact_message_id = ${sql.identifier('contact_messages')}.id)`;

/** The staff list: unhandled first, then newest first; with how many wait for an answer. */
export async function listContactMessages(db: Db, paging: Paging): Promise<ContactMessagePage> {
  const { first, skip } = pageOf(paging);
  const [items, [total], [open]] = await Promise.all([
    db
      .select({ message: contactMessages, replyCount })
      .from(contactMessages)
      .orderBy(
        sql`${contactMessages.handledAt} is not null`,
        desc(contactMessages.createdAt),
        desc(contactMessages.id),
      )
      .limit(first)
      .offset(skip),
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
  ]);
  return {
    items: items.map((r) => ({ ...r.message, replyCount: Number(r.replyCount) })),
    count: Number(total?.n ?? 0),
    unhandledCount: Number(open?.n ?? 0),
  };
}

/** One message, or CONTACT_MESSAGE_NOT_FOUND. */
export async function getContactMessage(db: Db, id: string): Promise<ContactMessageView> {
  const [row] = UUID.test(id)
    ? await db
        .select({ message: contactMessages, replyCount })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
    : [];
  if (!row) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
  return { ...row.message, replyCount: Number(row.replyCount) };
}

/** The staff answers to a message, oldest first. */
export async function contactRepliesOf(db: Db, messageId: string): Promise<ContactReplyView[]> {
  const rows = await db
    .select({
      id: contactReplies.id,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
      authorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(contactReplies)
    .leftJoin(users, eq(users.id, contactReplies.authorId))
    .where(eq(contactReplies.contactMessageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    createdAt: r.createdAt,
    author: r.authorId
      ? { id: r.authorId, firstName: r.firstName, lastName: r.lastName, email: r.email! }
      : null,
  }));
}

/**
 * Stores a staff answer and e-mails it to the sender in their language, in one transaction; the
 * message counts as handled once answered.
 */
export async function replyToContactMessage(
  ctx: Context,
  viewer: Viewer,
  input: { id: string; body: string },
): Promise<ContactMessageView> {
  await ctx.db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, input.id))
      .for('update');
    if (!message) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
    await tx
      .insert(contactReplies)
      .values({ contactMessageId: message.id, authorId: viewer.id, body: input.body });
    await tx
      .update(contactMessages)
      .set({
        handledAt: sql`coalesce(${contactMessages.handledAt}, now())`,
        handledBy: sql`coalesce(${contactMessages.handledBy}, ${viewer.id}::uuid)`,
      })
      .where(eq(contactMessages.id, message.id));
    await sendEmail(ctx, tx, 'CONTACT_REPLY', contactReplyEmail(message, input.body));
  });
  ctx.mail.flushSoon(ctx.db);
  return getContactMessage(ctx.db, input.id);
}

/** Marks a message handled (by the viewer, now) or not handled. */
export async function markContactMessageHandled(
  db: Db,
  viewer: Viewer,
  id: string,
  handled: boolean,
): Promise<ContactMessageView> {
  const [row] = UUID.test(id)
    ? await db
        .update(contactMessages)
        .set(handled ? { handledAt: sql`now()`, handledBy: viewer.id } : { handledAt: null, handledBy: null })
        .where(and(eq(contactMessages.id, id)))
        .returning({ id: contactMessages.id })
    : [];
  if (!row) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
  return getContactMessage(db, id);
}
