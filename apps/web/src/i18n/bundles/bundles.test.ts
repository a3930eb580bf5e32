import { describe, expect, it } from 'vitest';
import { resources } from '../resources';
import { en } from './en';
import { fr } from './fr';
import { namespacesOf } from './namespaces';

describe('language bundles', () => {
  it('hold every namespace of resources.ts, the typed list, with the same texts', () => {
    expect(en).toEqual(resources.en);
    expect(fr).toEqual(resources.fr);
  });

  it('refuse a locale file that does not export exactly one namespace', () => {
    expect(() => namespacesOf({ './a.ts': { a: {}, b: {} } })).toThrow('./a.ts');
  });
});
