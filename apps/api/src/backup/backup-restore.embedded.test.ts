import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pack } from 'tar-stream';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { filesUnder, UnsafeArchiveError } from './archive';
import { createBackup } from './backup';
import { RestoreRefusedError, restoreBackup } from './restore';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-backup-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** One database with a notes table, dumped once: loading it is a third of the cost of creating one. */
let template: Blob;
beforeAll(async () => {
  const db = await PGlite.create();
  await db.exec('CREATE TABLE notes (body text NOT NULL)');
  template = await db.dumpDataDir('none');
  await db.close();
}, 60_000);

/** A data directory as the server leaves it: a database with rows, uploads in folders, a key file. */
async function dataDirWith(rows: string[], uploads: Record<string, string>): Promise<string> {
  const dataDir = tempDir();
  const db = await PGlite.create(path.join(dataDir, 'db'), { loadDataDir: template });
  for (const body of rows) await db.query('INSERT INTO notes VALUES ($1)', [body]);
  await db.close();
  for (const [name, body] of Object.entries(uploads)) writeUpload(dataDir, name, body);
  fs.writeFileSync(path.join(dataDir, 'encryption.key'), 'secret key material');
  return dataDir;
}

const writeUpload = (dataDir: string, name: string, body: string) => {
  fs.mkdirSync(path.dirname(path.join(dataDir, 'uploads', name)), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', name), body);
};

async function notesIn(dataDir: string): Promise<string[]> {
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    return (await db.query<{ body: string }>('SELECT body FROM notes ORDER BY body')).rows.map((r) => r.body);
  } finally {
    await db.close();
  }
}

const uploadsOf = (dataDir: string) =>
  Object.fromEntries(
    filesUnder(path.join(dataDir, 'uploads')).map((f) => [
      f,
      fs.readFileSync(path.join(dataDir, 'uploads', f), 'utf8'),
    ]),
  );

it('round-trips the database and the uploads, keeping what it replaced aside', async () => {
  const dataDir = await dataDirWith(['first', 'second'], { 'images/a.webp': 'A', 'docs/b.pdf': 'B' });
  const file = await createBackup(dataDir);
  expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));

  // Life goes on after the backup: a row and a file go, others come.
  const db = await PGlite.create(path.join(dataDir, 'db'));
  await db.exec(`DELETE FROM notes WHERE body = 'first'; INSERT INTO notes VALUES ('after')`);
  await db.close();
  fs.rmSync(path.join(dataDir, 'uploads/images/a.webp'));
  writeUpload(dataDir, 'docs/c.pdf', 'C');

  const manifest = await restoreBackup(dataDir, file, { replace: true });
  expect(manifest.uploads).toBe(2);
  expect(await notesIn(dataDir)).toEqual(['first', 'second']);
  expect(uploadsOf(dataDir)).toEqual({ 'docs/b.pdf': 'B', 'images/a.webp': 'A' });
  // Nothing is lost to a restore: the state it replaced is in a replaced-… folder.
  const [replaced] = fs.readdirSync(dataDir).filter((n) => n.startsWith('replaced-'));
  expect(await notesIn(path.join(dataDir, replaced!))).toEqual(['after', 'second']);
  expect(fs.readFileSync(path.join(dataDir, replaced!, 'uploads/docs/c.pdf'), 'utf8')).toBe('C');
  expect(fs.readdirSync(dataDir).some((n) => n.startsWith('restoring-'))).toBe(false);

  // On another machine, into an empty data directory: the same data, and no key came with it, so
  // a stolen archive opens no encrypted document.
  const target = tempDir();
  await restoreBackup(target, file);
  expect(await notesIn(target)).toEqual(['first', 'second']);
  expect(uploadsOf(target)).toEqual({ 'docs/b.pdf': 'B', 'images/a.webp': 'A' });
  expect(fs.existsSync(path.join(target, 'encryption.key'))).toBe(false);
}, 120_000);

it('refuses data it would overwrite, a file that is not a backup and paths outside its folder', async () => {
  const dataDir = await dataDirWith(['live'], { 'a.webp': 'A' });
  const file = await createBackup(dataDir);
  await expect(restoreBackup(dataDir, file)).rejects.toThrow(RestoreRefusedError);
  await expect(restoreBackup(dataDir, file)).rejects.toThrow(/--replace/);

  const notBackup = path.join(tempDir(), 'photo.tar.gz');
  fs.writeFileSync(notBackup, 'not a tar at all');
  await expect(restoreBackup(dataDir, notBackup, { replace: true })).rejects.toThrow(RestoreRefusedError);

  const evil = path.join(tempDir(), 'evil.tar.gz');
  const tar = pack();
  tar.entry({ name: '../../escaped.txt' }, 'x');
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar) chunks.push(Buffer.from(chunk as Uint8Array));
  fs.writeFileSync(evil, zlib.gzipSync(Buffer.concat(chunks)));
  await expect(restoreBackup(dataDir, evil, { replace: true })).rejects.toThrow(UnsafeArchiveError);
  expect(fs.existsSync(path.resolve(dataDir, '../escaped.txt'))).toBe(false);
  // The live data is untouched by either refusal.
  expect(await notesIn(dataDir)).toEqual(['live']);
  expect(uploadsOf(dataDir)).toEqual({ 'a.webp': 'A' });
}, 60_000);

it('runs as npm run backup and npm run restore, and refuses while the server holds the data', async () => {
  const run = promisify(execFile);
  const api = path.resolve(import.meta.dirname, '../..');
  const dataDir = await dataDirWith(['cli'], { 'a.webp': 'A' });
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' };
  const cli = (name: string, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', `src/backup/${name}-cli.ts`, ...args], { cwd: api, env });

  const { stdout } = await cli('backup');
  const file = /Backup written to (\S+)/.exec(stdout)![1]!;
  const restored = await cli('restore', file, '--replace');
  expect(restored.stdout).toMatch(/Restored the backup of .* \(1 uploads\)/);
  expect(await notesIn(dataDir)).toEqual(['cli']);

  // A running server holds the lock: the restore says so and changes nothing.
  fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
  await expect(cli('restore', file, '--replace')).rejects.toMatchObject({
    stderr: expect.stringMatching(/in use by process/),
  });
  expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('replaced-'))).toHaveLength(1);
}, 120_000);
