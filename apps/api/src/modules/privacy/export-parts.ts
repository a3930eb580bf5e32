import { asc, eq, getTableColumns, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Bilingual } from '@rentals/domain/i18n/translate';
import type { UserRow } from '../../db/schema/users';
import type { AppDeps } from '../../graphql/context';

/*
 * What a user's data export holds is known by the domain that stores it (their saved searches, for
 * saved-searches): each domain registers a part when its module loads, as it registers its job
 * handlers and file owners, and the export job (data-export.service.ts) writes every part's files.
 * A part names each column referencing users.id it answers for, exported or excluded with a reason;
 * export-coverage.test.ts reads the schema and fails on a column no part answers for.
 */

/** One JSON file of the export: the rows of a table (or a view of several) about the user. */
export interface ExportFile {
  /** Its name in the zip, under the part's domain folder: `<domain>/<name>.json`. */
  name: string;
  /** The user-referencing columns whose rows it holds, table by table. */
  covers: readonly PgColumn[];
  /** What it holds and leaves out, written into the zip's index for the reader, in both languages. */
  note: Bilingual;
  collect: (deps: AppDeps, user: UserRow) => Promise<unknown>;
}

/** A user-referencing column deliberately left out, and why. */
export interface ExportExclusion {
  columns: readonly PgColumn[];
  reason: string;
}

export interface ExportPart {
  /** The registering domain: its folder in the zip. */
  domain: string;
  files: readonly ExportFile[];
  excluded?: readonly ExportExclusion[];
}

const parts = new Map<string, ExportPart>();

/** Called once by the domain, when its module loads. */
export function registerExportPart(part: ExportPart): void {
  // Two parts under one name would write over each other's files in the zip.
  if (parts.has(part.domain)) throw new Error(`the ${part.domain} export part is already registered`);
  parts.set(part.domain, part);
}

export function exportParts(): readonly ExportPart[] {
  return [...parts.values()].sort((a, b) => a.domain.localeCompare(b.domain));
}

/**
 * A file of the rows of `table` where any of `columns` is the user, without the columns named in
 * `omit` (secrets: token hashes, storage keys, wrapped keys). Rows come oldest first when the table
 * has a `createdAt` column, so two exports of the same data read the same.
 */
export function rowsFile<T extends PgTable>(
  table: T,
  columns: readonly PgColumn[],
  options: { name: string; note: Bilingual; omit?: readonly string[] },
): ExportFile {
  const omit = new Set(options.omit ?? []);
  return {
    name: options.name,
    covers: columns,
    note: options.note,
    collect: async (deps, user) => {
      const where = or(...columns.map((column) => eq(column, user.id))) as SQL;
      const createdAt = (getTableColumns(table) as Record<string, PgColumn>).createdAt;
      // drizzle's select over a table chosen at run time needs the generic table type.
      const query = deps.db
        .select()
        .from(table as PgTable)
        .where(where);
      const rows = (await (createdAt ? query.orderBy(asc(createdAt)) : query)) as Record<string, unknown>[];
      return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !omit.has(key))));
    },
  };
}
