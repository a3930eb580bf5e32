import path from 'node:path';
import { printSchema } from 'graphql';
import { REPO_ROOT } from './config';
import { schema } from './schema';

export const SCHEMA_FILE = path.join(REPO_ROOT, 'apps/api/schema.graphql');

export function printSchemaFile(): string {
  return `${printSchema(schema)}\n`;
}
