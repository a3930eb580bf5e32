import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { DecryptionError } from './aes-gcm';
import { createEncryption, createEncryptionAdapter } from './encryption';
import { createKeyRing, loadKeyRing } from './key-ring';
import { KEY_FILE, MasterKeyError, generateMasterKeyText, parseMasterKey } from './master-keys';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-crypto-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const freshDir = () => fs.mkdtempSync(path.join(root, 'data-'));
const noKeys = { ENCRYPTION_KEY: undefined, ENCRYPTION_KEY_PREVIOUS: undefined };

const keyA = parseMasterKey(generateMasterKeyText(), 'A');
const keyB = parseMasterKey(generateMasterKeyText(), 'B');
const MARKER = 'PLAINTEXT-MARKER-4242';

describe('master keys', () => {
  it('creates DATA_DIR/encryption.key at first start, readable by its owner only, and keeps it', () => {
    const dataDir = freshDir();
    const first = loadKeyRing({ ...noKeys, dataDir });
    const file = path.join(dataDir, KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadKeyRing({ ...noKeys, dataDir }).current.id).toBe(first.current.id);
  });

  it('refuses to start with a key file others may read, saying how to fix it', () => {
    const dataDir = freshDir();
    loadKeyRing({ ...noKeys, dataDir });
    fs.chmodSync(path.join(dataDir, KEY_FILE), 0o644);
    expect(() => loadKeyRing({ ...noKeys, dataDir })).toThrow(MasterKeyError);
    expect(() => loadKeyRing({ ...noKeys, dataDir })).toThrow(/mode 644\): run chmod 600/);
  });

  it('uses ENCRYPTION_KEY when set, and creates no key file', () => {
    const dataDir = freshDir();
    const text = generateMasterKeyText();
    const ring = loadKeyRing({ ...noKeys, ENCRYPTION_KEY: text, dataDir });
    expect(ring.current.id).toBe(parseMasterKey(text, 'x').id);
    expect(fs.existsSync(path.join(dataDir, KEY_FILE))).toBe(false);
  });

  it('refuses an ENCRYPTION_KEY that is not 32 bytes in base64, naming the variable', () => {
    const dataDir = freshDir();
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), 'x'.repeat(44)]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY_PREVIOUS: 'short' })).toThrow(
      /ENCRYPTION_KEY_PREVIOUS: must be 32 bytes in base64/,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir, ENCRYPTION_KEY: generateMasterKeyText() }).ENCRYPTION_KEY,
    ).toBeTruthy();
  });

  it('gives each key its own id', () => {
    expect(keyA.id).toMatch(/^[0-9a-f]{16}$/);
    expect(keyA.id).not.toBe(keyB.id);
  });
});

describe('file envelope', () => {
  const encryption = createEncryption(createKeyRing(keyA));
  const plaintext = Buffer.from(`%PDF-1.4 ${MARKER}`);

  it('round-trips, with neither the content nor the data key in the clear', () => {
    const { body, envelope } = encryption.encryptFile('file-1', plaintext);
    expect(body.includes(MARKER)).toBe(false);
    expect(envelope.keyId).toBe(keyA.id);
    expect(encryption.decryptFile('file-1', envelope, body).equals(plaintext)).toBe(true);
  });

  it('refuses a changed object, an object moved to another file, and an unknown key: never garbage', () => {
    const { body, envelope } = encryption.encryptFile('file-1', plaintext);
    const tampered = Buffer.from(body);
    tampered[tampered.length - 20]! ^= 1;
    expect(() => encryption.decryptFile('file-1', envelope, tampered)).toThrow(DecryptionError);
    expect(() => encryption.decryptFile('file-2', envelope, body)).toThrow(/tampered/);
    expect(() => encryption.decryptFile('file-1', envelope, body.subarray(0, 10))).toThrow(/malformed/);
    const onlyB = createEncryption(createKeyRing(keyB));
    expect(() => onlyB.decryptFile('file-1', envelope, body)).toThrow(/unknownKey/);
    // A key id swapped in the row does not make another key open the wrapped key.
    const both = createEncryption(createKeyRing(keyB, [keyA]));
    expect(() => both.decryptFile('file-1', { ...envelope, keyId: keyB.id }, body)).toThrow(/tampered/);
  });
});

describe('encryptField', () => {
  const encryption = createEncryption(createKeyRing(keyA));

  it('round-trips a SIN in a self-describing text that does not contain it', () => {
    const text = encryption.encryptField('046454286');
    expect(text).toMatch(new RegExp(`^enc1\\.${keyA.id}\\.`));
    expect(text).not.toContain('046454286');
    expect(encryption.encryptField('046454286')).not.toBe(text);
    expect(encryption.decryptField(text)).toBe('046454286');
  });

  it('refuses a changed text or an unknown key, without the value in the error', () => {
    const text = encryption.encryptField('046454286');
    const parts = text.split('.');
    parts[3] = parts[3]!.startsWith('A') ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    expect(() => encryption.decryptField(parts.join('.'))).toThrow(DecryptionError);
    expect(() => createEncryption(createKeyRing(keyB)).decryptField(text)).toThrow(/unknownKey/);
    expect(() => encryption.decryptField('046454286')).toThrow(/malformed/);
    try {
      createEncryption(createKeyRing(keyB)).decryptField(text);
    } catch (error) {
      expect(String(error)).not.toContain('046454286');
    }
  });

  it('is what the configured adapter uses', () => {
    const adapter = createEncryptionAdapter({
      ...noKeys,
      ENCRYPTION_KEY: generateMasterKeyText(),
      dataDir: freshDir(),
    });
    expect(adapter.decryptField(adapter.encryptField('123'))).toBe('123');
  });
});
