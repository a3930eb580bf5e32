import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema/mail';
import { createLogger } from '../../logger';
import { createTestDatabase } from '../../test/database';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { mimeParts, parseInvite } from '../../test/ical';
import { buildViewingInvite } from '@rentals/domain/viewings/ics';
import { MAIL_MAX_ATTEMPTS, createMailAdapter, type MailAdapter, type MailMessage } from './mail';

/* Delivery against a real SMTP server on this machine (the smtp-server package). */

interface Received {
  to: string[];
  raw: string;
  subject: string;
  text: string;
}

/** The text of a single-part message, decoded from its transfer encoding. */
function parseMessage(raw: string, to: string[]): Received {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(
          body
            .replace(/=\r\n/g, '')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to, raw, subject: /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? '', text };
}

interface LocalSmtp {
  url: string;
  received: Received[];
  /** Resolves with the next message the server accepts. */
  nextMessage(): Promise<Received>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1; `reject` answers every message with a temporary failure. */
async function startSmtp(options: { reject?: boolean } = {}): Promise<LocalSmtp> {
  const received: Received[] = [];
  let waiters: ((message: Received) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.reject) {
          callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        const message = parseMessage(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((r) => r.address),
        );
        received.push(message);
        waiters.forEach((resolve) => resolve(message));
        waiters = [];
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMessage: () => new Promise((resolve) => waiters.push(resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const log = createLogger('silent');
const FROM = 'Rentals <no-reply@rentals.test>';
const message = (to: string): MailMessage => ({
  to,
  subject: 'Welcome to Rentals',
  text: 'Hello,\n\nYour account is ready.',
  template: 'test',
});

async function outboxRow(database: Database, id: string) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row!;
}

describe('mail adapter', () => {
  let database: Database;
  let smtp: LocalSmtp;
  let failing: LocalSmtp;
  const adapters: MailAdapter[] = [];
  const adapter = (smtpUrl?: string) => {
    const created = createMailAdapter({ smtpUrl, from: FROM, log });
    adapters.push(created);
    return created;
  };

  beforeAll(async () => {
    [database, smtp, failing] = await Promise.all([
      createTestDatabase(),
      startSmtp(),
      startSmtp({ reject: true }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(adapters.map((a) => a.close()));
    await Promise.all([smtp.close(), failing.close()]);
    await database.close();
  });

  it('delivers an enqueued message over SMTP and marks it SENT', async () => {
    const mail = adapter(smtp.url);
    expect(mail.kind).toBe('smtp');
    const id = await mail.enqueue(database.db, message('ana@example.test'));
    expect((await outboxRow(database, id)).status).toBe('PENDING');

    await mail.flush(database.db);

    const sent = smtp.received.at(-1)!;
    expect(sent.to).toEqual(['ana@example.test']);
    expect(sent.subject).toBe('Welcome to Rentals');
    expect(sent.text).toContain('Your account is ready.');
    expect(sent.raw).toMatch(/^From: Rentals <no-reply@rentals\.test>/m);
    expect(await outboxRow(database, id)).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect((await outboxRow(database, id)).sentAt).toBeInstanceOf(Date);

    // A second flush sends nothing again.
    const count = smtp.received.length;
    await mail.flush(database.db);
    expect(smtp.received).toHaveLength(count);
  });

  it('delivers a message written while a flush runs, with that flush, not at the next timer', async () => {
    const mail = adapter(smtp.url);
    await mail.enqueue(database.db, message('first@example.test'));
    const running = mail.flush(database.db);
    // Written after the running flush has read the outbox, then flushed: it joins that flush.
    const id = await mail.enqueue(database.db, message('second@example.test'));
    mail.flushSoon(database.db);
    await running;
    expect(await outboxRow(database, id)).toMatchObject({ status: 'SENT' });
  });

  it('keeps a refused message PENDING with the error, then FAILED after the last attempt', async () => {
    const mail = adapter(failing.url);
    const id = await mail.enqueue(database.db, message('bob@example.test'));

    await mail.flush(database.db);
    const afterOne = await outboxRow(database, id);
    expect(afterOne).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(afterOne.lastError).toContain('Mailbox busy');

    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) await mail.flush(database.db);
    expect(await outboxRow(database, id)).toMatchObject({ status: 'FAILED', attempts: MAIL_MAX_ATTEMPTS });

    await mail.flush(database.db);
    expect((await outboxRow(database, id)).attempts).toBe(MAIL_MAX_ATTEMPTS);
  });

  it('sends a calendar invitation as a text/calendar part with its method, and the .ics attached', async () => {
    const content = buildViewingInvite(
      {
        viewingId: 'v-42',
        sequence: 3,
        startsAt: new Date('2026-03-12T14:00:00Z'),
        endsAt: new Date('2026-03-12T14:30:00Z'),
        timeZone: 'America/Toronto',
        summary: 'Viewing: 12 King St',
        location: '12 King St, Toronto',
      },
      'REQUEST',
      { domain: 'rentals.test', now: new Date('2026-03-01T00:00:00Z') },
    );
    const mail = adapter(smtp.url);
    const id = await mail.enqueue(database.db, {
      ...message('dee@example.test'),
      calendar: { method: 'REQUEST', filename: 'viewing.ics', content },
    });
    // The outbox keeps the invitation, so a resend or a later delivery carries it too.
    expect((await outboxRow(database, id)).calendarEvent).toEqual({
      method: 'REQUEST',
      filename: 'viewing.ics',
      content,
    });
    await mail.flush(database.db);

    const parts = mimeParts(smtp.received.at(-1)!.raw);
    expect(parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))?.body).toContain(
      'Your account is ready.',
    );
    const calendarPart = parts.find((p) => p.headers['content-type']?.startsWith('text/calendar'));
    expect(calendarPart?.headers['content-type']).toMatch(/method=REQUEST/);
    const attachment = parts.find((p) =>
      /filename="?viewing\.ics/.test(p.headers['content-disposition'] ?? ''),
    );
    expect(attachment?.body).toBe(content);
    expect(parseInvite(calendarPart!.body)).toMatchObject({
      method: 'REQUEST',
      uid: 'viewing-v-42@rentals.test',
      sequence: 3,
      start: new Date('2026-03-12T14:00:00Z'),
      end: new Date('2026-03-12T14:30:00Z'),
      timeZone: 'America/Toronto',
      startZone: 'America/Toronto',
      location: '12 King St, Toronto',
    });
  });

  it('only stores the message without SMTP', async () => {
    const mail = adapter();
    expect(mail.kind).toBe('outbox');
    const id = await mail.enqueue(database.db, message('cy@example.test'));
    await mail.flush(database.db);
    expect(await outboxRow(database, id)).toMatchObject({
      status: 'STORED',
      attempts: 0,
      toAddress: 'cy@example.test',
    });
  });
});

describe('password reset by e-mail, end to end', () => {
  let smtp: LocalSmtp;
  let api: TestApi;

  beforeAll(async () => {
    smtp = await startSmtp();
    api = await createTestApi({ mail: createMailAdapter({ smtpUrl: smtp.url, from: FROM, log }) });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const RESET = `mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { token user { email } } }`;

  it('e-mails a working /confirm-password link that can be used once', async () => {
    const email = `reset-${Date.now()}@example.test`;
    await api.factories.user({ email });
    const delivered = smtp.nextMessage();

    const request = await api.execute(`mutation($email: String!) { requestPasswordReset(email: $email) }`, {
      email,
    });
    expect(request.data).toEqual({ requestPasswordReset: true });

    const mail = await delivered;
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe('Reset your password');
    const link = /(http:\/\/localhost:3000\/confirm-password\?token=\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;

    const reset = await api.execute<{ resetPassword: { token: string; user: { email: string } } }>(RESET, {
      token,
      password: 'N3w!password',
    });
    expect(reset.errors).toBeUndefined();
    expect(reset.data?.resetPassword.user.email).toBe(email);

    const login = await api.execute(
      `mutation { login(email: "${email}", password: "N3w!password") { token } }`,
    );
    expect(login.errors).toBeUndefined();

    const again = await api.execute(RESET, { token, password: 'An0ther!pass' });
    expect(errorCodes(again)).toEqual(['RESET_TOKEN_INVALID']);
  });
});
