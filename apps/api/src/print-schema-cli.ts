import fs from 'node:fs';
import path from 'node:path';
import { printSchemaFile, SCHEMA_FILE } from './print-schema';

/** `npm run schema:print`: rewrites apps/api/schema.graphql from the code. */
fs.writeFileSync(SCHEMA_FILE, printSchemaFile());
console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
