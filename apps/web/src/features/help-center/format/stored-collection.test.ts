import { describe, expect, it } from 'vitest';
import { COLLECTION_STORAGE_KEY, storeCollectionTitle, storedCollectionTitle } from './stored-collection';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the collection title kept for the new tab', () => {
  it('gives the stored title to that collection only', () => {
    const storage = memoryStorage();
    storeCollectionTitle('c1', 'Applying for a home', storage);
    expect(storedCollectionTitle('c1', storage)).toBe('Applying for a home');
    expect(storedCollectionTitle('c2', storage)).toBeNull();
    // The last opened collection replaces the one before.
    storeCollectionTitle('c2', 'Listing a property', storage);
    expect(storedCollectionTitle('c1', storage)).toBeNull();
    expect(storedCollectionTitle('c2', storage)).toBe('Listing a property');
  });

  it('reads nothing from a damaged entry', () => {
    const storage = memoryStorage();
    storage.setItem(COLLECTION_STORAGE_KEY, '{not json');
    expect(storedCollectionTitle('c1', storage)).toBeNull();
    storage.setItem(COLLECTION_STORAGE_KEY, JSON.stringify({ id: 'c1', title: 42 }));
    expect(storedCollectionTitle('c1', storage)).toBeNull();
    expect(storedCollectionTitle('c1', null)).toBeNull();
  });
});
