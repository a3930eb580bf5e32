import { describe, expect, it } from 'vitest';
import { translate } from './translate';
import { VALIDATION_MESSAGES } from './validation-messages';

const withLabel = Object.entries(VALIDATION_MESSAGES).filter(([, m]) => m.fr.includes('{label}'));

describe('French validation messages', () => {
  it('put the label first, before a colon, so nothing has to agree with its gender', () => {
    expect(withLabel.length).toBeGreaterThan(0);
    for (const [key, m] of withLabel) expect([key, m.fr.startsWith('{label} : ')]).toEqual([key, true]);
  });

  it('read correctly after a feminine label', () => {
    const text = translate(VALIDATION_MESSAGES.required, 'fr', { label: 'Adresse' });
    expect(text).toBe('Adresse : ce champ est obligatoire');
    for (const [, m] of withLabel) {
      const fr = translate(m, 'fr', { label: 'Adresse', year: 2027 });
      expect(fr).not.toMatch(/Adresse (est|doit|ne|n')/);
      expect(fr).not.toContain('requis');
    }
  });
});
