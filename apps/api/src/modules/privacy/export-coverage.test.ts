import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { getTableName, is } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { users } from '../../db/schema/users';
// Loading the whole schema loads every module, and with it every domain's export part.
import '../../schema';
import { exportParts } from './export-parts';

/*
 * Every column referencing users.id, read from the Drizzle schema objects (not a list written by
 * hand), must be answered for by a registered export part: exported in one of its files, or
 * excluded with a reason. A new table holding a user reference fails here until its domain says
 * what the user's export gets of it.
 */

const key = (column: PgColumn) => `${getTableName(column.table)}.${column.name}`;

function userReferences(): string[] {
  const found: string[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (value === users) found.push(`${config.name}.id`);
    for (const fk of config.foreignKeys) {
      const reference = fk.reference();
      if (reference.foreignTable !== users) continue;
      for (const column of reference.columns) found.push(key(column));
    }
  }
  return found.sort();
}

it('answers for every column referencing a user, exported or excluded with a reason', () => {
  const answered = new Set<string>();
  for (const part of exportParts()) {
    for (const file of part.files) for (const column of file.covers) answered.add(key(column));
    for (const exclusion of part.excluded ?? []) {
      expect(exclusion.reason.length, `${part.domain} exclusion without a reason`).toBeGreaterThan(10);
      for (const column of exclusion.columns) answered.add(key(column));
    }
  }
  const references = userReferences();
  // The enumeration itself works: it sees tables of several domains.
  expect(references).toEqual(expect.arrayContaining(['users.id', 'sessions.user_id', 'messages.sender_id']));
  expect(references.filter((column) => !answered.has(column))).toEqual([]);
});

it('names each exported file once, so none overwrites another in the zip', () => {
  const names = exportParts().flatMap((part) => part.files.map((file) => `${part.domain}/${file.name}`));
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});
