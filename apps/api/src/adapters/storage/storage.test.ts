import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createStorage } from './create-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  const storage = createLocalStorage(root);

  it('puts, gets and deletes an object under its root', async () => {
    await storage.put('AVATAR/a.txt', Buffer.from('hello'), 'text/plain');
    expect(fs.readFileSync(path.join(root, 'AVATAR/a.txt'), 'utf8')).toBe('hello');
    // No temporary file is left beside the object.
    expect(fs.readdirSync(path.join(root, 'AVATAR'))).toEqual(['a.txt']);

    const object = await storage.get('AVATAR/a.txt');
    expect(object?.size).toBe(5);
    expect(await text(object!.body)).toBe('hello');

    await storage.put('AVATAR/a.txt', Buffer.from('replaced'), 'text/plain');
    expect(await text((await storage.get('AVATAR/a.txt'))!.body)).toBe('replaced');

    await storage.delete('AVATAR/a.txt');
    expect(await storage.get('AVATAR/a.txt')).toBeNull();
    await expect(storage.delete('AVATAR/a.txt')).resolves.toBeUndefined();
  });

  it('answers null for a missing object', async () => {
    expect(await storage.get('nothing/here.jpg')).toBeNull();
  });

  it.each(['../outside.txt', 'AVATAR/../../outside.txt', '/etc/passwd', '', '.'])(
    'refuses a key that escapes the root: %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/escapes the root/);
      await expect(storage.get(key)).rejects.toThrow(/escapes the root/);
      await expect(storage.delete(key)).rejects.toThrow(/escapes the root/);
      expect(fs.existsSync(path.join(root, '..', 'outside.txt'))).toBe(false);
    },
  );
});

describe('createStorage', () => {
  it('uses DATA_DIR/uploads by default and S3 when a bucket is configured', () => {
    const dataDir = path.join(root, 'data');
    expect(createStorage(loadConfig({ DATA_DIR: dataDir })).kind).toBe('local');
    const s3 = createStorage(
      loadConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    );
    expect(s3.kind).toBe('s3');
  });
});

describe('S3 storage whose server hangs', () => {
  it('fails a put once the timeout passes instead of holding the upload for ever', async () => {
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => void sockets.push(socket.on('error', () => undefined)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const storage = createS3Storage({
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      timeoutMs: 300,
    });
    try {
      // Without a timeout this never settles, and the test's own timeout fails it.
      await expect(storage.put('AVATAR/a.txt', Buffer.from('hello'), 'text/plain')).rejects.toThrow();
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
