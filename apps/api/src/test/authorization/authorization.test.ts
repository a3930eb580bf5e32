import { expect, it } from 'vitest';
import { schema } from '../../schema';
import { ROWS_FILES, TABLE, TABLE_SHARDS, tableShard } from './all-rows';
import { rootOperations } from './operations';
import { runAuthorizationTable } from './table';

/*
 * The role × operation table, first of its TABLE_SHARDS files (authorization-<n>.test.ts run the
 * others). A file sets the API and its database up once for its rows; a file per module would cost
 * its own start-up, about 8 s each on a 2-core machine.
 */

runAuthorizationTable(tableShard(0));

it('has a row for every root operation of the schema, each in one shard', () => {
  // A rows file exports rows only, and at least one list of them.
  for (const [file, exports] of Object.entries(ROWS_FILES)) {
    const lists = Object.values(exports);
    expect({ file, rows: lists.length > 0 && lists.every(Array.isArray) }).toEqual({ file, rows: true });
  }

  const operations = rootOperations(schema).map(({ field }) => field.name);
  expect(operations.filter((name) => !TABLE.some((row) => row.operation === name))).toEqual([]);
  const cases = TABLE.map((row) => `${row.operation} ${row.case ?? ''}`);
  expect(cases.filter((c, i) => cases.indexOf(c) !== i)).toEqual([]);
  const sharded = Array.from({ length: TABLE_SHARDS }, (_, i) => tableShard(i)).flat();
  expect(sharded.length).toBe(TABLE.length);
  expect(new Set(sharded).size).toBe(TABLE.length);
});
