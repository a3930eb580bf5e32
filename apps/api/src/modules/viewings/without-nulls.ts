/**
 * A GraphQL input with its null fields left out: GraphQL sends null for a field not given, and
 * the domain's schemas give their defaults to missing fields only.
 */
export function withoutNulls<T extends object>(input: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as {
    [K in keyof T]?: Exclude<T[K], null>;
  };
}
