import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';


/** Dependencies point one way (docs/architecture.md): src -> domain <- server, plugins <- modules. */
const forbidImports = (files, groups, why) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message: why }] }] },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  forbidImports(['server/**', 'tests/server/**'], ['**/src', '**/src/**'], 'The server never imports the client; what both need lives in domain/.'),
  forbidImports(
    ['src/**', 'tests/client/**'],
    // React's and emotion's HTML renderers are no server of ours: they draw the login page at build time (src/pages/auth/loginMarkup.tsx).
    ['**/server', '**/server/**', '!react-dom/server', '!@emotion/server', '!@emotion/server/create-instance'],
    'The client never imports the server; what both need lives in domain/.',
  ),
  forbidImports(
    ['domain/**'],
    ['**/src', '**/src/**', '**/server', '**/server/**', 'react', 'react-*', '@mui/*', 'fastify', 'fastify-*', 'node:*'],
    'domain/ holds what client and server both mean and imports neither of them.',
  ),
  forbidImports(
    ['server/plugins/**', 'server/whatsapp/**', 'server/webhooks/**', 'server/files/**', 'server/db/**', 'server/openapi/**'],
    ['**/modules', '**/modules/**'],
    'Infrastructure knows nothing of the modules built on it; what several modules share lives in server/plugins/.',
  ),
  {
    // A value import would put zod (and the tables, through drizzle-zod) in a phone's download.
    files: ['src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domain/schemas', '**/domain/schemas/**'],
              allowTypeImports: true,
              message: 'The client takes only types from domain/schemas (import type); lists and limits live in domain/vocabularies.ts and domain/limits.ts.',
            },
          ],
        },
      ],
    },
  },
);
