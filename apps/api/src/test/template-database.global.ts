import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareTestDatabase } from './database';

/*
 * With TEST_DATABASE_URL, every test file gets a database of its own on that server
 * (createTestDatabase). Migrating each one took seconds a file; this makes one migrated, seeded
 * database per run, which each file's database copies (CREATE DATABASE … TEMPLATE), and drops it
 * when the run ends. Without a server, or when it does not answer, files migrate their own as
 * before (and say why they fail, if they do).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database to copy, when this run made one. */
    testDatabaseTemplate: string | undefined;
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  project.provide('testDatabaseTemplate', undefined);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = `tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
  try {
    await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  } catch {
    return;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
  try {
    await prepareTestDatabase(database);
  } finally {
    await database.close();
  }
  project.provide('testDatabaseTemplate', name);
  return () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
