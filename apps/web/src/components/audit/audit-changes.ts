/*
 * An audit entry (auditTrail) records the fields a staff action changed as two JSON objects,
 * before and after. This turns them into one row per field.
 */

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** What a field list is read with: the fields in the order to show them, and those never shown. */
export interface AuditFields {
  order: readonly string[];
  hidden?: readonly string[];
}

/** An object, or {} for a missing side or one that is not a JSON object. */
function parseObject(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Every field an entry mentions but the hidden ones: those of `order` first, in its order, then the others by name. */
export function fieldChanges(
  before: string | null | undefined,
  after: string | null | undefined,
  { order, hidden = [] }: AuditFields,
): FieldChange[] {
  const was = parseObject(before);
  const now = parseObject(after);
  const rank = (field: string) => {
    const i = order.indexOf(field);
    return i === -1 ? order.length : i;
  };
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((field) => !hidden.includes(field))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((field) => ({ field, before: was[field] ?? null, after: now[field] ?? null }));
}
