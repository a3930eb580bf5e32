import { describe, expect, it } from 'vitest';
import { resources } from '../resources';
import { en, FIRST_PAGE_NAMESPACES } from './en';
import { enMore } from './en-more';
import { fr } from './fr';
import { namespacesOf } from './namespaces';

describe('language bundles', () => {
  it('hold every namespace of resources.ts, the typed list, with the same texts', () => {
    expect({ ...en, ...enMore }).toEqual(resources.en);
    expect(fr).toEqual(resources.fr);
  });

  it('split English between the first pages and the rest, each namespace once', () => {
    expect(Object.keys(en).sort()).toEqual([...FIRST_PAGE_NAMESPACES].sort());
    expect(Object.keys(enMore).filter((ns) => ns in en)).toEqual([]);
  });

  it('refuse a locale file that does not export exactly one namespace', () => {
    expect(() => namespacesOf({ './a.ts': { a: {}, b: {} } })).toThrow('./a.ts');
  });
});
