/** A URL parameter's value when it is one of `values`, else '' (no filter): links can hold anything. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : '';
