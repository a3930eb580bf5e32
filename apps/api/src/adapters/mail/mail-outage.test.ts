import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { emailOutbox } from '../../db/schema/mail';
import { createLogger } from '../../logger';
import { createTestApi, type TestApi } from '../../test/harness';
import { MAIL_MAX_ATTEMPTS, createMailAdapter } from './mail';

/*
 * The SMTP server hangs or is down (issue 26): requests do not wait for it, a flush gives up in
 * bounded time, the messages stay in the outbox without using up their attempts, and they go out
 * once the server is back.
 */

const TIMEOUT_MS = 1000;
const log = createLogger('silent');
const FROM = 'Rentals <no-reply@rentals.test>';

/** Accepts connections and never says a word: a mail server that hangs. */
async function startHangingServer(port = 0) {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => connections,
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A working SMTP server on `port`, counting what it accepts. */
async function startSmtp(port: number) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume().on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let hanging: Awaited<ReturnType<typeof startHangingServer>>;
let api: TestApi;
const mail = () => api.deps.mail;
beforeAll(async () => {
  hanging = await startHangingServer();
  api = await createTestApi({
    mail: createMailAdapter({
      smtpUrl: `smtp://127.0.0.1:${hanging.port}`,
      from: FROM,
      log,
      timeoutMs: TIMEOUT_MS,
    }),
  });
});
afterAll(async () => {
  await api.close();
  await hanging?.close();
});

const rows = (ids: string[]) => api.deps.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));

it('answers a request that e-mails, the mail server hanging, with the message kept to send', async () => {
  const { user } = await api.factories.user();
  const r = await api.execute('mutation($e: String!) { requestPasswordReset(email: $e) }', { e: user.email });
  expect(r.errors).toBeUndefined();
  await api.settle();
  const [queued] = await api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, user.email));
  expect(queued).toMatchObject({ status: 'PENDING', attempts: 0 });
});

it('gives up a flush within the timeout, keeps every message, and sends them when the server is back', async () => {
  // Whatever flush the previous request started has ended: this test counts its own connections.
  await mail().flush(api.deps.db);
  const ids: string[] = [];
  for (const to of ['a@example.test', 'b@example.test', 'c@example.test'])
    ids.push(await mail().enqueue(api.deps.db, { to, subject: 'Hello', text: 'Hello', template: 'test' }));

  // One timeout for the whole batch (four messages with the reset's), not one per message.
  const before = hanging.connections();
  await mail().flush(api.deps.db);
  expect(hanging.connections() - before).toBe(1);

  // Down for longer than a message's attempts last: the outage uses none of them.
  const { port } = hanging;
  await hanging.close();
  for (let flush = 0; flush <= MAIL_MAX_ATTEMPTS; flush++) await mail().flush(api.deps.db);
  for (const row of await rows(ids)) expect(row).toMatchObject({ status: 'PENDING', attempts: 0 });
  // The reason is kept on the message that met the outage, for the operator.
  const pending = await api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'PENDING'));
  expect(pending.some((row) => row.lastError?.includes('ECONNREFUSED'))).toBe(true);

  const smtp = await startSmtp(port);
  try {
    await mail().flush(api.deps.db);
    expect((await rows(ids)).map((row) => row.status)).toEqual(['SENT', 'SENT', 'SENT']);
    expect((await rows(ids)).map((row) => row.attempts)).toEqual([1, 1, 1]);
    expect(smtp.received).toEqual(
      expect.arrayContaining(['a@example.test', 'b@example.test', 'c@example.test']),
    );
  } finally {
    await smtp.close();
  }
});
