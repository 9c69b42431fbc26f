import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The three layers depend only downwards (src/README.md): domain is used by both sides, and the
 * server and the web app never import each other. Checked on resolved paths, so a deep relative
 * import (`../../server/config`) is caught as surely as a shallow one.
 */
const LAYER_ZONES = [
  {
    target: './src/domain',
    from: ['./src/server', './src/web'],
    message: 'The domain layer runs in the browser and on the server: it may not import server or web code.',
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'The web app may not import server code: share it through src/domain or ask the API.',
  },
  {
    target: './src/server',
    from: './src/web',
    message: 'The server may not import web app code: share it through src/domain.',
  },
];

/**
 * The web app's code flows one way (src/web/README.md): shared -> features -> app and pages. A
 * feature is one screen and never imports another's files: what two features use lives in
 * src/web/shared, and a page composes features. One zone per feature folder, read from disk so a
 * new feature is covered the day it is made.
 */
const FEATURES = fs
  .readdirSync('./src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'A feature may not import another feature: move what both use to src/web/shared, or compose them in a page.',
  })),
  {
    target: './src/web/features',
    from: ['./src/web/app', './src/web/pages'],
    message: 'A feature may not import the app or a page: they compose features, not the other way round.',
  },
  {
    target: './src/web/shared',
    from: ['./src/web/features', './src/web/app', './src/web/pages'],
    message: 'Shared web code may not import a feature, a page or the app: it is what they build on.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'android/**',
      'bench-results/**',
      'src/server/db/migrations/**',
      'tmp-seg/**',
      // Deliberately wrong imports that scripts/layers.test.ts lints on its own.
      'test-fixtures/layers/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...WEB_ZONES] }],
      // Type-only imports vanish at run time and may point both ways (a service and its types).
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // The domain layer runs in the browser and on the server: no Node or DOM APIs.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom'] }],
    },
  },
);
