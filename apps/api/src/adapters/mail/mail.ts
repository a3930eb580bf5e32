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

/** Attempts before a message is marked FAILED: answers of the SMTP server refusing it, not outages. */
export const MAIL_MAX_ATTEMPTS = 5;
/** How long the SMTP server may take to connect, greet or answer a command, unless configured. */
export const SMTP_TIMEOUT_MS = 30_000;

/**
 * Whether the SMTP server answered about this message (a 4xx or 5xx reply), rather than not being
 * reached or not answering at all: an outage, which says nothing about the message.
 */
const serverAnswered = (error: unknown) =>
  typeof (error as { responseCode?: unknown }).responseCode === 'number';

/**
 * The SMTP URL with nodemailer's three timeouts in its query, where nodemailer reads them (an
 * options object beside a URL is ignored); one the operator wrote in SMTP_URL stays.
 */
function withTimeouts(smtpUrl: string, timeoutMs: number): string {
  const url = new URL(smtpUrl);
  for (const name of ['connectionTimeout', 'greetingTimeout', 'socketTimeout'])
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(timeoutMs));
  return url.toString();
}

export function createMailAdapter(options: {
  smtpUrl?: string;
  from: string;
  log: Logger;
  timeoutMs?: number;
}): MailAdapter {
  const timeout = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  // nodemailer's own defaults wait up to 10 minutes on a server that stops answering, holding the
  // flush (and a stopping process, which waits for it) all that time.
  const transporter: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(withTimeouts(options.smtpUrl, timeout), { from: options.from })
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
        if (!serverAnswered(error)) {
          // The server is down or hangs: the message keeps its attempts, and the rest of the batch
          // waits for the next flush instead of each waiting out the timeout in turn.
          options.log.warn({ err: error, outboxId: row.id }, 'mail server unreachable, delivery postponed');
          await db
            .update(emailOutbox)
            .set({ lastError: (error as Error).message.slice(0, 500) })
            .where(eq(emailOutbox.id, row.id));
          return;
        }
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
