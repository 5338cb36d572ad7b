import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import webpack from 'webpack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublishTypesPlugin } from '../../tooling/webpack/publish-types.mjs';
import { REMOTES } from './app-config.mjs';
import { buildRemoteTypes, TYPES_ARCHIVE } from './remote-types.mjs';
import {
  consumedRemotes,
  consumersOf,
  publishedRemote,
  pullTypes,
  typesSourceOf,
  unpackArchive,
} from './types-pull.mjs';

// Types travel with the remote: a remote's build publishes the types of its exposes, and its
// consumers (the shell, mf-profile) type-check against those, so that a release that breaks a
// consumer's contract fails that consumer's type check instead of a page in the browser.
const ROOT = path.resolve(import.meta.dirname, '../..');

let tmp;
const archives = {};
beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'types-pull-'));
  for (const remote of REMOTES)
    archives[remote.name] = buildRemoteTypes(await publishedRemote(remote.pkg));
}, 240_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * The consumer's own type check (its tsconfig.json, `paths` moved to `typesDir`), limited to the
 * files that import a remote module: where a broken contract shows.
 */
function typecheckConsumer(pkg, typesDir) {
  const dir = path.join(ROOT, pkg);
  const file = path.join(dir, 'tsconfig.json');
  const parsed = ts.parseJsonConfigFileContent(
    ts.readConfigFile(file, ts.sys.readFile).config,
    ts.sys,
    dir,
  );
  const remotes = consumedRemotes(dir).map((r) => r.name);
  const paths = Object.fromEntries(remotes.map((r) => [`${r}/*`, [path.join(typesDir, r, '*')]]));
  const program = ts.createProgram(parsed.fileNames, { ...parsed.options, paths });
  const importsRemote = (source) =>
    source.statements.some(
      (s) =>
        ts.isImportDeclaration(s) &&
        remotes.some((r) =>
          /** @type {import('typescript').StringLiteral} */ (s.moduleSpecifier).text.startsWith(
            `${r}/`,
          ),
        ),
    );
  const users = program
    .getSourceFiles()
    .filter((s) => s.fileName.startsWith(dir) && importsRemote(s));
  expect(users.length).toBeGreaterThan(0);
  return users.flatMap((s) => program.getSemanticDiagnostics(s));
}

/** A copy of the archives as published, with one file edited as a breaking release would. */
function publish(name, file, edit) {
  const typesDir = mkdtempSync(path.join(tmp, 'consumer-'));
  for (const archive of Object.values(archives)) unpackArchive(archive, typesDir);
  const target = path.join(typesDir, name, file);
  const before = readFileSync(target, 'utf8');
  const after = edit(before);
  expect(after, 'the edit must change the published declaration').not.toBe(before);
  writeFileSync(target, after);
  return typesDir;
}

describe('the published types of a remote', () => {
  it('hold each expose and only the declarations it needs', () => {
    const messaging = archives.mf_messaging;
    expect(messaging.exposes).toEqual({
      './MessagesPage': 'MessagesPage.d.ts',
      './ChatPage': 'ChatPage.d.ts',
      './ConversationList': 'ConversationList.d.ts',
    });
    const files = Object.keys(messaging.files);
    expect(files).toContain('src/features/conversations/components/conversation-list.d.ts');
    expect(files.filter((f) => /test|stories|harness/.test(f))).toEqual([]);
    expect(files.every((f) => f.endsWith('.d.ts'))).toBe(true);
  });

  it("come out of the remote's webpack build as dist/@mf-types.json, dated by the build", async () => {
    const remote = await publishedRemote('mf-messaging');
    const entry = path.join(tmp, 'entry.js');
    writeFileSync(entry, 'export {};\n');
    const out = path.join(tmp, 'build');
    const archive = path.join(out, TYPES_ARCHIVE);
    const build = () =>
      new Promise((resolve, reject) =>
        webpack(
          {
            mode: 'production',
            context: tmp,
            entry,
            output: { path: out },
            plugins: [new PublishTypesPlugin(remote)],
          },
          (error, result) => (error ? reject(error) : resolve(result)),
        ),
      );
    expect((await build()).hasErrors()).toBe(false);
    expect(JSON.parse(readFileSync(archive, 'utf8'))).toEqual(archives.mf_messaging);
    // Rebuilt with the same types: webpack keeps the file, the plugin still dates it now (types-pull
    // would otherwise take every later build for one older than its sources).
    utimesSync(archive, new Date(2000, 0, 1), new Date(2000, 0, 1));
    const before = Date.now();
    expect((await build()).hasErrors()).toBe(false);
    expect(statSync(archive).mtimeMs).toBeGreaterThanOrEqual(before - 1000);
  }, 120_000);
});

describe('consumers type-check against the published types', () => {
  it('read the remotes they load from their tsconfig paths, never from sibling source', () => {
    expect(consumedRemotes(path.join(ROOT, 'shell')).map((r) => r.name)).toEqual(
      REMOTES.map((r) => r.name),
    );
    expect(consumedRemotes(path.join(ROOT, 'mf-profile')).map((r) => r.name)).toEqual([
      'mf_messaging',
    ]);
    // `pnpm --filter mf-messaging run ci` type-checks these against its fresh build.
    expect(consumersOf('mf_messaging')).toEqual(['shell', 'mf-profile']);
    expect(consumersOf('mf_profile')).toEqual(['shell']);
    const old = path.join(tmp, 'old-consumer');
    mkdirSync(old);
    writeFileSync(
      path.join(old, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { paths: { 'mf_messaging/*': ['../mf-messaging/src/exposes/*'] } },
      }),
    );
    expect(() => consumedRemotes(old)).toThrow(/must point to \.\/@mf-types\/mf_messaging/);
  });

  it('mf-profile passes with mf-messaging as published', () => {
    const typesDir = mkdtempSync(path.join(tmp, 'consumer-'));
    unpackArchive(archives.mf_messaging, typesDir);
    expect(typecheckConsumer('mf-profile', typesDir).map((d) => d.messageText)).toEqual([]);
  }, 120_000);

  it('mf-profile fails when ConversationList gets a required prop', () => {
    const typesDir = publish(
      'mf_messaging',
      'src/features/conversations/components/conversation-list.d.ts',
      (text) =>
        text.replace(
          'showTitle?: boolean;',
          'showTitle?: boolean;\n    sortBy: "newest" | "unread";',
        ),
    );
    const errors = typecheckConsumer('mf-profile', typesDir);
    expect(errors.length).toBeGreaterThan(0);
    const error =
      /** @type {import('typescript').Diagnostic & { file: import('typescript').SourceFile }} */ (
        errors[0]
      );
    expect(error.file.fileName).toMatch(/messages-tab\/components\/remote-conversation-list\.tsx$/);
    // `<RemoteList />` no longer fits the props mf-messaging now declares.
    expect(ts.flattenDiagnosticMessageText(error.messageText, '\n')).toMatch(
      /Type '\{\}' is not assignable to .*ConversationListProps/,
    );
  }, 120_000);

  it('the shell passes with the four remotes as published', () => {
    const typesDir = mkdtempSync(path.join(tmp, 'consumer-'));
    for (const archive of Object.values(archives)) unpackArchive(archive, typesDir);
    expect(typecheckConsumer('shell', typesDir).map((d) => d.messageText)).toEqual([]);
  }, 120_000);

  it('the shell fails when a page of mf-listings starts to require a prop', () => {
    const typesDir = publish('mf_listings', 'src/pages/listings-page.d.ts', (text) =>
      text.replace('ListingsPage()', 'ListingsPage(props: { city: string })'),
    );
    const errors = typecheckConsumer('shell', typesDir);
    expect(errors.length).toBeGreaterThan(0);
    const text = errors
      .map((e) => `${e.file?.fileName}: ${ts.flattenDiagnosticMessageText(e.messageText, '\n')}`)
      .join('\n');
    expect(text).toMatch(/shell\/src\/app\/routes\.tsx: /);
    expect(text).toMatch(/city: string/);
  }, 120_000);
});

describe("where a consumer takes a remote's types from", () => {
  const messaging = /** @type {import('./app-config.mjs').Remote} */ (
    REMOTES.find((r) => r.name === 'mf_messaging')
  );

  function release(dir, version, withTypes) {
    const folder = path.join(dir, 'mf-messaging', version);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'mf-manifest.json'), '{}');
    if (withTypes)
      writeFileSync(path.join(folder, TYPES_ARCHIVE), JSON.stringify(archives.mf_messaging));
    writeFileSync(
      path.join(dir, 'mf-messaging', 'channel.json'),
      JSON.stringify({ history: [version] }),
    );
    return folder;
  }

  it('follows the site: APP_CONFIG, then the served release, then MF_*_URL', () => {
    const releases = path.join(tmp, 'releases-order');
    const folder = release(releases, '0.1.0-abc', true);
    const url = 'https://cdn.example.com/messaging/7/mf-manifest.json';
    expect(typesSourceOf(messaging, { RELEASES_DIR: releases, MF_MESSAGING_URL: url })).toEqual({
      folder,
    });
    expect(
      typesSourceOf(messaging, { RELEASES_DIR: path.join(tmp, 'none'), MF_MESSAGING_URL: url }),
    ).toEqual({ url });
    const config = path.join(tmp, 'app-config.json');
    writeFileSync(
      config,
      JSON.stringify({ remotes: { mf_messaging: 'https://x.example/m.json' } }),
    );
    expect(typesSourceOf(messaging, { APP_CONFIG: config, RELEASES_DIR: releases })).toEqual({
      url: 'https://x.example/m.json',
    });
  });

  it("else the remote's dist/, unless it has no build, no types or is older than its sources", () => {
    const root = path.join(tmp, 'repo');
    const dist = path.join(root, 'mf-messaging/dist');
    mkdirSync(path.join(root, 'mf-messaging/src'), { recursive: true });
    mkdirSync(path.join(root, 'tooling'));
    const env = { RELEASES_DIR: path.join(tmp, 'none') };
    const source = () => typesSourceOf(messaging, env, root);
    expect(source()).toEqual({ generate: 'it has no build' });
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'remoteEntry.js'), '');
    expect(source()).toEqual({ generate: 'its build predates published types' });
    const page = path.join(root, 'mf-messaging/src/page.tsx');
    writeFileSync(page, '');
    utimesSync(page, new Date(2020, 0, 1), new Date(2020, 0, 1));
    writeFileSync(path.join(dist, TYPES_ARCHIVE), '{}');
    expect(source()).toEqual({ folder: dist });
    writeFileSync(page, 'export {};'); // edited after the build
    utimesSync(path.join(dist, TYPES_ARCHIVE), new Date(2021, 0, 1), new Date(2021, 0, 1));
    expect(source()).toEqual({ generate: 'its build is older than its sources' });
  });

  it('fetches @mf-types.json beside a manifest URL (a remote on a CDN)', async () => {
    const consumer = path.join(tmp, 'consumer-of-url');
    mkdirSync(consumer);
    writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { paths: { 'mf_messaging/*': ['./@mf-types/mf_messaging/*'] } },
      }),
    );
    const asked = [];
    const server = http.createServer((req, res) => {
      asked.push(req.url);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(archives.mf_messaging));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    try {
      const url = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/messaging/7/mf-manifest.json`;
      const env = { RELEASES_DIR: path.join(tmp, 'none'), MF_MESSAGING_URL: url };
      await pullTypes(consumer, { env, log: () => {} });
    } finally {
      server.close();
    }
    expect(asked).toEqual(['/messaging/7/@mf-types.json']);
    expect(
      readFileSync(path.join(consumer, '@mf-types/mf_messaging/ConversationList.d.ts'), 'utf8'),
    ).toBe(archives.mf_messaging.files['ConversationList.d.ts']);
  });

  it("pulls the served release into the consumer's @mf-types, and refuses a release without types", async () => {
    const consumer = path.join(tmp, 'consumer-of-release');
    mkdirSync(consumer);
    writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { paths: { 'mf_messaging/*': ['./@mf-types/mf_messaging/*'] } },
      }),
    );
    const releases = path.join(tmp, 'releases-pull');
    release(releases, '0.1.0-abc', true);
    const logged = [];
    await pullTypes(consumer, { env: { RELEASES_DIR: releases }, log: (l) => logged.push(l) });
    expect(logged).toEqual([expect.stringContaining('0.1.0-abc')]);
    expect(
      readFileSync(path.join(consumer, '@mf-types/mf_messaging/ConversationList.d.ts'), 'utf8'),
    ).toBe(archives.mf_messaging.files['ConversationList.d.ts']);

    release(releases, '0.1.0-old', false);
    await expect(
      pullTypes(consumer, { env: { RELEASES_DIR: releases }, log: () => {} }),
    ).rejects.toThrow(/0\.1\.0-old.*publishes no types/s);
  });
});
