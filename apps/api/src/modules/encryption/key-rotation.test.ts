import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createEncryption } from '../../adapters/crypto/encryption';
import { createKeyRing, loadKeyRing } from '../../adapters/crypto/key-ring';
import { finishKeyFileRotation, startKeyFileRotation } from '../../adapters/crypto/key-file-rotation';
import {
  KEY_FILE,
  PREVIOUS_KEY_FILE,
  generateMasterKeyText,
  parseMasterKey,
} from '../../adapters/crypto/master-keys';
import { fileObjects } from '../../db/schema/files';
import { createTestApi, type TestApi } from '../../test/harness';
import { readFileContent } from '../files/file-content';
import { fileOf } from '../files/test-files';
import { rotateKeys } from './key-rotation.service';
import { TEST_SECRETS, createTestSecretsTable, insertSecret, secretOf } from './test-secrets-table';

/* `npm run keys:rotate`: what key A encrypted is read with key B alone afterwards. */

const textA = generateMasterKeyText();
const keyA = parseMasterKey(textA, 'A');
const keyB = parseMasterKey(generateMasterKeyText(), 'B');
const PDF = Buffer.from('%PDF-1.4\n% ROTATION-MARKER\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SIN = '046454286';

let api: TestApi;
let fileIds: string[];
let secretIds: string[];

beforeAll(async () => {
  api = await createTestApi({ env: { ENCRYPTION_KEY: textA } });
  const applicant = await api.factories.user({ userType: 'RENTER' });
  const r = await api.upload<{ multipleFileUpload: { id: string }[] }>(
    `mutation($files: [Upload!]!) { multipleFileUpload(files: $files, pathType: RENTAL_APP) { id } }`,
    { files: [null, null] },
    { 'files.0': fileOf(PDF, 'a.pdf'), 'files.1': fileOf(PDF, 'b.pdf') },
    { token: applicant.token },
  );
  fileIds = r.data!.multipleFileUpload.map((f) => f.id);
  await createTestSecretsTable(api.deps.db);
  secretIds = [
    await insertSecret(api.deps.db, api.deps.encryption.encryptField(SIN)),
    await insertSecret(api.deps.db, api.deps.encryption.encryptField('123')),
    await insertSecret(api.deps.db, null),
  ];
});
afterAll(() => api.close());

async function readAll(ring: ReturnType<typeof createKeyRing>) {
  const deps = { storage: api.deps.storage, encryption: createEncryption(ring) };
  const files = await api.deps.db.select().from(fileObjects);
  const contents = await Promise.all(
    fileIds.map(async (id) =>
      buffer(
        (await readFileContent(
          deps,
          files.find((f) => f.id === id)!,
        ))!.body,
      ),
    ),
  );
  const secrets = await Promise.all(secretIds.map((id) => secretOf(api.deps.db, id)));
  return { contents, secrets: secrets.map((s) => (s ? deps.encryption.decryptField(s) : null)) };
}

describe('rotateKeys', () => {
  it('re-wraps every file key and re-encrypts every field under the new key, once', async () => {
    expect(api.deps.encryption.keys.current.id).toBe(keyA.id);
    await expect(readAll(createKeyRing(keyB))).rejects.toThrow(/unknownKey/);

    const report = await rotateKeys(api.deps.db, createKeyRing(keyB, [keyA]), [TEST_SECRETS]);
    expect(report).toEqual({ files: 2, fields: 2, missingKeyIds: [] });

    const afterwards = await readAll(createKeyRing(keyB));
    expect(afterwards.contents.every((c) => c.equals(PDF))).toBe(true);
    expect(afterwards.secrets).toEqual([SIN, '123', null]);
    const rows = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, fileIds[0]!));
    expect(rows[0]!.encryptionKeyId).toBe(keyB.id);
    expect(await secretOf(api.deps.db, secretIds[0]!)).not.toContain(SIN);

    // Running it again finds nothing left to do.
    expect(await rotateKeys(api.deps.db, createKeyRing(keyB, [keyA]), [TEST_SECRETS])).toEqual({
      files: 0,
      fields: 0,
      missingKeyIds: [],
    });
  });

  it('reports rows under a key it does not hold, and leaves them as they are', async () => {
    const keyC = parseMasterKey(generateMasterKeyText(), 'C');
    const report = await rotateKeys(api.deps.db, createKeyRing(keyC, [keyA]), [TEST_SECRETS]);
    expect(report).toEqual({ files: 0, fields: 0, missingKeyIds: [keyB.id] });
    expect((await readAll(createKeyRing(keyB))).secrets[0]).toBe(SIN);
  });
});

describe('key file rotation', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-keys-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const noKeys = { ENCRYPTION_KEY: undefined, ENCRYPTION_KEY_PREVIOUS: undefined, dataDir };

  it('puts a new key in the key file, keeps the old one readable, resumes, then retires it', () => {
    const old = loadKeyRing(noKeys).current;
    startKeyFileRotation(dataDir);
    const during = loadKeyRing(noKeys);
    expect(during.current.id).not.toBe(old.id);
    expect(during.find(old.id)).not.toBeNull();
    for (const file of [KEY_FILE, PREVIOUS_KEY_FILE]) {
      expect(fs.statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
    }
    // Started again (a rotation that stopped halfway): same new key, not another one.
    startKeyFileRotation(dataDir);
    expect(loadKeyRing(noKeys).current.id).toBe(during.current.id);

    const retired = finishKeyFileRotation(dataDir);
    expect(retired).toBe(path.join(dataDir, `encryption.${old.id}.retired.key`));
    expect(fs.existsSync(path.join(dataDir, PREVIOUS_KEY_FILE))).toBe(false);
    expect(loadKeyRing(noKeys).find(old.id)).not.toBeNull();
    // The next rotation makes another new key.
    startKeyFileRotation(dataDir);
    expect(loadKeyRing(noKeys).current.id).not.toBe(during.current.id);
  });
});
