import type { Bilingual } from './translate';

/**
 * Labels of a schema's fields, keyed by the field's full path with array indexes left out
 * (`units.monthlyPrice`, not `monthlyPrice`): the same name means different things in different
 * forms (a building's `title`, a lease's `title`), so a label belongs to the schema that parses it,
 * never to the last segment of a path. Each domain writes its labels in `<domain>/field-labels.ts`
 * and attaches them where it defines its schemas.
 */
export type FieldLabels = Readonly<Record<string, Bilingual>>;

const labelsBySchema = new WeakMap<object, FieldLabels>();

/** Attaches labels to a schema (any zod schema, classic or mini) and returns the schema. */
export function withFieldLabels<S extends object>(schema: S, labels: FieldLabels): S {
  labelsBySchema.set(schema, labels);
  return schema;
}

/** The path a label is keyed by: the path without its array indexes. */
export function labelPath(path: string | readonly PropertyKey[]): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  return parts.filter((part) => part !== '' && !/^\d+$/.test(part)).join('.');
}

/**
 * The label of the field at `path` in `schema`: the label of the path itself, else of the nearest
 * enclosing field that has one (a flag inside `amenities` reads as 'Amenities'). Undefined when the
 * schema has none, so a caller can fall back to the field's name.
 */
export function fieldLabelFor(
  schema: object | null | undefined,
  path: string | readonly PropertyKey[],
): Bilingual | undefined {
  const labels = schema ? fieldLabelsOf(schema) : undefined;
  if (!labels) return undefined;
  const parts = labelPath(path).split('.');
  for (let end = parts.length; end > 0; end--) {
    const label = labels[parts.slice(0, end).join('.')];
    if (label) return label;
  }
  return undefined;
}

interface SchemaDef {
  type?: string;
  in?: object;
  out?: object;
  left?: object;
  right?: object;
}
const defOf = (schema: object) => (schema as { _zod?: { def?: SchemaDef } })._zod?.def;

/**
 * The labels attached to a schema, if any. A form's schema built on a domain schema (a preprocess
 * step in front of it, or two schemas intersected) reads the labels of the schemas it is made of.
 */
export function fieldLabelsOf(schema: object): FieldLabels | undefined {
  const own = labelsBySchema.get(schema);
  if (own) return own;
  const def = defOf(schema);
  if (def?.type === 'pipe') return (def.out && fieldLabelsOf(def.out)) ?? (def.in && fieldLabelsOf(def.in));
  if (def?.type === 'intersection' && def.left && def.right) {
    const left = fieldLabelsOf(def.left);
    const right = fieldLabelsOf(def.right);
    return left || right ? { ...left, ...right } : undefined;
  }
  return undefined;
}

/** Labels of a nested object under `prefix` (`location` + `address` → `location.address`). */
export function nestedLabels(prefix: string, labels: FieldLabels): FieldLabels {
  return Object.fromEntries(Object.entries(labels).map(([path, label]) => [`${prefix}.${path}`, label]));
}
