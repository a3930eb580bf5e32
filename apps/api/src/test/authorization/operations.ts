import type { GraphQLField, GraphQLSchema } from 'graphql';

export type OperationKind = 'query' | 'mutation' | 'subscription';

export interface RootOperation {
  kind: OperationKind;
  // The root field's context type is the schema's own; nothing here reads it.
  field: GraphQLField<unknown, unknown>;
}

/** Every root field of the schema (queries, mutations, subscriptions): what the table and the fuzzer cover. */
export function rootOperations(schema: GraphQLSchema): RootOperation[] {
  const roots: [OperationKind, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field })),
  );
}
