import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { createEsignAdapter } from './esign';

const log = createLogger('silent');
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
const DOCUSIGN = {
  DOCUSIGN_ACCOUNT_ID: 'a0b1c2d3-0000-4000-8000-000000000001',
  DOCUSIGN_INTEGRATION_KEY: 'a0b1c2d3-0000-4000-8000-000000000002',
  DOCUSIGN_USER_ID: 'a0b1c2d3-0000-4000-8000-000000000003',
  DOCUSIGN_PRIVATE_KEY: pem,
  DOCUSIGN_CONNECT_HMAC_KEY: 'connect-hmac-key',
};

describe('createEsignAdapter', () => {
  it('is the built-in ceremony without DocuSign settings', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'esign-')) });
    expect(createEsignAdapter(config, log).name).toBe('builtin');
  });

  it('is DocuSign with all its settings, the key given on one line with \\n', () => {
    const config = loadConfig({ ...DOCUSIGN, DOCUSIGN_PRIVATE_KEY: pem.trim().replace(/\n/g, '\\n') });
    expect(config.DOCUSIGN_PRIVATE_KEY).toBe(pem.trim());
    expect(config).toMatchObject({
      DOCUSIGN_BASE_URL: 'https://demo.docusign.net/restapi',
      DOCUSIGN_OAUTH_URL: 'https://account-d.docusign.com',
    });
    expect(createEsignAdapter(config, log).name).toBe('docusign');
  });

  it.each(Object.keys(DOCUSIGN))('refuses the DocuSign settings without %s, naming it', (missing) => {
    const env: Record<string, string> = { ...DOCUSIGN };
    delete env[missing];
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      new RegExp(`^Invalid environment variable ${missing}: required when`),
    );
  });

  it('refuses one DocuSign setting alone, a key that is not an RSA PEM, and a bad URL', () => {
    expect(() => loadConfig({ DOCUSIGN_CONNECT_HMAC_KEY: 'k' })).toThrow(
      /^Invalid environment variable DOCUSIGN_ACCOUNT_ID: required when DOCUSIGN_CONNECT_HMAC_KEY is set/,
    );
    expect(() => loadConfig({ ...DOCUSIGN, DOCUSIGN_PRIVATE_KEY: 'not a key' })).toThrow(
      /^Invalid environment variable DOCUSIGN_PRIVATE_KEY: must be an RSA private key/,
    );
    expect(() => loadConfig({ DOCUSIGN_BASE_URL: 'demo.docusign.net' })).toThrow(
      /^Invalid environment variable DOCUSIGN_BASE_URL: /,
    );
  });
});
