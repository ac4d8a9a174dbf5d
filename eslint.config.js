// One lint config for the whole repo: typescript-eslint, React hooks, jsx-a11y, Prettier owns the
// formatting, and import boundaries that keep the code easy to change as it doubles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'frontend/src/gql/**',
      'e2e/.artifacts/**',
      '**/test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks and complete effect dependencies. The React Compiler rules of the plugin's
    // v7 preset (refs, set-state-in-effect, …) stay off: the app does not use the compiler, and they
    // flag the ordinary latest-ref and reset-on-change patterns it relies on.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['frontend/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['frontend/src/**/*.tsx'],
    // Focus moved into a dialog's first field is expected there; MUI components handle it accessibly.
    rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  {
    // Import boundaries. A frontend feature imports shared layers and itself, never another
    // feature (the app layer composes them); a backend module reaches another module through its
    // service, never its repository.
    files: ['frontend/src/**/*.{ts,tsx}', 'backend/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'feature', pattern: 'frontend/src/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'frontend/src/app' },
        { type: 'shared', pattern: 'frontend/src/{lib,components,config,gql,test}' },
        { type: 'module', pattern: 'backend/src/modules/*', capture: ['module'] },
      ],
      'boundaries/files': [{ category: 'repository', pattern: '**/*.repository.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: ['feature', 'app'] } } },
              message: 'A feature imports only shared layers (lib, components, config, gql) and itself.',
            },
            {
              from: { element: { type: 'feature' } },
              allow: { dependency: { relationship: { to: 'internal' } } },
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { type: ['feature', 'app'] } } },
              message: 'Shared layers never depend on a feature or the app.',
            },
            {
              from: { element: { type: 'module' } },
              disallow: { to: { element: { type: 'module' }, file: { categories: 'repository' } } },
              message: 'Reach another module through its service, never its repository.',
            },
            {
              from: { element: { type: 'module' } },
              allow: { dependency: { relationship: { to: 'internal' } } },
            },
          ],
        },
      ],
    },
  },
  // Each side resolves imports with its own tsconfig (NodeNext `.js` specifiers, Vite's extensionless ones).
  { files: ['backend/src/**/*.ts'], settings: { 'import/resolver': { typescript: { project: 'backend/tsconfig.json' } } } },
  { files: ['frontend/src/**/*.{ts,tsx}'], settings: { 'import/resolver': { typescript: { project: 'frontend/tsconfig.json' } } } },
  prettier,
);
