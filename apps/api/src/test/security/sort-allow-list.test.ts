import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../schema';

/*
 * Sort keys reach ORDER BY clauses, where a bound parameter cannot stand for a column: they must be
 * an allow-list the schema enforces (an enum, or an input made only of enums), never free text a
 * resolver would have to vet. A new String sort argument fails here, before it ever reaches SQL.
 */

/** Argument names that choose an ordering. */
const SORT_ARGUMENT = /^(sort|order)(by|field|order|direction|dir)?$/i;
/** Input fields that choose an ordering (a bare `order` in an input is a position number). */
const SORT_INPUT_FIELD = /^(sort|sortby|sortfield|sortorder|sortdirection|orderby|orderdirection)$/i;

/** Whether a type is an allow-list: an enum, or an input whose every field is one (recursively). */
function isAllowList(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isEnumType(named)) return true;
  if (!isInputObjectType(named)) return false;
  if (seen.has(named.name)) return true;
  seen.add(named.name);
  return Object.values(named.getFields()).every((f) => isAllowList(f.type, seen));
}

/** Every sort argument and sort input field of a schema, with its type, as `Type.field(arg): T`. */
function sortKeys(target: GraphQLSchema): { at: string; type: GraphQLInputType }[] {
  const keys: { at: string; type: GraphQLInputType }[] = [];
  for (const type of Object.values(target.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) {
          if (SORT_ARGUMENT.test(arg.name))
            keys.push({ at: `${type.name}.${field.name}(${arg.name})`, type: arg.type });
        }
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (SORT_INPUT_FIELD.test(field.name))
          keys.push({ at: `${type.name}.${field.name}`, type: field.type });
      }
    }
  }
  return keys;
}

const offenders = (target: GraphQLSchema) =>
  sortKeys(target)
    .filter((k) => !isAllowList(k.type))
    .map((k) => `${k.at}: ${String(k.type)}`);

describe('sort arguments are allow-lists', () => {
  it('finds the sort arguments of the API (the check is not vacuous)', () => {
    const found = sortKeys(schema).map((k) => k.at);
    expect(found).toEqual(
      expect.arrayContaining([
        'Query.searchListings(orderBy)',
        'Query.blogs(orderBy)',
        'Query.helpCenters(sortField)',
        'Query.helpCenters(sortOrder)',
        'Query.leases(orderBy)',
      ]),
    );
  });

  it('types every sort argument and sort input field as an enum or an input of enums', () => {
    expect(offenders(schema)).toEqual([]);
  });

  it.each([
    ['a String argument', 'type Query { items(orderBy: String): [Int] }', ['Query.items(orderBy): String']],
    ['a list of String', 'type Query { items(sort: [String!]): [Int] }', ['Query.items(sort): [String!]']],
    [
      'an input with a String field',
      'enum Dir { ASC DESC } input ItemSort { field: String! dir: Dir } type Query { items(sortBy: ItemSort): [Int] }',
      ['Query.items(sortBy): ItemSort'],
    ],
    [
      'a String sort field inside a filter input',
      'input ItemWhere { orderBy: String } type Query { items(where: ItemWhere): [Int] }',
      ['ItemWhere.orderBy: String'],
    ],
  ])('flags %s', (_case, sdl, expected) => {
    expect(offenders(buildSchema(sdl))).toEqual(expected);
  });

  it('accepts an enum and an input made of enums', () => {
    const sdl =
      'enum Field { NAME } enum Dir { ASC DESC } input ItemSort { field: Field! dir: Dir } ' +
      'type Query { a(orderBy: Field): [Int] b(sort: [ItemSort!]): [Int] }';
    expect(offenders(buildSchema(sdl))).toEqual([]);
  });
});
