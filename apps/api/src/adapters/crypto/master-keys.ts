import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/*
 * Master keys: the keys that wrap each file's data key and encrypt small fields (a SIN). The
 * current one is ENCRYPTION_KEY or, when unset, the key in DATA_DIR/encryption.key, created at first
 * start. Older keys are kept only to read what they encrypted until `npm run keys:rotate` re-wraps it.
 */

/** Bytes of a master key: AES-256. */
export const MASTER_KEY_BYTES = 32;
/** The key file of the embedded default, in DATA_DIR. */
export const KEY_FILE = 'encryption.key';
/** Where `keys:rotate` keeps the replaced key file's key while it re-wraps what that key encrypted. */
export const PREVIOUS_KEY_FILE = 'encryption.previous.key';

export interface MasterKey {
  /** Recorded beside everything the key encrypts, so the right key is found to read it. */
  id: string;
  key: Buffer;
}

/** What refuses to start the server: a malformed key, or a key file others may read. */
export class MasterKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MasterKeyError';
  }
}

/**
 * The id of a key: a digest of it, so it needs no configuring and cannot be given to the wrong key.
 * 64 bits of a SHA-256 over a random 256-bit key tell nothing about the key.
 */
export function masterKeyId(key: Buffer): string {
  return createHash('sha256').update('rentals-master-key-id\0').update(key).digest('hex').slice(0, 16);
}

const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/** Whether `text` is a master key as ENCRYPTION_KEY takes it: 32 bytes in base64 (`openssl rand -base64 32`). */
export function isMasterKeyText(text: string): boolean {
  return BASE64_KEY.test(text.trim()) && Buffer.from(text.trim(), 'base64').length === MASTER_KEY_BYTES;
}

/** A master key from its base64 text; `source` names where it came from in the error. */
export function parseMasterKey(text: string, source: string): MasterKey {
  if (!isMasterKeyText(text)) {
    throw new MasterKeyError(
      `${source} must be ${MASTER_KEY_BYTES} bytes in base64 (openssl rand -base64 32)`,
    );
  }
  const key = Buffer.from(text.trim(), 'base64');
  return { id: masterKeyId(key), key };
}

/** A new random master key, as its base64 text. */
export function generateMasterKeyText(): string {
  return randomBytes(MASTER_KEY_BYTES).toString('base64');
}

/**
 * Reads a key file, refusing one that group or others may read: a key that leaked to another
 * account of the machine protects nothing, so the server says how to fix it rather than go on.
 */
export function readKeyFile(file: string): MasterKey | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  // Windows has no such permission bits.
  if (process.platform !== 'win32' && (stat.mode & 0o077) !== 0) {
    const mode = (stat.mode & 0o777).toString(8);
    throw new MasterKeyError(
      `${file} may be read by other users (mode ${mode}): run chmod 600 ${file} and start again`,
    );
  }
  return parseMasterKey(fs.readFileSync(file, 'utf8'), file);
}

/**
 * Writes a key file readable by its owner only. `wx` refuses to replace an existing one, so two
 * processes starting at once keep whichever key was written first.
 */
export function writeKeyFile(file: string, keyText: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${keyText}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** The key of DATA_DIR/encryption.key, created with a random key (mode 0600) when there is none. */
export function keyFileKey(dataDir: string): MasterKey {
  const file = path.join(dataDir, KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return existing;
  writeKeyFile(file, generateMasterKeyText());
  return readKeyFile(file)!;
}
