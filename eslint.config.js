import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/.react-router/**', '.data/**', 'test-results/**', 'playwright-report/**', 'bench/.lighthouse/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Playwright fixtures that need no other fixture take `{}` by design.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // The web app reaches the database only through the api.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@thwa/db', '@thwa/db/*'], message: 'The web app talks to the api, never to the database.' }] }],
    },
  },
  {
    // SQL lives in repositories and in the db package.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@thwa/db/sql', message: 'Queries belong in a *.repository.ts file.' }] }],
    },
  },
  {
    // The booking core reaches products only through their modules (decision 020): it imports none.
    files: ['apps/api/src/features/orders/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@thwa/db/sql', message: 'Queries belong in a *.repository.ts file.' }],
          patterns: [{ group: ['../flights/**', '../hotels/**', '../../partners/flight-sources/**'], message: 'The orders feature imports no product: add what it needs to ProductModule.' }],
        },
      ],
    },
  },
  {
    // The e-mails word a product only through its module's mail part (decision 020): they import none.
    // Their tests may, to mail a flight or a stay.
    files: ['apps/api/src/features/notifications/**/*.ts'],
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@thwa/db/sql', message: 'Queries belong in a *.repository.ts file.' }],
          patterns: [{ group: ['../flights/**', '../hotels/**'], message: 'The e-mails import no product: add what they need to ProductMail.' }],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/features/orders/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../flights/**', '../hotels/**', '../../partners/flight-sources/**'], message: 'The orders feature imports no product: add what it needs to ProductModule.' }] }],
    },
  },
  {
    // The web's shared screens of an order (payment, thank-you, track booking, My trips, its document)
    // reach a product only through its port, products/index.ts (decision 024): no product's feature
    // folder, no product's own file. Their tests may, to render a flight or a stay.
    files: ['apps/web/app/features/{payment,thank-you,track-booking,trips,tickets}/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/app/features/thank-you/test-orders.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@thwa/db', '@thwa/db/*'], message: 'The web app talks to the api, never to the database.' },
            {
              group: ['../flight-*/**', '../hotel-*/**', '../checkout/**', '../../products/*/**'],
              message: 'A shared screen imports no product: add what it needs to WebProduct (products/web-product.ts) and reach it through products/index.ts.',
            },
          ],
        },
      ],
    },
  },
);
