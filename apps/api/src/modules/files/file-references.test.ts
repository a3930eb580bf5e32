import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import * as schema from '../../db/schema/index';
import { fileObjects } from '../../db/schema/files';
import {
  FILE_DETAIL_COLUMNS,
  FILE_ID_COLUMNS,
  FILE_MENTION_COLUMNS,
  FILE_URL_COLUMNS,
} from './file-references';

/*
 * Every foreign key to file_objects, read from the Drizzle schema objects (not a list written by
 * hand), must be known to the file sweep: as a column holding a file in use, or as a detail of the
 * file that goes with it. A new table referring to files fails here until the sweep knows of it,
 * instead of the sweep deleting the files it holds.
 */

const key = (column: PgColumn) => `${getTableName(column.table)}.${column.name}`;

function fileForeignKeys(): string[] {
  const found: string[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    for (const fk of getTableConfig(value).foreignKeys) {
      const reference = fk.reference();
      if (reference.foreignTable !== fileObjects) continue;
      for (const column of reference.columns) found.push(key(column));
    }
  }
  return found.sort();
}

it('knows every foreign key to file_objects, as holding the file or describing it', () => {
  const known = new Set([...FILE_ID_COLUMNS, ...FILE_DETAIL_COLUMNS].map(key));
  const foreignKeys = fileForeignKeys();
  // The enumeration itself works: it sees foreign keys of several domains.
  expect(foreignKeys).toEqual(
    expect.arrayContaining(['pictures.file_id', 'messages.file_id', 'verification_documents.file_id']),
  );
  expect(foreignKeys.filter((column) => !known.has(column))).toEqual([]);
});

it('lists as holding a file only real foreign keys to file_objects, each once', () => {
  const foreignKeys = new Set(fileForeignKeys());
  const listed = [...FILE_ID_COLUMNS, ...FILE_DETAIL_COLUMNS].map(key);
  expect(listed.filter((column) => !foreignKeys.has(column))).toEqual([]);
  expect(listed.filter((column, i) => listed.indexOf(column) !== i)).toEqual([]);
});

it('reads addresses and mentions from text or JSON columns only', () => {
  for (const column of [...FILE_URL_COLUMNS, ...FILE_MENTION_COLUMNS])
    expect(['PgText', 'PgJsonb'], key(column)).toContain(column.columnType);
});
