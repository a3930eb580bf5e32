import fs from 'node:fs';
import path from 'node:path';
import {
  KEY_FILE,
  MasterKeyError,
  PREVIOUS_KEY_FILE,
  generateMasterKeyText,
  readKeyFile,
  writeKeyFile,
} from './master-keys';

/*
 * Rotating the key file of the embedded default (`npm run keys:rotate` without ENCRYPTION_KEY):
 * the old key is kept as encryption.previous.key, a new one replaces encryption.key, and once every
 * row is re-wrapped the old key is retired to encryption.<id>.retired.key. Backups made before the
 * rotation need the retired key; delete it only when they are gone.
 */

/** Retired keys stay readable (key-ring.ts) in case anything still names them. */
export const RETIRED_KEY_FILE = /^encryption\.[0-9a-f]{16}\.retired\.key$/;

/**
 * Puts a new key in encryption.key, keeping the old one as encryption.previous.key. A rotation
 * stopped halfway (previous and current differ) is resumed as it is, without another new key.
 */
export function startKeyFileRotation(dataDir: string): void {
  const currentFile = path.join(dataDir, KEY_FILE);
  const previousFile = path.join(dataDir, PREVIOUS_KEY_FILE);
  const current = readKeyFile(currentFile);
  if (!current) throw new MasterKeyError(`${currentFile} does not exist: there is no key to rotate`);
  const previous = readKeyFile(previousFile);
  if (previous && previous.id !== current.id) return;
  if (!previous) writeKeyFile(previousFile, fs.readFileSync(currentFile, 'utf8').trim());
  // Written beside it, then renamed over it, so encryption.key is always a whole key.
  const next = `${currentFile}.next`;
  fs.rmSync(next, { force: true });
  writeKeyFile(next, generateMasterKeyText());
  fs.renameSync(next, currentFile);
}

/** Retires encryption.previous.key once nothing names its key any more. */
export function finishKeyFileRotation(dataDir: string): string | null {
  const previousFile = path.join(dataDir, PREVIOUS_KEY_FILE);
  const previous = readKeyFile(previousFile);
  if (!previous) return null;
  const retired = path.join(dataDir, `encryption.${previous.id}.retired.key`);
  fs.renameSync(previousFile, retired);
  return retired;
}

/** The keys a rotation retired, still read in case a row names one. */
export function retiredKeyFiles(dataDir: string): string[] {
  if (!fs.existsSync(dataDir)) return [];
  return fs
    .readdirSync(dataDir)
    .filter((name) => RETIRED_KEY_FILE.test(name))
    .map((name) => path.join(dataDir, name));
}
