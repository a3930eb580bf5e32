import path from 'node:path';
import type { Config } from '../../config';
import { retiredKeyFiles } from './key-file-rotation';
import {
  KEY_FILE,
  PREVIOUS_KEY_FILE,
  keyFileKey,
  parseMasterKey,
  readKeyFile,
  type MasterKey,
} from './master-keys';

/** The master key that encrypts from now on, and every key that may still be needed to read. */
export interface KeyRing {
  current: MasterKey;
  /** The key with this id, or null when none of the configured keys has it. */
  find(id: string): MasterKey | null;
  /** Ids of every key held, current first. */
  ids(): string[];
}

export function createKeyRing(current: MasterKey, older: readonly (MasterKey | null)[] = []): KeyRing {
  const keys = new Map<string, MasterKey>();
  for (const key of [current, ...older]) if (key && !keys.has(key.id)) keys.set(key.id, key);
  return { current, find: (id) => keys.get(id) ?? null, ids: () => [...keys.keys()] };
}

export type KeyConfig = Pick<Config, 'ENCRYPTION_KEY' | 'ENCRYPTION_KEY_PREVIOUS' | 'dataDir'>;

/**
 * The keys of this process. The current key is ENCRYPTION_KEY, else DATA_DIR/encryption.key
 * (created at first start). Readable too: ENCRYPTION_KEY_PREVIOUS, a key file a rotation replaced
 * (encryption.previous.key) or retired (encryption.<id>.retired.key), and the key file when
 * ENCRYPTION_KEY is set, so moving from the key file to the variable is one `keys:rotate`.
 */
export function loadKeyRing(config: KeyConfig): KeyRing {
  const fileKey = path.join(config.dataDir, KEY_FILE);
  const current = config.ENCRYPTION_KEY
    ? parseMasterKey(config.ENCRYPTION_KEY, 'ENCRYPTION_KEY')
    : keyFileKey(config.dataDir);
  return createKeyRing(current, [
    config.ENCRYPTION_KEY_PREVIOUS
      ? parseMasterKey(config.ENCRYPTION_KEY_PREVIOUS, 'ENCRYPTION_KEY_PREVIOUS')
      : null,
    readKeyFile(path.join(config.dataDir, PREVIOUS_KEY_FILE)),
    config.ENCRYPTION_KEY ? readKeyFile(fileKey) : null,
    ...retiredKeyFiles(config.dataDir).map(readKeyFile),
  ]);
}
