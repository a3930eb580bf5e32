import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInputObjectType, isObjectType } from 'graphql';
import { openDatabase } from '../db/client';
import { createMailAdapter } from '../adapters/mail/mail';
import { printSchemaFile, SCHEMA_FILE } from '../print-schema';
import { schema } from '../schema';
import { TEST_PASSWORD } from '../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../test/harness';
import { createYogaServer } from './yoga';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('the schema', () => {
  it('is committed up to date in apps/api/schema.graphql (run `npm run schema:print`)', () => {
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(printSchemaFile());
  });

  it('declares authScopes on every root field, so nothing is open by omission', () => {
    const missing = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
      (type) =>
        Object.values(type?.getFields() ?? {})
          .filter(
            (field) => !(field.extensions?.pothosOptions as { authScopes?: unknown } | undefined)?.authScopes,
          )
          .map((field) => `${type!.name}.${field.name}`),
    );
    expect(missing).toEqual([]);
  });

  it('describes every type, field and argument', () => {
    const undocumented: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name))
        continue;
      if (!type.description && !['Query', 'Mutation', 'Subscription'].includes(type.name))
        undocumented.push(type.name);
      if (isObjectType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) undocumented.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description) undocumented.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
    }
    expect(undocumented).toEqual([]);
  });
});

describe('request limits', () => {
  it('refuses deep queries', async () => {
    const nest = (depth: number) => {
      let selection = 'id';
      for (let i = 0; i < depth; i++) selection = `viewer { me { ${selection} } }`;
      return `{ ${selection.replace(/^viewer \{ me \{ /, 'viewer { me { ')} }`;
    };
    expect(errorCodes(await api.execute(nest(1)))).toEqual([]);
    expect(errorCodes(await api.execute(nest(14)))).toContain('QUERY_TOO_COMPLEX');
  });

  it('refuses many aliases and long documents', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: currentUser { id }`).join(' ');
    expect(errorCodes(await api.execute(`{ ${aliases} }`))).toContain('QUERY_TOO_COMPLEX');
    const tokens = `{ ${Array.from({ length: 4000 }, () => '__typename').join(' ')} }`;
    expect(errorCodes(await api.execute(tokens))).toContain('QUERY_TOO_COMPLEX');
  });

  it('allows introspection in development and refuses it in production', async () => {
    const query = `{ __schema { queryType { name } } }`;
    expect((await api.execute(query)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const production = await createTestApi({
      env: { NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: '1' },
    });
    try {
      expect((await production.execute(query)).errors?.[0]?.message).toMatch(/introspection/i);
    } finally {
      await production.close();
    }
  });
});

describe('suggestions', () => {
  const ARTICLES = 'query($w: ArticleWhereInput) { articles(where: $w) { id } }';
  /** Unknown field, input field and enum value, in the document and in variables. */
  const mistakes: [string, Record<string, unknown>?][] = [
    ['{ articlez { id } }'],
    ['{ articles(where: { statuss: DRAFT }) { id } }'],
    ['{ articles(where: { status: DRAFTT }) { id } }'],
    [ARTICLES, { w: { statuss: 'DRAFT' } }],
    [ARTICLES, { w: { status: 'DRAFTT' } }],
  ];
  const messages = async (target: TestApi) => {
    const all: string[] = [];
    for (const [query, variables] of mistakes) {
      const errors = (await target.execute(query, variables)).errors ?? [];
      expect(errors.length, query).toBeGreaterThan(0);
      all.push(...errors.map((e) => e.message));
    }
    return all;
  };

  it('help in development', async () => {
    expect((await messages(api)).filter((m) => m.includes('Did you mean'))).toHaveLength(mistakes.length);
  });

  it('are cut from every error in production, which does not publish its schema', async () => {
    const production = await createTestApi({
      env: { NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: '1' },
    });
    try {
      const found = await messages(production);
      expect(found.filter((m) => /did you mean/i.test(m))).toEqual([]);
      expect(found).toContain('Cannot query field "articlez" on type "Query".');
      expect(found).toContain('Value "DRAFTT" does not exist in "ArticleStatus" enum.');
    } finally {
      await production.close();
    }
  });
});

describe('bad requests', () => {
  it('answers variables that do not fit their types with BAD_USER_INPUT and 400', async () => {
    const r = await api.execute('query($w: ArticleWhereInput) { articles(where: $w) { id } }', {
      w: { status: 'DRAFTT' },
    });
    expect(errorCodes(r)).toEqual(['BAD_USER_INPUT']);
    expect(r.errors?.[0]?.message).toContain('DRAFTT');
    expect(r.status).toBe(400);
  });

  it.each([
    ['a variable', 'query($t: String) { publicBlogCount(tag: $t) }', { t: 'a\u0000b' }],
    ['a literal', '{ publicBlogCount(tag: "a\\u0000b") }', {}],
    [
      'a key of a JSON value',
      'mutation($d: JSON!) { saveRentalApplicationDraft(draft: $d) }',
      { d: { 'a\u0000': 1 } },
    ],
  ])(
    'refuses a NUL character in %s as BAD_USER_INPUT, not as a database error',
    async (_case, query, variables) => {
      const r = await api.execute(query, variables);
      expect(errorCodes(r)).toEqual(['BAD_USER_INPUT']);
      expect(r.status).toBe(400);
    },
  );
});

describe('failures', () => {
  it("masks an unexpected error as 'Unexpected error.' and keeps its details out of the answer", async () => {
    const failing = await createTestApi({
      mail: {
        ...createMailAdapter({ from: 'x@example.test', log: api.deps.log }),
        enqueue: async () => {
          throw new Error('smtp password is hunter2');
        },
      },
    });
    try {
      // Asking for one's account's deletion writes its cancel e-mail before answering.
      const { token } = await failing.factories.user();
      const r = await failing.execute(
        `mutation($p: String) { requestAccountDeletion(password: $p) { dueAt } }`,
        { p: TEST_PASSWORD },
        { token },
      );
      expect(r.errors).toEqual([
        expect.objectContaining({ message: 'Unexpected error.', extensions: { code: 'INTERNAL' } }),
      ]);
      expect(JSON.stringify(r)).not.toContain('hunter2');
    } finally {
      await failing.close();
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE when the database cannot be reached', async () => {
    const unreachable = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' });
    const yoga = createYogaServer({ ...api.deps, db: unreachable.db });
    try {
      const { token } = await api.factories.user();
      for (const headers of [{}, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
        const response = await yoga.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query: '{ cities { id } }' }),
        });
        const body = (await response.json()) as { errors: { extensions: { code: string } }[] };
        expect(body.errors[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
        expect(response.status).toBe(503);
      }
    } finally {
      await unreachable.close();
    }
  });
});
