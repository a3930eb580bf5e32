import { describe, expect, it } from 'vitest';
import { clipText, DESCRIPTION_MAX } from './page-head';

describe('clipText', () => {
  it('keeps a short text whole, on one line, with its spaces tidied', () => {
    expect(clipText('  A bright\n\ncorner   unit ', 50)).toBe('A bright corner unit');
  });

  it('cuts a long text at a word boundary and adds an ellipsis', () => {
    const text = 'Bright two bedroom apartment near the subway, with a balcony and new appliances.';
    const cut = clipText(text, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toBe('Bright two bedroom apartment near the…');
  });

  it('cuts a single long word where it must', () => {
    expect(clipText('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('keeps the no-break spaces of French amounts', () => {
    expect(clipText('À partir de 1\u00a0800\u00a0$/mois')).toBe('À partir de 1\u00a0800\u00a0$/mois');
  });

  it('stays within the description limit by default', () => {
    expect(clipText('Sunny. '.repeat(60)).length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  });
});
