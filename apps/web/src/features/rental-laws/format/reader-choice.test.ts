import { describe, expect, it } from 'vitest';
import {
  choiceInUrl,
  choicePath,
  PROVINCE_STORAGE_KEY,
  rememberChoice,
  rememberedChoice,
  resolveChoice,
  writeChoice,
} from './reader-choice';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the reader’s choice', () => {
  it('reads the URL first, then the remembered choice, then Ontario for renters', () => {
    const url = choiceInUrl(new URLSearchParams('province=qc&audience=landlord'));
    expect(url).toEqual({ province: 'QC', reader: 'LANDLORD' });
    expect(resolveChoice(url, { province: 'BC', reader: 'RENTER' })).toEqual({
      province: 'QC',
      reader: 'LANDLORD',
    });
    expect(resolveChoice(choiceInUrl(new URLSearchParams('')), { province: 'BC', reader: null })).toEqual({
      province: 'BC',
      reader: 'RENTER',
    });
    expect(resolveChoice(choiceInUrl(new URLSearchParams('province=XX&audience=owner')))).toEqual({
      province: 'ON',
      reader: 'RENTER',
    });
  });

  it('writes the choice in the URL, keeping the language, so a shared link opens the same entries', () => {
    const next = writeChoice(new URLSearchParams('lang=fr'), { province: 'QC', reader: 'LANDLORD' });
    expect(next.toString()).toBe('lang=fr&province=QC&audience=landlord');
    expect(choicePath({ province: 'BC', reader: 'RENTER' })).toBe('/rental-laws?province=BC&audience=renter');
  });

  it('remembers the choice in the browser and ignores what it cannot read', () => {
    const store = memoryStorage();
    expect(rememberedChoice(store)).toEqual({ province: null, reader: null });
    rememberChoice({ province: 'QC', reader: 'LANDLORD' }, store);
    expect(rememberedChoice(store)).toEqual({ province: 'QC', reader: 'LANDLORD' });
    store.setItem(PROVINCE_STORAGE_KEY, 'Atlantis');
    expect(rememberedChoice(store).province).toBeNull();
    expect(rememberedChoice(undefined)).toEqual({ province: null, reader: null });
  });
});
