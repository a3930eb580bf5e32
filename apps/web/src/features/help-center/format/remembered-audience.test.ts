import { describe, expect, it } from 'vitest';
import { AUDIENCE_STORAGE_KEY, readAudience, writeAudience } from './remembered-audience';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('the remembered audience', () => {
  it('remembers a renter or landlord choice for the next visit', () => {
    const storage = memoryStorage();
    expect(readAudience(storage)).toBeNull();
    writeAudience('LANDLORD', storage);
    expect(readAudience(storage)).toBe('LANDLORD');
    writeAudience('RENTER', storage);
    expect(readAudience(storage)).toBe('RENTER');
  });

  it('forgets it when the reader goes back to everyone', () => {
    const storage = memoryStorage({ [AUDIENCE_STORAGE_KEY]: 'RENTER' });
    writeAudience(null, storage);
    expect(storage.items.has(AUDIENCE_STORAGE_KEY)).toBe(false);
    expect(readAudience(storage)).toBeNull();
  });

  it('ignores what it does not know and storage that fails', () => {
    expect(readAudience(memoryStorage({ [AUDIENCE_STORAGE_KEY]: 'EVERYONE' }))).toBeNull();
    expect(readAudience(memoryStorage({ [AUDIENCE_STORAGE_KEY]: 'renter' }))).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(readAudience(broken)).toBeNull();
    expect(() => writeAudience('RENTER', broken)).not.toThrow();
  });
});
