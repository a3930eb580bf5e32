import { emptyRentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetWorkingCopy,
  keepWorkingCopy,
  loadLocalDraft,
  loadWorkingCopy,
  removeLocalDraft,
  saveLocalDraft,
} from './draft-storage';

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

const TODAY = new Date(2026, 10, 26);

describe('rental application drafts', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => vi.unstubAllGlobals());

  it("saves the draft under the spec's key, restores it and removes it on Cancel", () => {
    const draft = emptyRentalApplicationDraft(TODAY);
    draft.applicant.fName = 'Aline';
    draft.offer.yourOffer = 1850;
    expect(loadLocalDraft(TODAY)).toBeNull();

    saveLocalDraft(draft);
    expect(localStorage.getItem('rental-application-draft')).toContain('Aline');
    expect(loadLocalDraft(TODAY)).toEqual(draft);

    removeLocalDraft();
    expect(localStorage.getItem('rental-application-draft')).toBeNull();
    expect(loadLocalDraft(TODAY)).toBeNull();
  });

  it('restores a tampered draft field by field, never breaking the form', () => {
    localStorage.setItem(
      'rental-application-draft',
      JSON.stringify({ applicant: { fName: 'Aline', phone: 42 }, unknown: true }),
    );
    const restored = loadLocalDraft(TODAY)!;
    expect(restored.applicant.fName).toBe('Aline');
    expect(restored.applicant.phone).toBe('');
    expect(restored.applicant.address.country).toBe('Canada');
  });

  it('keeps the working copy with its page for the tab, apart from the saved draft', () => {
    const draft = emptyRentalApplicationDraft(TODAY);
    draft.income.currentEmployer = 'Acme';
    keepWorkingCopy({ draft, page: 3 });
    expect(localStorage.getItem('rental-application-draft')).toBeNull();
    expect(loadWorkingCopy(TODAY)).toEqual({ draft, page: 3 });
    forgetWorkingCopy();
    expect(loadWorkingCopy(TODAY)).toBeNull();
  });
});
