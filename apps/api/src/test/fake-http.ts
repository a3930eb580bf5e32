import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake server received. */
export interface FakeRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the fake answers: a status and a JSON body, or `hang` to never answer (timeouts). */
export type FakeAnswer = { status?: number; json?: unknown; text?: string } | 'hang' | FakeBytesAnswer;

/** A binary body (a PDF) sent as it is, with its content type. */
export interface FakeBytesAnswer {
  status?: number;
  bytes: Uint8Array;
  contentType: string;
}

export interface FakeHttpServer {
  url: string;
  requests: FakeRequest[];
  /** Sets the answer of the next requests. */
  answer(handler: (request: FakeRequest) => FakeAnswer): void;
  close(): Promise<void>;
}

/** A local HTTP server on 127.0.0.1 standing in for a third-party service (geocoder, language model). */
export async function startFakeHttpServer(): Promise<FakeHttpServer> {
  const requests: FakeRequest[] = [];
  let handler: (request: FakeRequest) => FakeAnswer = () => ({ status: 404, json: {} });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const answer = handler(request);
      if (answer === 'hang') return;
      if ('bytes' in answer) {
        res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType });
        res.end(answer.bytes);
        return;
      }
      res.writeHead(answer.status ?? 200, {
        'content-type': answer.text === undefined ? 'application/json' : 'text/plain',
      });
      res.end(answer.text ?? JSON.stringify(answer.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
