import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '*/dist',
      'examples/*/dist',
      'examples/next/.next',
      'examples/next/next-env.d.ts',
      'examples/react-router/build',
      'examples/react-router/.react-router',
      'extensions/theme/assets/loyalkit-*.js',
      'extensions/*/build',
      'extensions/*/dist',
      'storybook-static',
      '.storybook/public',
      'coverage',
      'docs',
      '.data',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
  },
  {
    // The Shopify UI extensions: Preact's hooks keep React's rules; Shopify's components carry
    // their own accessibility (labels are props), which jsx-a11y does not know.
    files: ['extensions/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    // Browser code must never reach server code or Node built-ins (docs/architecture.md, Layers).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'src/ is browser code: no Node built-ins.' },
            {
              regex: '(^|/)(server-proxy|sandbox)(/|$)|^loyalkit-(proxy|sandbox)$',
              message: 'src/ must not import server code.',
            },
            {
              regex: '^(fs|path|crypto|http|https|net|child_process|better-sqlite3)$',
              message: 'src/ is browser code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components reach data through hooks only (docs/architecture.md, Layers): never the client itself.
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'src/ is browser code: no Node built-ins.' },
            {
              regex: '(^|/)(server-proxy|sandbox)(/|$)|^loyalkit-(proxy|sandbox)$',
              message: 'src/ must not import server code.',
            },
            {
              regex: '^(fs|path|crypto|http|https|net|child_process|better-sqlite3)$',
              message: 'src/ is browser code.',
            },
            {
              regex: '(^|/)client(/|$)',
              message: 'Components use hooks (useSession, useX), never src/client.',
            },
          ],
          paths: [
            {
              name: '../../provider/LoyaltyProvider.js',
              importNames: ['useStorefrontClient'],
              message: 'Components use hooks, never the client itself.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract imports nothing of ours and no React.
    files: ['src/api/**/*.ts'],
    ignores: ['src/api/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'src/api has no Node built-ins.' },
            { regex: '^react', message: 'src/api has no React.' },
            { regex: '^\\.\\./\\.\\./', message: 'src/api imports nothing outside src/api.' },
          ],
        },
      ],
    },
  },
);
