import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
  type GraphQLNamedInputType,
} from 'graphql';
import { TEST_PASSWORD } from '../factories';

/*
 * Values for the arguments of a schema's operations, by their GraphQL input type: mostly of the
 * right type and shape, sometimes just off it ("near-valid": a wrong enum value, an input object
 * missing a required field or carrying one the schema does not have, a number out of Int's range),
 * which the server must refuse with a coded error, never a crash.
 */

/**
 * How often (out of ten) a value of a near-valid operation is left off its type; never in a valid
 * one (an operation with thirty fields, each a little off, would almost never reach a resolver).
 */
const OFF_WEIGHT = 1;
const ON_WEIGHT = 9;
/** Input objects nest deeper than the schema's forms do only by mistake: stop there. */
const MAX_INPUT_DEPTH = 3;

/** Text that has broken servers before: quoting, markup, paths, format strings, a null byte. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%s%n%x',
  '\u0000',
  'a\u0000b',
  'Ωμέγα é 🏠 中文 \u202e',
  '\\',
  '${{7*7}}',
  TEST_PASSWORD,
  'someone@example.test',
  'https://example.test/a?b=c',
  '2026-01-01',
  'M5V 2T6',
  '+1 416 555 0100',
];

/** Long text within the request body limit (1 MB): forms cap their fields far below. */
const LONG_STRINGS = [256, 5_000, 70_000].map((n) => 'x'.repeat(n));

const INTS = [0, 1, -1, 2, 10, 100, 101, 1000, 2_147_483_647, -2_147_483_648];

/** Rows that exist (ids of the fixtures, read from the database) to point arguments at. */
export interface ValuePools {
  ids: string[];
}

/** Whether values stay of their types (valid) or are sometimes off them (near-valid). */
export type Validity = 'valid' | 'near-valid';

/** `on` always for a valid value; mostly `on`, sometimes `off`, for a near-valid one. */
function mostly<T>(validity: Validity, on: fc.Arbitrary<T>, off: fc.Arbitrary<T>): fc.Arbitrary<T> {
  if (validity === 'valid') return on;
  return fc.oneof({ weight: ON_WEIGHT, arbitrary: on }, { weight: OFF_WEIGHT, arbitrary: off });
}

function stringArb(pools: ValuePools): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 3, arbitrary: fc.string({ maxLength: 24 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
    { weight: 1, arbitrary: fc.constantFrom(...LONG_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...pools.ids) },
  );
}

function idArb(pools: ValuePools): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...pools.ids) },
    { weight: 3, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom('', 'not-a-uuid', '1', '-1', "' OR '1'='1", 'a\u0000b') },
  );
}

const intArb = fc.oneof(fc.constantFrom(...INTS), fc.integer());
const floatArb = fc.oneof(
  fc.constantFrom(0, -1, 0.5, 1e9, 1e308, -1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const dateTimeArb = fc.oneof(
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom('0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '275760-09-13T00:00:00.000Z', '2026-02-30'),
);

/** Something of another kind than `type` asks for. */
const offTypeArb: fc.Arbitrary<unknown> = fc.constantFrom('NOT_A_VALUE', 2_147_483_648, 1.5, true, [], {
  unexpected: 1,
});

function scalarArb(name: string, pools: ValuePools): fc.Arbitrary<unknown> {
  switch (name) {
    case 'String':
      return stringArb(pools);
    case 'ID':
      return idArb(pools);
    case 'Int':
      return intArb;
    case 'Float':
      return floatArb;
    case 'Boolean':
      return fc.boolean();
    case 'DateTime':
      return dateTimeArb;
    case 'JSON':
      return fc.oneof(fc.constant({}), fc.jsonValue({ maxDepth: 2 }));
    default:
      // Upload: a file only travels in a multipart request, so a JSON request can only get it wrong.
      return fc.constant(null);
  }
}

function namedArb(
  type: GraphQLNamedInputType,
  pools: ValuePools,
  validity: Validity,
  depth: number,
): fc.Arbitrary<unknown> {
  if (isEnumType(type)) {
    return mostly<unknown>(
      validity,
      fc.constantFrom(...type.getValues().map((v) => v.name)),
      fc.constant('NOT_A_VALUE'),
    );
  }
  if (isInputObjectType(type)) {
    if (depth >= MAX_INPUT_DEPTH) return fc.constant({});
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(
      fields.map((f) => [f.name, inputValueArb(f.type, pools, validity, depth + 1)]),
    );
    const requiredKeys = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    const valid = fc.record(model, { requiredKeys });
    // Near-valid: a field missing (a required one is refused) and one the type does not have.
    const mangled = fc.tuple(valid, fc.constantFrom(...fields.map((f) => f.name))).map(([value, dropped]) => {
      const { [dropped]: _dropped, ...rest } = value as Record<string, unknown>;
      return { ...rest, notInTheSchema: 'x' };
    });
    return mostly<unknown>(validity, valid, mangled);
  }
  return mostly(validity, scalarArb(type.name, pools), offTypeArb);
}

/** A value for an argument or input field of `type`; `undefined` leaves an optional one out. */
export function inputValueArb(
  type: GraphQLInputType,
  pools: ValuePools,
  validity: Validity,
  depth = 0,
): fc.Arbitrary<unknown> {
  const inner = isNonNullType(type) ? type.ofType : type;
  const value = isListType(inner)
    ? fc.array(inputValueArb(inner.ofType, pools, validity, depth), { maxLength: 3 })
    : namedArb(getNamedType(inner) as GraphQLNamedInputType, pools, validity, depth);
  if (isNonNullType(type)) return mostly(validity, value, fc.constant(null));
  return fc.oneof(
    { weight: 6, arbitrary: value },
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}
