import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Import boundaries of the architecture: web features do not import each other, the web never
 * imports the API's code, and packages/domain stays pure (no app, UI, server or Node code). The
 * rules resolve relative imports, so `../../search/…` is caught as well as a package name.
 */
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const APPS = path.join(ROOT, 'apps');
const API = path.join(APPS, 'api');
const WEB_FEATURES = path.join(APPS, 'web/src/features');
const NODE_BUILTINS = new Set(builtinModules);
/** Packages the domain must not depend on: UI, database and GraphQL server code, the apps. */
const NOT_IN_DOMAIN =
  /^(react|react-dom|preact|@mui\/[\w-]+|drizzle-orm|drizzle-kit|pg|@electric-sql\/pglite|@pothos\/[\w-]+|graphql-yoga|@rentals\/(api|web|e2e))(\/|$)/;

const isInside = (file, dir) => file.startsWith(dir + path.sep);
/** The feature folder (features/<name>) a file is in, or undefined. */
const featureOf = (file) =>
  isInside(file, WEB_FEATURES) ? path.relative(WEB_FEATURES, file).split(path.sep)[0] : undefined;

/**
 * A rule reporting the imports, re-exports and dynamic imports that `why` refuses: it gets the
 * importing file and the imported module (an absolute path for a relative import, else the
 * package name) and returns the message, or nothing when the import is allowed.
 */
function importRule(description, why) {
  return {
    meta: { type: 'problem', docs: { description }, schema: [] },
    create(context) {
      const check = (node) => {
        const specifier = node.source?.type === 'Literal' ? node.source.value : undefined;
        if (typeof specifier !== 'string') return;
        const imported = specifier.startsWith('.')
          ? path.resolve(path.dirname(context.filename), specifier)
          : specifier;
        const message = why(context.filename, imported);
        if (message) context.report({ node: node.source, message });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
}

const boundaries = {
  rules: {
    'no-cross-feature-import': importRule('Web features do not import each other.', (file, imported) => {
      const [from, to] = [featureOf(file), path.isAbsolute(imported) ? featureOf(imported) : undefined];
      if (from && to && from !== to) {
        return `features/${from} may not import features/${to}: features do not import each other; a page that shows both is composed in app/router/compositions.tsx.`;
      }
    }),
    'no-api-import': importRule("The web app does not import the API's code.", (_file, imported) => {
      if (/^@rentals\/api(\/|$)/.test(imported) || (path.isAbsolute(imported) && isInside(imported, API))) {
        return "The web app never imports the API's code: it reads the API through GraphQL (types generated in src/gql).";
      }
    }),
    'pure-domain': importRule(
      'packages/domain imports no app, UI, server or Node code.',
      (_file, imported) => {
        if (path.isAbsolute(imported) ? isInside(imported, APPS) : NOT_IN_DOMAIN.test(imported)) {
          const shown = path.isAbsolute(imported) ? path.relative(ROOT, imported) : imported;
          return `packages/domain may not import ${shown}: its rules are pure, shared by the API and the web.`;
        }
        if (imported.startsWith('node:') || NODE_BUILTINS.has(imported.split('/')[0])) {
          return `packages/domain may not import ${imported}: it runs in the browser too.`;
        }
      },
    ),
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/web/src/gql/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-cross-feature-import': 'error',
      'boundaries/no-api-import': 'error',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    // Tests run under Node only and never ship: they may read the package's own files.
    ignores: ['packages/domain/**/*.test.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/pure-domain': 'error' },
  },
  {
    // What the public reading pages and the shell render has no Apollo provider above it: they
    // load without Apollo (apps/web/src/lib/apollo/load-apollo.ts) and read through lib/graphql.
    files: [
      'apps/web/src/app/pages/home/**/*.{ts,tsx}',
      'apps/web/src/app/shell/**/*.{ts,tsx}',
      'apps/web/src/app/layouts/{RootLayout,PublicLayout}.tsx',
      'apps/web/src/features/{search,listings/page,tenants,locations}/**/*.{ts,tsx}',
      'apps/web/src/lib/session/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@apollo/client', message: 'Public pages load without Apollo: use lib/graphql.' },
            {
              name: '@apollo/client/react',
              message: 'Public pages load without Apollo: use usePublicQuery.',
            },
          ],
        },
      ],
    },
  },
);
