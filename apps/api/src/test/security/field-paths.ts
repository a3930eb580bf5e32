import {
  astFromValue,
  getNamedType,
  isAbstractType,
  isCompositeType,
  isNonNullType,
  isObjectType,
  print,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { sampleOf } from '../authorization/staff-scopes';

/*
 * Documents that reach any field of the schema: the shortest chain of fields from a root type to
 * the field's type, each called with sample values of its required arguments. The schema-wide
 * limit tests use them to put an argument anywhere a client could.
 */

/** A step from one type to the next: a field call, or a fragment on a possible type. */
type Step = { field: string } | { on: string };

export interface FieldPath {
  root: 'query' | 'mutation' | 'subscription';
  steps: Step[];
}

/**
 * A field's required arguments with sample values, written as literals (`(id: "…", take: 1)`), or
 * null when one has no literal (a JSON value): such a field is reached another way.
 */
export function requiredArguments(
  field: GraphQLField<unknown, unknown>,
  skip: readonly string[] = [],
): string | null {
  const args: string[] = [];
  for (const a of field.args) {
    if (!isNonNullType(a.type) || a.defaultValue !== undefined || skip.includes(a.name)) continue;
    try {
      args.push(`${a.name}: ${print(astFromValue(sampleOf(a.type), a.type)!)}`);
    } catch {
      return null;
    }
  }
  return args.length ? `(${args.join(', ')})` : '';
}

/** The shortest path from a root type to each composite type, found breadth first. */
export function pathsToTypes(schema: GraphQLSchema): Map<string, FieldPath> {
  const paths = new Map<string, FieldPath>();
  const queue: GraphQLNamedType[] = [];
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  for (const [root, type] of roots) {
    if (!type || paths.has(type.name)) continue;
    paths.set(type.name, { root, steps: [] });
    queue.push(type);
  }
  const reach = (type: GraphQLNamedType, from: FieldPath, step: Step) => {
    if (paths.has(type.name)) return;
    paths.set(type.name, { root: from.root, steps: [...from.steps, step] });
    queue.push(type);
  };
  while (queue.length) {
    const type = queue.shift()!;
    const path = paths.get(type.name)!;
    if (isAbstractType(type)) {
      for (const possible of schema.getPossibleTypes(type)) reach(possible, path, { on: possible.name });
      continue;
    }
    if (!isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const target = getNamedType(field.type);
      const args = requiredArguments(field);
      if (!isCompositeType(target) || args === null) continue;
      reach(target, path, { field: `${field.name}${args}` });
    }
  }
  return paths;
}

/**
 * A document calling `field` at the end of `path`, written by `call` (its name and arguments), with
 * `{ __typename }` under it when it answers an object, and `variables` declared.
 */
export function documentFor(
  path: FieldPath,
  field: GraphQLField<unknown, unknown>,
  call: string,
  variables: string,
): string {
  const leaf = isCompositeType(getNamedType(field.type)) ? `${call} { __typename }` : call;
  const body = path.steps.reduceRight(
    (inner, step) => ('on' in step ? `... on ${step.on} { ${inner} }` : `${step.field} { ${inner} }`),
    leaf,
  );
  return `${path.root}${variables ? `(${variables})` : ''} { ${body} }`;
}
