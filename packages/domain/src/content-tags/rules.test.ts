import { expect, it } from 'vitest';
import { normalizeTagName, tagNamesOf, TAGS_PER_ITEM_MAX } from './rules';

it('cleans a tag name and refuses an empty or over-long one', () => {
  expect(normalizeTagName('  Rent   increase ')).toBe('Rent increase');
  expect(normalizeTagName('   ')).toBeNull();
  expect(normalizeTagName('x'.repeat(41))).toBeNull();
});

it('keeps distinct names without regard to case, the first spelling first', () => {
  expect(tagNamesOf(['Toronto', 'toronto ', 'Dépôt', 'DÉPÔT'])).toEqual({
    ok: true,
    names: ['Toronto', 'Dépôt'],
  });
  expect(tagNamesOf(['ok', ''])).toEqual({ ok: false, code: 'TAG_NAME_INVALID' });
  const many = Array.from({ length: TAGS_PER_ITEM_MAX + 1 }, (_, i) => `t${i}`);
  expect(tagNamesOf(many)).toEqual({ ok: false, code: 'TOO_MANY_TAGS' });
});
