/**
 * The e2e run's mail server (SMTP_URL of the server under test): an smtp-server on 127.0.0.1 that
 * keeps every message it accepts in memory, decoded, so that a browser test can open the link of a
 * real e-mail. Only what the product's e-mails use is decoded: nodemailer's multipart bodies,
 * quoted-printable and base64 parts in UTF-8, and encoded words in the subject.
 */
import { SMTPServer } from 'smtp-server';

/** Bytes written as =XX (quoted-printable and Q encoded words) back to UTF-8 text. */
const hexBytes = (text) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function decodeBody(body, encoding) {
  if (encoding === 'quoted-printable') return hexBytes(body.replace(/=\r\n/g, ''));
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** A header with RFC 2047 encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=) as plain text. */
function decodeWords(value) {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, kind, text) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : hexBytes(text.replace(/_/g, ' ')),
    );
}

function splitEntity(raw) {
  const end = raw.indexOf('\r\n\r\n');
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  const header = (name) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return { header, body: end < 0 ? '' : raw.slice(end + 4) };
}

/** The leaf parts of a MIME entity, multipart ones opened recursively, attachments left out. */
function leafParts(raw) {
  const { header, body } = splitEntity(raw);
  const type = header('content-type') || 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const delimiter = `--${boundary}`;
    // The preamble comes before the first delimiter and the epilogue after the closing one.
    const segments = body.split(delimiter).slice(1);
    const closing = segments.findIndex((s) => s.startsWith('--'));
    return segments
      .slice(0, closing < 0 ? undefined : closing)
      .flatMap((segment) => leafParts(segment.replace(/^\r\n/, '').replace(/\r\n$/, '')));
  }
  if (/^attachment/i.test(header('content-disposition'))) return [];
  const encoding = header('content-transfer-encoding').toLowerCase();
  return [{ type: type.split(';')[0].trim().toLowerCase(), content: decodeBody(body, encoding) }];
}

/** One received message as the tests read it, with the line breaks the API wrote (\n, not SMTP's CRLF). */
function readMessage(raw) {
  const parts = leafParts(raw);
  const content = (type) => parts.find((p) => p.type === type)?.content.replace(/\r\n/g, '\n');
  return {
    subject: decodeWords(splitEntity(raw).header('subject')),
    text: content('text/plain') ?? '',
    html: content('text/html') ?? null,
  };
}

/**
 * Starts the mail server on `port` and resolves once it listens. `messagesTo(address)` answers the
 * messages each recipient was sent, oldest first: one entry per envelope recipient, as a mailbox.
 * The chat benchmark reads its sign-up links here too.
 */
export async function startFakeMailbox(port) {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    // A plain connection on the loopback: nothing to encrypt, and no certificate to trust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const message = readMessage(Buffer.concat(chunks).toString('utf8'));
        for (const { address } of session.envelope.rcptTo) received.push({ to: address, ...message });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    messagesTo: (address) => received.filter((m) => m.to.toLowerCase() === address.toLowerCase()),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
