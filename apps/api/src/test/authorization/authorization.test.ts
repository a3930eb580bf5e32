/// <reference types="vite/client" />
import { expect, it } from 'vitest';
import { schema } from '../../schema';
import { runAuthorizationTable, type Row } from './table';

/*
 * The role × operation table: each module keeps the rows of its operations in `<name>.rows.ts`
 * beside its code, and every export of such a file is a list of rows. They are found here and all
 * run in this one file, so the API and the actors are set up once (a file of its own per module
 * costs its own start-up, about 8 s each on a 2-core machine, where vitest runs files one after
 * another).
 */

const ROWS_FILES = import.meta.glob<Record<string, Row[]>>('../../modules/*/*.rows.ts', { eager: true });
const TABLE = Object.values(ROWS_FILES).flatMap((exports) => Object.values(exports).flat());

runAuthorizationTable(TABLE);

it('has a row for every root operation of the schema', () => {
  // A rows file exports rows only, and at least one list of them.
  for (const [file, exports] of Object.entries(ROWS_FILES)) {
    const lists = Object.values(exports);
    expect({ file, rows: lists.length > 0 && lists.every(Array.isArray) }).toEqual({ file, rows: true });
  }

  const operations = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
    (type) => Object.keys(type?.getFields() ?? {}),
  );
  expect(operations.filter((name) => !TABLE.some((row) => row.operation === name))).toEqual([]);
  const cases = TABLE.map((row) => `${row.operation} ${row.case ?? ''}`);
  expect(cases.filter((c, i) => cases.indexOf(c) !== i)).toEqual([]);
});
