/// <reference types="vite/client" />
import type { Row } from './table';

/*
 * Every row of the role × operation table: each module keeps the rows of its operations in
 * `<name>.rows.ts` beside its code, and every export of such a file is a list of rows.
 */

export const ROWS_FILES = import.meta.glob<Record<string, Row[]>>('../../modules/*/*.rows.ts', {
  eager: true,
});
export const TABLE: Row[] = Object.values(ROWS_FILES).flatMap((exports) => Object.values(exports).flat());

/** How many test files share the table: vitest runs files side by side, and one file of 1,400 rows would run alone for two minutes. */
export const TABLE_SHARDS = 4;

/** The rows of one shard (0-based): every TABLE_SHARDS-th row, so the shards take about as long. */
export function tableShard(index: number): Row[] {
  return TABLE.filter((_, i) => i % TABLE_SHARDS === index);
}
