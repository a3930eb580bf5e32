import fc from 'fast-check';
import {
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { rootOperations } from '../authorization/operations';
import { inputValueArb, type ValuePools, type Validity } from './values';

/** One request the fuzzer sends: a document calling one root field, and its variables. */
export interface FuzzOperation {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

/**
 * The selection of a field's type, one level deep: its scalar and enum fields that take no
 * required argument (`__typename` when it has none, as for a union), nothing for a leaf.
 */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isLeafType(type)) return '';
  if (!isObjectType(type) && !isInterfaceType(type)) return '{ __typename }';
  const leaves = Object.values(type.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type)))
    .map((f) => f.name);
  return `{ ${leaves.length ? leaves.join(' ') : '__typename'} }`;
}

/** The document calling `field` with each argument passed as a variable of the argument's type. */
function documentOf(kind: string, field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selectionOf(field)} }`;
}

/**
 * Random calls of every query and mutation of the schema (subscriptions wait for events and are
 * covered by the role table), with arguments drawn by values.ts.
 */
export function operationArb(schema: GraphQLSchema, pools: ValuePools): fc.Arbitrary<FuzzOperation> {
  const operations = rootOperations(schema)
    .filter(({ kind }) => kind !== 'subscription')
    .map(({ kind, field }) => {
      const query = documentOf(kind, field);
      const variables = (validity: Validity) =>
        fc
          .record(Object.fromEntries(field.args.map((a) => [a.name, inputValueArb(a.type, pools, validity)])))
          // As a client sends them: undefined (an optional argument left out) does not travel.
          .map((values) => JSON.parse(JSON.stringify(values)) as Record<string, unknown>);
      return fc
        .oneof(
          { weight: 3, arbitrary: variables('valid') },
          { weight: 1, arbitrary: variables('near-valid') },
        )
        .map((v): FuzzOperation => ({ name: field.name, query, variables: v }));
    });
  return fc.oneof(...operations);
}
