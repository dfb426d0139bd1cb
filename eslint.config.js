// ESLint flat config: typescript-eslint's recommended rules, plus the import boundaries of the architecture.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';
import { LAYERS } from './architecture-layers.js';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const serverOnly = {
  group: ['**/*.server', '**/*.server.ts', '**/runtime/server/**', '../server/**', '../../server/**'],
  message: 'Node-only code (*.server.ts, runtime/server) must not reach the browser bundle (CONVENTIONS §8).',
};
const operationClient = {
  group: ['**/client/operation-client', '**/client/operation-client.ts'],
  message: 'Components read the stores and call their actions (ADR 036): only a store provider makes a client.',
};
const browserServerHooks = [
  '**/*.server.ts',
  '**/*.test.{ts,tsx}',
  'runtime/pages/**/+data.ts',
  'runtime/pages/**/+guard.ts',
];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', '.data/', 'generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The architecture's "may import" table (architecture-layers.js, ADR 032): an import of a layer not in its
    // importer's list is an error. Tests beside the code and tests/, bench/ may import anything.
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**', 'bench/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYERS.map(({ layer, pattern }) => ({ type: layer, pattern, partialMatch: false })),
      'boundaries/include': ['**/*.{ts,tsx,js,json,css}'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: LAYERS.map(({ layer, mayImport }) => ({
            from: { element: { type: layer } },
            allow: { to: { element: { types: { anyOf: [layer, ...mayImport] } } } },
          })),
        },
      ],
    },
  },
  {
    // Code that may run in the browser imports nothing Node-only.
    files: ['runtime/{client,pages,components,state,i18n}/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    // vike's data and guard hooks run on the server only (https://vike.dev/data: env server), like *.server.ts.
    ignores: browserServerHooks,
    rules: { 'no-restricted-imports': ['error', { paths: nodeBuiltins, patterns: [serverOnly] }] },
  },
  {
    // Pages, components and blocks in the browser call no middleware themselves (ADR 036): they read the stores'
    // signals and call their actions. A store's provider makes the client its store is given, and nothing else does.
    files: ['runtime/{pages,components}/**/*.{ts,tsx}', 'blocks/**/*.{ts,tsx}'],
    ignores: [...browserServerHooks, 'runtime/components/**/*StoreProvider.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: nodeBuiltins, patterns: [serverOnly, operationClient] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: operationClient.message }],
    },
  },
  {
    // runtime/domain is pure (CONVENTIONS §8): no Node built-ins, no React, no server code, and no hidden input:
    // the clock and randomness are parameters.
    files: ['runtime/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'runtime/domain takes the time as a parameter.' },
        { object: 'Math', property: 'random', message: 'runtime/domain takes randomness as a parameter.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'runtime/domain takes the time as a parameter: new Date() reads the clock.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: 'runtime/domain is pure: no Node built-ins.' })),
          patterns: [
            serverOnly,
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'runtime/domain is pure: no React.' },
          ],
        },
      ],
    },
  },
);
