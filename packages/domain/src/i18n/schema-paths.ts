/**
 * The field paths a zod schema (classic or mini) accepts, array indexes left out: what a form or
 * the API may report an issue on. Used by the tests that check every field has a label.
 */
interface Def {
  type: string;
  shape?: Record<string, { _zod: { def: Def } }>;
  innerType?: { _zod: { def: Def } };
  in?: { _zod: { def: Def } };
  out?: { _zod: { def: Def } };
  element?: { _zod: { def: Def } };
  left?: { _zod: { def: Def } };
  right?: { _zod: { def: Def } };
  options?: { _zod: { def: Def } }[];
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

export function schemaPaths(schema: { _zod: { def: unknown } }, prefix = ''): string[] {
  const def = schema._zod.def as Def;
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([key, field]) => {
      const inner = schemaPaths(field, at(key));
      return inner.length ? inner : [at(key)];
    });
  if (WRAPPERS.has(def.type) && def.innerType) return schemaPaths(def.innerType, prefix);
  if (def.type === 'pipe' && def.in) {
    const inPaths = schemaPaths(def.in, prefix);
    return inPaths.length || !def.out ? inPaths : schemaPaths(def.out, prefix);
  }
  if (def.type === 'array' && def.element) return schemaPaths(def.element, prefix);
  if (def.type === 'intersection' && def.left && def.right)
    return [...new Set([...schemaPaths(def.left, prefix), ...schemaPaths(def.right, prefix)])];
  if (def.type === 'union' && def.options)
    return [...new Set(def.options.flatMap((option) => schemaPaths(option, prefix)))];
  return prefix ? [prefix] : [];
}
