import { webcrypto } from 'node:crypto';
import { expect, it } from 'vitest';
import { sha256Hex } from './sha256';

it('writes a file’s SHA-256 as 64 hex digits', async () => {
  const bytes = new TextEncoder().encode('abc');
  expect(await sha256Hex(bytes.buffer as ArrayBuffer, webcrypto.subtle as SubtleCrypto)).toBe(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  );
});
