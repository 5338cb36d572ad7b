// One lint config for the workspace. The boundary rules encode ARCHITECTURE.md §1: remotes import only
// shared-ui and shared-api; shared-ui never fetches nor imports shared-api; Firebase lives in the shell.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readFileSync } from 'node:fs';

const REMOTES = ['mf-listings', 'mf-create', 'mf-messaging', 'mf-profile'];

/** Patterns that forbid importing another app's source (by package name, relative path or MF name). */
const otherApps = (self) => [
  {
    group: ['shell', 'shell/*', ...REMOTES.filter((r) => r !== self).flatMap((r) => [r, `${r}/*`])],
    message: 'Remotes never import the shell or another remote (ARCHITECTURE.md §1).',
  },
  {
    regex: `^(\\.\\./)+(shell|${REMOTES.filter((r) => r !== self).join('|')})(/|$)`,
    message: 'Remotes never import the shell or another remote (ARCHITECTURE.md §1).',
  },
  {
    group: ['mf_*/*'],
    message: 'Load other remotes through the federation runtime (loadRemote), never by import.',
    allowTypeImports: true,
  },
];
/**
 * The router exports app code may import: the names of tooling/webpack/react-router-facade.mjs, all
 * that the share scope offers as `react-router` (tests and stories run outside it and may import any).
 */
const ROUTER_EXPORTS = [
  ...readFileSync(new URL('./tooling/webpack/react-router-facade.mjs', import.meta.url), 'utf8')
    .match(/export \{([^}]*)\}/)[1]
    .matchAll(/\w+/g),
]
  .map(([name]) => name)
  // Types cost nothing at run time.
  .concat(['RouteObject']);
const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/test/**',
  '**/stories/**',
  '**/testing/**',
  '**/test-utils.tsx',
];
const routerPaths = (appCode) => [
  {
    name: 'react-router-dom',
    message: "Import from 'react-router' (react-router-dom 7 is a deprecated re-export of it).",
  },
  ...(appCode
    ? [
        {
          name: 'react-router',
          allowImportNames: ROUTER_EXPORTS,
          message:
            'Only the exports of tooling/webpack/react-router-facade.mjs are shared at run time: add it there first.',
        },
      ]
    : []),
];
/** no-restricted-imports for app code and for its tests (the last matching config wins, so both). */
const restrictImports = (files, patterns) => [
  {
    files,
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: routerPaths(true), patterns }] },
  },
  {
    files: TEST_FILES.map((t) => `${files[0].split('/')[0]}/${t}`),
    rules: { 'no-restricted-imports': ['error', { paths: routerPaths(false), patterns }] },
  },
];
const noFirebase = {
  group: ['firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*'],
  message: 'Firebase is imported by the shell alone; read the user from the session store.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['server/**', 'e2e/**', 'scripts/**', 'tooling/**'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...REMOTES.flatMap((r) =>
    restrictImports([`${r}/src/**/*.{ts,tsx}`], [...otherApps(r), noFirebase]),
  ),
  ...restrictImports(['shell/src/**/*.{ts,tsx}'], []),
  ...restrictImports(['tooling/remote-harness/src/**/*.{ts,tsx}'], []),
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['shared-api', 'shared-api/*'],
              message: 'shared-ui never imports shared-api: it receives data through props.',
            },
            {
              regex: '^(\\.\\./)+(shared-api|shell|mf-[a-z]+)(/|$)',
              message: 'shared-ui stands alone.',
            },
            noFirebase,
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'shared-ui never fetches: data comes through props.' },
        { name: 'XMLHttpRequest', message: 'shared-ui never fetches: data comes through props.' },
      ],
    },
  },
  {
    files: ['shared-api/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['shared-ui', 'shared-ui/*'], message: 'shared-api never imports UI.' },
            {
              regex: '^(\\.\\./)+(shared-ui|shell|mf-[a-z]+|server)(/|$)',
              message: 'shared-api stands alone.',
            },
            noFirebase,
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      'e2e/**',
      'server/test/**',
      'server/bench/**',
      'scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
