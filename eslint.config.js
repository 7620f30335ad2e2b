import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What the booking core's folders may import of the api's features and partners: themselves and the
 * shared infrastructure (gitignore patterns: every sibling feature, then the allowed ones taken back
 * out; the infrastructure two levels up is allowed, the partners are not).
 */
const SHARED_API_FEATURES = ['../*/**', '!../../**', '!../orders/**', '!../tickets/**', '!../notifications/**', '!../crypto/**', '!../accounts/**', '../../partners/**'];

/** What the web's shared screens of an order may import of the web's features: each other, the account and the settings; of the products, only their port. */
const SHARED_WEB_FEATURES = [
  '../*/**',
  '!../../**',
  '!../payment/**',
  '!../thank-you/**',
  '!../track-booking/**',
  '!../trips/**',
  '!../tickets/**',
  '!../account/**',
  '!../settings/**',
  '../../products/*/**',
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/build/**', '**/dist/**', '**/.react-router/**', '.data/**', 'test-results/**', 'playwright-report/**', 'bench/.lighthouse/**'],
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
    // The booking core, its documents and its e-mails reach a product only through its module
    // (decision 020, 024): an allow-list of the shared features they may import, so a product added
    // later is kept out without a new line here. Their tests may import products, to book one.
    files: ['apps/api/src/features/{orders,notifications,tickets}/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@thwa/db/sql', message: 'Queries belong in a *.repository.ts file.' }],
          patterns: [{ group: SHARED_API_FEATURES, message: 'The booking core imports no product: add what it needs to ProductModule (its document, its mail).' }],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/features/{orders,notifications,tickets}/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: SHARED_API_FEATURES, message: 'The booking core imports no product: add what it needs to ProductModule.' }] }],
    },
  },
  {
    // The web's shared screens of an order (payment, thank-you, track booking, My trips, its document)
    // reach a product only through its port, products/index.ts (decision 024): an allow-list of the
    // shared folders they may import, so no product's feature folder or own file gets in, however
    // many products come. Their tests may, to render a flight or a stay.
    files: ['apps/web/app/features/{payment,thank-you,track-booking,trips,tickets}/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/app/features/thank-you/test-orders.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@thwa/db', '@thwa/db/*'], message: 'The web app talks to the api, never to the database.' },
            {
              group: SHARED_WEB_FEATURES,
              message: 'A shared screen imports no product: add what it needs to WebProduct (products/web-product.ts) and reach it through products/index.ts.',
            },
          ],
        },
      ],
    },
  },
);
