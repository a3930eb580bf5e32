/**
 * What a number input holds: whole numbers (units, floors, sizes, months) or amounts with decimals
 * (prices, deposits). It decides the phone keyboard and whether a decimal part is a number at all.
 */
export type NumberKind = 'integer' | 'decimal';

/** The phone keyboard for each kind: digits only, or digits with the decimal separator. */
export const NUMBER_INPUT_MODE = { integer: 'numeric', decimal: 'decimal' } as const satisfies Record<
  NumberKind,
  'numeric' | 'decimal'
>;

/*
 * A number as people write it in Canada, in English or French: an optional minus sign, digits
 * optionally grouped by thousands with a space (1 200) or, in English, a comma (1,200), then for
 * amounts a decimal part after a point or a comma (1200.50, 1 200,50). A comma followed by exactly
 * three digits groups thousands; any other comma is the French decimal separator.
 */
const GROUPED_BY_SPACE = /^(-?)(\d{1,3}(?: \d{3})+|\d+)(?:[.,](\d+))?$/;
const GROUPED_BY_COMMA = /^(-?)(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;

/**
 * The number a numeric input's text stands for: undefined when it is empty, NaN when it is not a
 * number written the usual way ('1e12', '0x10', '12abc', '1.5' for a whole number), so that the
 * shared schema reports it instead of the form saving a number the user did not type. A negative
 * or too large number is returned as typed: the schema's range names the limit.
 */
export function parseNumberText(text: string, kind: NumberKind): number | undefined {
  const typed = text
    .trim()
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/\u2212/g, '-');
  if (typed === '') return undefined;
  const match = GROUPED_BY_COMMA.exec(typed) ?? GROUPED_BY_SPACE.exec(typed);
  if (!match) return Number.NaN;
  const [, sign, whole, fraction] = match;
  if (fraction !== undefined && kind === 'integer') return Number.NaN;
  const digits = whole!.replace(/[ ,]/g, '');
  return Number(`${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}`);
}
