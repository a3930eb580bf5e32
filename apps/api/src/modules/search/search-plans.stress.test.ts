import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { searchFiltersSchema } from '@rentals/domain/search/schemas';
import { createTestApi, type TestApi } from '../../test/harness';
import { fillPlanFixture, PLAN_LISTINGS } from './search-plans-fixture';
import { searchPageStatements, searchWhere, type SearchOrder } from './search.service';

/*
 * Searches read about a page's rows, not every match (issue 26): on PLAN_LISTINGS listings,
 * EXPLAIN ANALYZE of the statements the service sends (searchPageStatements: the page, its units,
 * its pictures and the bounded count) must sort at most SORTED_MAX rows in any Sort node, read no
 * big table whole, and find keywords by the full-text indexes.
 */

const SORTED_MAX = 500;
const BIG_TABLES = ['listings', 'listing_locations', 'units'];

let api: TestApi;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** The problems of a plan: sorts of too many rows, whole reads of a big table. */
function problemsOf(node: PlanNode, found: string[] = []): string[] {
  const children = node.Plans ?? [];
  if (node['Node Type'].endsWith('Sort')) {
    const sorted = children.reduce((n, c) => n + c['Actual Rows'] * c['Actual Loops'], 0);
    if (sorted > SORTED_MAX) found.push(`${node['Node Type']} of ${sorted} rows`);
  }
  if (node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(node['Relation Name']!)) {
    found.push(`Seq Scan on ${node['Relation Name']}`);
  }
  for (const child of children) problemsOf(child, found);
  return found;
}

async function explain(statement: { sql: string; params: unknown[] }): Promise<PlanNode> {
  // The driver's own client (pg or PGlite): EXPLAIN of the exact text and parameters sent.
  const { $client: client } = api.deps.db as unknown as {
    $client: { query(sql: string, params: unknown[]): Promise<{ rows: { 'QUERY PLAN': unknown }[] }> };
  };
  const { rows } = await client.query(`explain (analyze, format json) ${statement.sql}`, statement.params);
  const plan = rows[0]!['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

const SEARCHES: { name: string; where: Record<string, unknown>; order?: SearchOrder; indexes: string[] }[] = [
  {
    name: 'a keyword',
    where: { keyword: 'park' },
    indexes: ['listings_text_idx', 'listing_locations_text_idx'],
  },
  {
    name: 'a keyword in a city',
    where: { keyword: 'bright park', city: 'Toronto' },
    indexes: ['listings_text_idx', 'listing_locations_text_idx'],
  },
];

/** The indexes a plan reads. */
function indexesOf(node: PlanNode & { 'Index Name'?: string }, found = new Set<string>()): Set<string> {
  if (node['Index Name']) found.add(node['Index Name']);
  for (const child of node.Plans ?? []) indexesOf(child, found);
  return found;
}

beforeAll(async () => {
  api = await createTestApi();
  await fillPlanFixture(api);
}, 300_000);
afterAll(() => api.close());

describe(`search plans on ${PLAN_LISTINGS} listings`, () => {
  for (const search of SEARCHES) {
    for (const page of [1, 50]) {
      it(`${search.name}, page ${page}`, async () => {
        const where = searchWhere(searchFiltersSchema.parse(search.where));
        const options = { first: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE, order: search.order };
        const statements = await searchPageStatements(api.deps.db, where, options);
        const problems: Record<string, string[]> = {};
        for (const [i, statement] of statements.entries()) {
          const plan = await explain(statement);
          const found = problemsOf(plan);
          const name = ['page', 'units', 'pictures', 'count'][i]!;
          if (name === 'page' || name === 'count') {
            const used = indexesOf(plan);
            found.push(...search.indexes.filter((index) => !used.has(index)).map((index) => `no ${index}`));
          }
          if (found.length) problems[name] = found;
        }
        expect(problems).toEqual({});
      });
    }
  }
});
