// ESLint flat config: typescript-eslint's recommended rules, plus the import boundaries of ARCHITECTURE.md.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // runtime/domain is pure (CONVENTIONS §8): no Node built-ins, no React.
    files: ['runtime/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'runtime/domain is pure: no Node built-ins.' },
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'runtime/domain is pure: no React.' },
          ],
        },
      ],
    },
  },
);
