import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

it('refuses a data directory held by another live process, with a clear message', async () => {
  const dir = tempDir();
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
  try {
    fs.writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by process \d+.*DATA_DIR.*DATABASE_URL/);
  } finally {
    other.kill();
  }
});

it('takes over a lock left by a process that died, and releases it', () => {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
  const release = lockDataDir(dir);
  expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
  release();
  expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
});
