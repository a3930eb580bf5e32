/**
 * The GraphQL operations the web app sends, as the measured checkout's web app sends them: each
 * printed, with its fragments, from the document graphql-codegen generated for it
 * (apps/web/src/gql/graphql.ts), so a benchmark drives the requests a browser makes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { print } from 'graphql';

/** The text of the operation `name` (`ListingPage`, `SearchListings`...) of `root`'s web app. */
export function webOperation(root, name) {
  const generated = fs.readFileSync(path.join(root, 'apps/web/src/gql/graphql.ts'), 'utf8');
  const document = new RegExp(`^export const ${name}Document = (\\{.*\\}) as unknown as `, 'm').exec(
    generated,
  )?.[1];
  if (!document) throw new Error(`${root}: apps/web/src/gql/graphql.ts has no ${name}Document`);
  return print(JSON.parse(document));
}
