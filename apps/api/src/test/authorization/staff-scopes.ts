import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { PermissionAction, StaffModule } from '@rentals/domain/users/enums';
import { PERMISSION_ACTIONS, STAFF_MODULES } from '@rentals/domain/users/enums';
import type { ModulePermission } from '@rentals/domain/users/rules';

/*
 * The staff module flags each root operation's auth scopes name (graphql/builder.ts): Pothos keeps a
 * field's options, scopes included, in its `pothosOptions` extension, so the built schema is the
 * registry of which flag guards which operation.
 */

/** One staff module flag, written as the scopes write it: `module:action`. */
export type Flag = `${StaffModule}:${PermissionAction}`;

/** Every flag the project defines: each staff module's four actions. */
export const ALL_FLAGS: Flag[] = STAFF_MODULES.flatMap((module) =>
  PERMISSION_ACTIONS.map((action): Flag => `${module}:${action}`),
);

export const moduleOf = (flag: Flag) => flag.split(':')[0] as StaffModule;

/** A sub-admin's stored flags: exactly `granted`. */
export function permissionsOf(granted: readonly Flag[]): ModulePermission[] {
  return STAFF_MODULES.flatMap((module) => {
    const actions = PERMISSION_ACTIONS.filter((action) => granted.includes(`${module}:${action}`));
    if (actions.length === 0) return [];
    return [
      Object.fromEntries([['module', module], ...PERMISSION_ACTIONS.map((a) => [a, actions.includes(a)])]),
    ];
  }) as ModulePermission[];
}

/** Scopes as written on a field: a map of scope to value, with `$all` / `$any` nesting. */
type Scopes = Record<string, unknown>;

export interface ScopedOperation {
  kind: 'query' | 'mutation' | 'subscription';
  field: GraphQLField<unknown, unknown>;
  scopes: Scopes;
  flags: Flag[];
}

function flagsIn(scopes: Scopes): Flag[] {
  return Object.entries(scopes).flatMap(([key, value]) =>
    key === 'staff' ? [value as Flag] : key === '$all' || key === '$any' ? flagsIn(value as Scopes) : [],
  );
}

/**
 * Whether a signed-in sub-admin with two-factor on holding `flags` passes `scopes`: the entries of
 * one map are alternatives (Pothos' default), `$all` needs each of its own.
 */
export function subAdminPasses(scopes: Scopes, flags: ReadonlySet<Flag>, all = false): boolean {
  const results = Object.entries(scopes).map(([key, value]) => {
    if (key === '$all') return subAdminPasses(value as Scopes, flags, true);
    if (key === '$any') return subAdminPasses(value as Scopes, flags);
    if (key === 'public' || key === 'loggedIn') return value === true;
    if (key === 'userType') return value === 'SUB_ADMIN';
    if (key === 'staff') return flags.has(value as Flag);
    throw new Error(`unknown auth scope ${key}`);
  });
  return all ? results.every(Boolean) : results.some(Boolean);
}

/**
 * Root operations whose scopes are written as a map naming at least one flag. Scopes computed by a
 * function (they depend on the arguments) and checks made in a service are left to the role table.
 */
export function staffScopedOperations(schema: GraphQLSchema): ScopedOperation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {}).flatMap((field) => {
      const scopes = (field.extensions.pothosOptions as { authScopes?: unknown } | undefined)?.authScopes;
      if (!scopes || typeof scopes !== 'object') return [];
      const flags = flagsIn(scopes as Scopes);
      return flags.length ? [{ kind, field, scopes: scopes as Scopes, flags }] : [];
    }),
  );
}

/** A value of `type` that passes GraphQL's argument checks (the scopes are checked before any other). */
export function sampleOf(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleOf(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, sampleOf(f.type)]),
    );
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = {
      ID: '00000000-0000-4000-8000-000000000000',
      Int: 1,
      Float: 1,
      Boolean: false,
      DateTime: '2026-01-01T00:00:00.000Z',
      JSON: {},
    };
    return samples[type.name] ?? 'x';
  }
  throw new Error(`no sample for ${String(type)}`);
}

/** The cheapest call of an operation: its required arguments with sample values, `__typename` of an object. */
export function probeOf(operation: ScopedOperation): { query: string; variables: Record<string, unknown> } {
  const args = operation.field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isCompositeType(getNamedType(operation.field.type)) ? ' { __typename }' : '';
  const query = `${operation.kind}${declared ? `(${declared})` : ''} { ${operation.field.name}${
    passed ? `(${passed})` : ''
  }${selection} }`;
  return { query, variables: Object.fromEntries(args.map((a) => [a.name, sampleOf(a.type)])) };
}
