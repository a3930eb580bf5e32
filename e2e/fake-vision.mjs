#!/usr/bin/env node
/**
 * A local stand-in for the OpenAI-compatible vision provider (VISION_URL) during the browser tests:
 * every chat completion answers the same features, so the property dialog's picture scan can be
 * checked without the internet. Port from FAKE_VISION_PORT.
 */
import http from 'node:http';

export const FAKE_VISION_FEATURES = ['stainless steel dishwasher', 'hardwood floors', 'large windows'];

const port = Number(process.env.FAKE_VISION_PORT ?? 3199);
http
  .createServer((req, res) => {
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
