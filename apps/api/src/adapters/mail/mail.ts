import { and, eq, lt } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { emailOutbox, type MailCalendarEvent } from '../../db/schema/mail';
import type { Logger } from '../../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Which product e-mail this is (password-reset, ...), for the record and the tests. */
  template: string;
  /**
   * A calendar invitation or cancellation (a viewing's .ics). Sent as a text/calendar alternative
   * with its METHOD, plus the .ics attached, which is what mail clients offer to add or remove.
   */
  calendar?: MailCalendarEvent | null;
}

export interface MailAdapter {
  kind: 'outbox' | 'smtp';
  /** Writes the message to the outbox, inside the caller's transaction when given one. */
  enqueue(db: Db, message: MailMessage): Promise<string>;
  /** Delivers pending outbox messages (SMTP only); called after commit and on a timer. */
  flush(db: Db): Promise<void>;
  /**
   * Starts flush without waiting for it, after a commit that queued messages or on the timer: the
   * caller's answer does not wait for SMTP, and a failure is logged as a warning, never thrown
   * (the messages stay PENDING for the next flush).
   */
  flushSoon(db: Db): void;
  close(): Promise<void>;
}

/** Attempts before a message is marked FAILED. */
export const MAIL_MAX_ATTEMPTS = 5;

export function createMailAdapter(options: { smtpUrl?: string; from: string; log: Logger }): MailAdapter {
  const transporter: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, { from: options.from })
    : null;
  let flushing: Promise<void> | null = null;

  async function deliverPending(db: Db) {
    const pending = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'PENDING'), lt(emailOutbox.attempts, MAIL_MAX_ATTEMPTS)))
      .limit(50);
    for (const row of pending) {
      try {
        await transporter!.sendMail({
          from: options.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
          // nodemailer's icalEvent writes the text/calendar part (with method=) mail clients read.
          ...(row.calendarEvent ? { icalEvent: row.calendarEvent } : {}),
        });
        await db
          .update(emailOutbox)
          .set({ status: 'SENT', sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
          .where(eq(emailOutbox.id, row.id));
      } catch (error) {
        const attempts = row.attempts + 1;
        options.log.warn({ err: error, outboxId: row.id, attempts }, 'mail delivery failed');
        await db
          .update(emailOutbox)
          .set({
            attempts,
            lastError: (error as Error).message.slice(0, 500),
            status: attempts >= MAIL_MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
          })
          .where(eq(emailOutbox.id, row.id));
      }
    }
  }

  let again = false;

  async function flush(db: Db) {
    if (!transporter) return;
    // One flush at a time per process. A caller arriving during one may have written a message
    // after it read the outbox: it runs once more when it ends, instead of leaving the message to
    // the next timer (half a minute later).
    if (flushing) {
      again = true;
      await flushing;
      return;
    }
    flushing = (async () => {
      try {
        do {
          again = false;
          await deliverPending(db);
        } while (again);
      } finally {
        flushing = null;
      }
    })();
    await flushing;
  }

  return {
    kind: transporter ? 'smtp' : 'outbox',
    async enqueue(db, message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          calendarEvent: message.calendar ?? null,
          template: message.template,
          status: transporter ? 'PENDING' : 'STORED',
        })
        .returning({ id: emailOutbox.id });
      return row!.id;
    },
    flush,
    flushSoon(db) {
      flush(db).catch((error: unknown) => options.log.warn({ err: error }, 'mail flush failed'));
    },
    async close() {
      await flushing;
      transporter?.close();
    },
  };
}
