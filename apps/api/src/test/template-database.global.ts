import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createServerDatabase, prepareTestDatabase } from './database';

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

export default async function setup(project: TestProject) {
  project.provide('testDatabaseTemplate', undefined);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  let template: Awaited<ReturnType<typeof createServerDatabase>>;
  try {
    template = await createServerDatabase(serverUrl, 'tpl');
  } catch {
    return;
  }
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ kind: 'postgres', url: template.url, poolSize: 1 });
  try {
    await prepareTestDatabase(database);
  } finally {
    await database.close();
  }
  project.provide('testDatabaseTemplate', template.name);
  return () => template.drop();
}
