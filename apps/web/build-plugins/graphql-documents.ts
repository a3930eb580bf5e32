import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { print, type DocumentNode } from 'graphql';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The codegen client preset's output (`npm run codegen`). */
const GQL_DIR = fileURLToPath(new URL('../src/gql', import.meta.url));
const DOCUMENT_MODULE = 'virtual:rentals-document/';

/** The generated documents: source text in a `graphql()` call → export name → its JSON AST. */
function readDocuments(): { names: Map<string, string>; asts: Map<string, string> } {
  const gql = fs.readFileSync(path.join(GQL_DIR, 'gql.ts'), 'utf8');
  const names = new Map<string, string>();
  for (const [, source, name] of gql
    .slice(gql.indexOf('const documents'))
    .matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) {
    names.set(JSON.parse(source!) as string, name!);
  }
  const graphqlTs = fs.readFileSync(path.join(GQL_DIR, 'graphql.ts'), 'utf8');
  const asts = new Map<string, string>();
  for (const [, name, ast] of graphqlTs.matchAll(
    /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*>;$/gm,
  )) {
    asts.set(name!, ast!);
  }
  return { names, asts };
}

/**
 * In the build, replaces each `graphql(`…`)` of the codegen client preset with the generated
 * document it stands for, each in a module of its own. Otherwise every page shares the preset's
 * map of all the app's operations (or graphql.ts, one module holding them all), and that lands in
 * the first page's JavaScript; this way a chunk carries only the documents its code uses.
 */
export function graphqlDocuments(): Plugin {
  let documents = readDocuments();
  return {
    name: 'rentals:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = readDocuments();
    },
    resolveId: {
      filter: { id: new RegExp(`^${DOCUMENT_MODULE}`) },
      handler: (id) => '\0' + id,
    },
    load: {
      filter: { id: new RegExp(`^\0${DOCUMENT_MODULE}`) },
      handler(id) {
        const ast = documents.asts.get(id.slice(DOCUMENT_MODULE.length + 1));
        if (!ast) return null;
        // The printed text rides along where graphql-js's parser keeps it, so that the public
        // pages' small client (src/lib/graphql) sends it without graphql-js's printer.
        const body = print(JSON.parse(ast) as DocumentNode);
        const loc = { start: 0, end: body.length, source: { body, name: 'GraphQL request' } };
        return `export default ${JSON.stringify({ ...(JSON.parse(ast) as object), loc })};`;
      },
    },
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: /\bgraphql\(\s*`/ },
      handler(code, id) {
        if (id.startsWith(GQL_DIR)) return null;
        const imported = code.match(/import\s*\{\s*graphql\s*\}\s*from\s*'([^']+)';?/);
        const target = imported && path.resolve(path.dirname(id), imported[1]!);
        if (!imported || (target !== GQL_DIR && target !== path.join(GQL_DIR, 'index'))) return null;
        const s = new MagicString(code);
        const imports = new Set<string>();
        for (const call of code.matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)) {
          const name = documents.names.get(call[1]!);
          if (!name || !documents.asts.has(name)) {
            this.error(`a graphql() document of ${id} is not in src/gql: run \`npm run codegen\``);
          }
          imports.add(`import __${name} from '${DOCUMENT_MODULE}${name}';`);
          s.overwrite(call.index, call.index + call[0].length, `__${name}`);
        }
        // The import of graphql() goes, unless the file still uses it some other way.
        const stillUsed = /(?<![\w$./@'"-])graphql(?![\w$'"/-])/.test(s.toString().replace(imported[0], ''));
        const replacement = [...imports, ...(stillUsed ? [imported[0]] : [])].join(' ');
        s.overwrite(imported.index!, imported.index! + imported[0].length, replacement);
        return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
      },
    },
  };
}
