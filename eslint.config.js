// ESLint: rules that catch bugs, not style (Prettier owns layout). Why these: docs/decisions/029-lint-format-unused.md.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.react-router/',
      'app/paraglide/',
      'node_modules/',
      'test-results*/',
      'playwright-report/',
      'coverage/',
      '.data/',
      '.lighthouse/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-self-compare': 'error',
      // A variable a closure reads before its one assignment cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'no-template-curly-in-string': 'error',
      'no-unreachable-loop': 'error',
      'no-constructor-return': 'error',
      'array-callback-return': ['error', { allowImplicit: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      // Input checks match control characters on purpose (names, e-mails, redirect paths).
      'no-control-regex': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    // Type-aware rules where a forgotten await is a real bug: the app, the HTTP server and the embedded backend.
    files: ['app/**/*.{ts,tsx}', 'supabase/**/*.ts'],
    ignores: ['supabase/functions/send-confirmation/index.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Server HTML first, then an effect switches the enhanced UI on after hydration: that is this rule's pattern.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region must be focusable to scroll by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'tests/e2e*/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Every failure bound in the tests comes from the one load-scaled clock (decision 028): `bound(ms)` from
    // tests/support/time-scale.ts, never a bare number, so a loaded CI machine gets proportionally more time.
    files: ['tests/**/*.{ts,mjs}', 'playwright*.config.ts', 'vitest*.config.ts'],
    // Benchmarks measure and pace themselves; they bound nothing.
    ignores: ['tests/support/time-scale.ts', 'tests/bench/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name=/^(timeout|testTimeout|hookTimeout)$/] > Literal.value',
          message: 'A timeout is a failure bound: write bound(ms) (tests/support/time-scale.ts, decision 028).',
        },
        {
          selector: 'CallExpression[callee.property.name="setTimeout"][callee.object.name=/^(test|it)$/] > Literal.arguments',
          message: 'A test timeout is a failure bound: write test.setTimeout(bound(ms)) (decision 028).',
        },
        {
          selector:
            'CallExpression[callee.name=/^(it|test|describe|beforeAll|afterAll|beforeEach|afterEach)$/] > Literal.arguments[value>=1000]',
          message: 'A timeout argument is a failure bound: write bound(ms) (decision 028).',
        },
        {
          selector: 'CallExpression[callee.name="setTimeout"] > Literal.arguments[value>=1000]',
          message: 'A timer of a second or more in a test is a failure bound: write bound(ms) (decision 028).',
        },
        {
          selector: 'AssignmentPattern[left.name=/(timeout|deadline|wait)(Ms)?$/i] > Literal.right',
          message: 'A default timeout is a failure bound: write bound(ms) (decision 028).',
        },
        {
          selector: 'LogicalExpression[operator="??"][left.property.name=/(timeout|deadline|wait)(Ms)?$/i] > Literal.right',
          message: 'A default timeout is a failure bound: write bound(ms) (decision 028).',
        },
      ],
    },
  },
  {
    // Links, forms and redirects keep the visitor's language (decision 030): pages and components take them from
    // the localized modules, never from React Router directly; toasts go through app/.server/platform/toast.server.ts.
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      'app/components/ui/localized-router.tsx',
      'app/components/ui/site-link.tsx',
      'app/.server/platform/localized-redirect.server.ts',
      'app/.server/platform/toast.server.ts',
      'app/routes/auth.v1.verify.tsx',
      // The admin area is English only.
      'app/**/admin/**',
      'app/paraglide/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form', 'redirect'],
              message: 'Import it from ~/components/ui/localized-router or ~/.server/platform/localized-redirect.server (decision 030).',
            },
            { name: 'remix-toast', message: 'Toasts go through ~/.server/platform/toast.server (one place sets them).' },
          ],
        },
      ],
    },
  },
  {
    // The edge function's Deno entry point.
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
)
