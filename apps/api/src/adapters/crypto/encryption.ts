import type { Config } from '../../config';
import { decryptField, encryptField } from './field-encryption';
import { decryptFileContent, encryptFileContent, type FileKeyEnvelope } from './file-envelope';
import { loadKeyRing, type KeyRing } from './key-ring';

/** Encryption at rest with this process's master keys (see key-ring.ts, file-envelope.ts, field-encryption.ts). */
export interface EncryptionAdapter {
  keys: KeyRing;
  encryptFile(fileId: string, plaintext: Buffer): { body: Buffer; envelope: FileKeyEnvelope };
  /** Throws DecryptionError rather than answer bytes that failed the check. */
  decryptFile(fileId: string, envelope: FileKeyEnvelope, body: Buffer): Buffer;
  encryptField(value: string): string;
  decryptField(text: string): string;
}

export function createEncryption(keys: KeyRing): EncryptionAdapter {
  return {
    keys,
    encryptFile: (fileId, plaintext) => encryptFileContent(keys, fileId, plaintext),
    decryptFile: (fileId, envelope, body) => decryptFileContent(keys, fileId, envelope, body),
    encryptField: (value) => encryptField(keys, value),
    decryptField: (text) => decryptField(keys, text),
  };
}

/** The encryption of the configured keys; creates DATA_DIR/encryption.key at first start when ENCRYPTION_KEY is unset. */
export function createEncryptionAdapter(
  config: Pick<Config, 'ENCRYPTION_KEY' | 'ENCRYPTION_KEY_PREVIOUS' | 'dataDir'>,
): EncryptionAdapter {
  return createEncryption(loadKeyRing(config));
}
