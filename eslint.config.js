// One lint config for the workspace. The boundary rules encode docs/architecture.md (import
// zones): remotes import only shared-ui and shared-api; shared-ui never fetches nor imports
// shared-api; Firebase lives in the shell.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const REMOTES = ['mf-listings', 'mf-create', 'mf-messaging', 'mf-profile'];

/** Patterns that forbid importing another app's source (by package name, relative path or MF name). */
const otherApps = (self) => [
  {
    group: ['shell', 'shell/*', ...REMOTES.filter((r) => r !== self).flatMap((r) => [r, `${r}/*`])],
    message: 'Remotes never import the shell or another remote (docs/architecture.md).',
  },
  {
    regex: `^(\\.\\./)+(shell|${REMOTES.filter((r) => r !== self).join('|')})(/|$)`,
    message: 'Remotes never import the shell or another remote (docs/architecture.md).',
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
const APPS = ['shell', ...REMOTES];
const featuresOf = (app) =>
  readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
/**
 * import-x zones (the bulletproof-react layout): inside an app, a feature never imports
 * another feature or a page (pages compose features; exposes/ expose pages); an app never imports
 * another app; shared-ui never imports an app or shared-api. Paths are resolved, so relative and
 * package-name imports are both caught.
 */
const zones = [
  ...APPS.flatMap((app) => [
    ...featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: compose them in a page, or move shared code to shared-ui/shared-api.',
    })),
    {
      target: `./${app}/src/features`,
      from: `./${app}/src/pages`,
      message: 'Features never import pages (pages import features).',
    },
    ...APPS.filter((other) => other !== app).map((other) => ({
      target: `./${app}/src`,
      from: `./${other}`,
      // A remote's skeleton styles (src/skeletons/): the shell's frames draw its pages' boxes with
      // them, so the remote alone owns its geometry. Nothing else crosses, and never code.
      ...(app === 'shell' ? { except: ['./src/skeletons'] } : {}),
      message: 'Apps never import each other (docs/architecture.md): load remotes at run time.',
    })),
  ]),
  {
    target: './shared-ui/src',
    from: ['./shared-api', ...APPS.map((app) => `./${app}`)],
    message: 'shared-ui never imports an app or shared-api: it receives data through props.',
  },
  {
    target: './shared-api/src',
    from: ['./shared-ui', './server', ...APPS.map((app) => `./${app}`)],
    message: 'shared-api stands alone.',
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
      '**/dist-server/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
      // Copies of remote builds made by `pnpm release` (scripts/lib/releases.mjs).
      'releases/**',
      // The remotes' published types a consumer type-checks against (scripts/types-pull.mjs).
      '**/@mf-types/**',
      // Generated from the OpenAPI document (`pnpm --filter server openapi`).
      'server/openapi/**',
      // Generated from the OpenAPI document (`pnpm --filter server openapi`).
      'server/openapi/**',
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
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the files it follows: with the TypeScript parser, or it sees no imports.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests and stories render pages (until page tests all sit beside their pages) and share fixtures.
    files: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: zones.filter((z) => !z.message.startsWith('Features never')) },
      ],
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
  {
    // React hoists a <title> element into <head>, where it races the shell's document.title (the
    // page's name, the unread count and the site's name): pages name themselves in the page table or
    // with useDocumentTitle.
    files: ['shell/src/**/*.tsx', 'mf-*/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='title']",
          message:
            'Name the page in the page table (title) or with useDocumentTitle, not a <title> element.',
        },
      ],
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
              regex: '^zod$',
              message:
                "Use 'zod/mini': classic zod is 25 KB gzip in every page's first load (docs/decisions/0044-zod-mini.md).",
            },
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
