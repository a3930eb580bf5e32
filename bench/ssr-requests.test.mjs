import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, it } from 'node:test';
import { serverTimingDuration, timedGet } from './ssr-requests.mjs';

describe('Server-Timing', () => {
  it('reads the render entry among others', () => {
    assert.equal(serverTimingDuration('db;dur=3, render;desc="SSR";dur=12.5, total;dur=20', 'render'), 12.5);
    assert.equal(serverTimingDuration(['db;dur=3', 'render;dur=7'], 'render'), 7);
  });

  it('says there was no render when the header or the entry is absent', () => {
    assert.equal(serverTimingDuration(undefined, 'render'), null);
    assert.equal(serverTimingDuration('rendering;dur=4, db;dur=3', 'render'), null);
  });

  it('times a page and reads its render time from the answer', async () => {
    const server = http.createServer((req, res) => {
      res.writeHead(
        req.url === '/ssr' ? 200 : 404,
        req.url === '/ssr' ? { 'server-timing': 'render;dur=3.25' } : {},
      );
      res.end('<html></html>');
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${server.address().port}`;
    try {
      const rendered = await timedGet(`${origin}/ssr`);
      assert.equal(rendered.status, 200);
      assert.equal(rendered.renderMs, 3.25);
      assert.equal(rendered.bytes, '<html></html>'.length);
      assert.ok(rendered.ms > 0);
      assert.equal((await timedGet(`${origin}/other`)).renderMs, null);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
