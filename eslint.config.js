import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
