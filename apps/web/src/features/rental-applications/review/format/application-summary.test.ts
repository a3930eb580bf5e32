import { describe, expect, it } from 'vitest';
import { documentSummary, ratioText } from './application-summary';

describe('ratioText', () => {
  it('writes one decimal in the language, or nothing', () => {
    expect(ratioText(3.4, 'en')).toBe('3.4');
    expect(ratioText(3.4, 'fr')).toBe('3,4');
    expect(ratioText(null, 'en')).toBeNull();
  });
});

describe('documentSummary', () => {
  it('labels the keys as the wizard does, without the empty ones', () => {
    expect(
      documentSummary(
        [
          { key: 'govIdsFile', count: 2 },
          { key: 'petFiles', count: 0 },
        ],
        'fr',
      ),
    ).toEqual([{ key: 'govIdsFile', label: "Pièce d'identité gouvernementale", count: 2 }]);
  });
});
