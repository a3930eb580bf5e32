#!/usr/bin/env node
/**
 * Local stand-ins for the outside services the browser tests would otherwise reach, so that they
 * run without the internet and with a clean console:
 *   - the OpenAI-compatible vision provider (VISION_URL): every chat completion answers the same
 *     features, so the property dialog's picture scan can be checked;
 *   - the map tile server (MAP_TILE_URL): GET /tiles/{z}/{x}/{y}.png answers a blank tile;
 *   - the mail server (SMTP_URL, fake-mailbox.mjs) on FAKE_SMTP_PORT: GET /mail?to=<address>
 *     answers the messages that address was sent, oldest first, as [{to, subject, text, html}].
 * HTTP port from FAKE_VISION_PORT.
 */
import http from 'node:http';
import { startFakeMailbox } from './fake-mailbox.mjs';

/** A 1×1 transparent PNG: Leaflet stretches it over the tile's square. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const FAKE_VISION_FEATURES = ['stainless steel dishwasher', 'hardwood floors', 'large windows'];

const port = Number(process.env.FAKE_VISION_PORT ?? 3199);
// Before the HTTP server: the run waits for the HTTP port only, so the mail server is ready by then.
const mailbox = await startFakeMailbox(Number(process.env.FAKE_SMTP_PORT ?? 3198));
http
  .createServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/mail?')) {
      const to = new URL(req.url, 'http://localhost').searchParams.get('to') ?? '';
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(mailbox.messagesTo(to)));
      return;
    }
    if (req.method === 'GET' && req.url?.startsWith('/tiles/')) {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' }).end(BLANK_TILE);
      return;
    }
    if (req.method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('fake vision');
      return;
    }
    req.resume();
    req.on('end', () => {
      if (!req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const content = JSON.stringify(FAKE_VISION_FEATURES);
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    });
  })
  .listen(port, '127.0.0.1');
