import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.types/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '.site/**', '**/.data/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Shared libraries reach the browser through our facades (shared/src/facades): only the exports listed there ship.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', 'shared/build/standalone/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/facades/**', 'shared/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import from '@tp/shared/facades/router': only the exports listed there ship." },
            { name: 'rxjs', message: "Import from '@tp/shared/facades/rxjs': only the exports listed there ship." },
            { name: 'react-i18next', message: "Import from '@tp/shared/facades/react-i18next': only the exports listed there ship." },
          ],
          patterns: [{ group: ['rxjs/*', 'react-router/*', 'react-router-dom'], message: 'Use the facades in shared/src/facades.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
