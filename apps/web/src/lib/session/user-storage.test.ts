import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserStorage, userStorageKey } from './user-storage';

/** A Storage over a Map: tests run in Node, which has no localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('user storage', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it("removes one user's keys and nobody else's, nor the device's preferences", () => {
    localStorage.setItem(userStorageKey('u1', 'messageDraft:r1'), 'Hello');
    localStorage.setItem(userStorageKey('u1', 'messageDraft:r2'), 'Hi');
    localStorage.setItem(userStorageKey('u2', 'messageDraft:r1'), 'Theirs');
    localStorage.setItem('i18nextLng', 'fr');
    clearUserStorage('u1');
    const left = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    expect(left.sort()).toEqual(['i18nextLng', userStorageKey('u2', 'messageDraft:r1')]);
  });

  it('does nothing where there is no storage', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(() => clearUserStorage('u1')).not.toThrow();
  });
});
