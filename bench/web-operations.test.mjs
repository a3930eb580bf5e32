import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'graphql';
import { webOperation } from './web-operations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('webOperation', () => {
  for (const name of ['ListingPage', 'SearchListings', 'CreateMessage', 'SaveRentalApplicationDraft']) {
    it(`prints ${name} as the web app sends it, valid GraphQL`, () => {
      const document = parse(webOperation(root, name));
      const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
      assert.equal(operation.name.value, name);
    });
  }

  it('brings the fragments an operation spreads', () => {
    const document = parse(webOperation(root, 'ListingPage'));
    assert.ok(document.definitions.some((d) => d.kind === 'FragmentDefinition'));
  });

  it('names the operation the web app does not have', () => {
    assert.throws(() => webOperation(root, 'NoSuchThing'), /has no NoSuchThingDocument/);
  });
});
