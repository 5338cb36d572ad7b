import {
  createInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { compatibilityPlugin, incompatibilities, IncompatibleRemoteError } from './compatibility';
import { earlyManifestPlugin } from './federation';

// The shell's shared packages as its build provides them (tooling/webpack/shared.mjs): npm and
// workspace singletons with a range (`^` the version built against), one without a rule.
const SHELL_SHARED = {
  react: { version: '19.3.1', shareConfig: { singleton: true, requiredVersion: '^19.2.0' } },
  'react-dom': { version: '19.3.1', shareConfig: { singleton: true, requiredVersion: '^19.2.0' } },
  'shared-api': { version: '1.1.0', shareConfig: { singleton: true, requiredVersion: '^1.1.0' } },
  'shared-ui': { version: '1.0.0', shareConfig: { singleton: true, requiredVersion: false } },
  leaflet: { version: '1.9.4', shareConfig: { singleton: false, requiredVersion: '^1.9.4' } },
} as const;

const provided = Object.fromEntries(
  Object.entries(SHELL_SHARED).map(([name, s]) => [name, [{ ...s, from: 'shell' }]]),
);

/** A remote's mf-manifest.json as the enhanced plugin writes it, with the shared list given. */
const manifest = (shared: object[]) => ({
  id: 'mf_test',
  name: 'mf_test',
  metaData: {
    name: 'mf_test',
    type: 'app',
    buildInfo: { buildVersion: '0.1.0', buildName: 'mf-test' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: 'mf_test',
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: shared.map((s) => ({
    assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    fallback: '',
    ...s,
  })),
  remotes: [],
  exposes: [
    {
      id: 'mf_test:Page',
      name: 'Page',
      path: './Page',
      assets: { js: { sync: ['page.js'], async: [] }, css: { sync: [], async: [] } },
    },
  ],
});

const react = (version: string, requiredVersion: string | false) => ({
  id: 'mf_test:react',
  name: 'react',
  version,
  singleton: true,
  requiredVersion,
});

/** A remote built against shared-api `version`: its manifest asks for `^version`. */
const sharedApi = (version: string) => ({
  id: 'mf_test:shared-api',
  name: 'shared-api',
  version,
  singleton: true,
  requiredVersion: `^${version}`,
});

describe('incompatibilities', () => {
  it('accepts a remote built for the React the shell runs', () => {
    expect(incompatibilities([react('19.3.1', '^19.2.0')], provided)).toEqual([]);
    expect(incompatibilities([react('19.0.0', '^19.0.0')], provided)).toEqual([]);
  });

  it('refuses a singleton of another major, naming the package, the range and the version', () => {
    expect(incompatibilities([react('18.3.1', '^18.2.0')], provided)).toEqual([
      'This part of the site needs React ^18.2.0, but the site runs 19.3.1.',
    ]);
    // No range in the manifest: the major of the version it was built with decides.
    expect(incompatibilities([react('18.3.1', false)], provided)).toEqual([
      'This part of the site needs React 18.3.1, but the site runs 19.3.1.',
    ]);
  });

  it('refuses a remote built against a newer major or minor of shared-api than the shell runs', () => {
    expect(incompatibilities([sharedApi('2.0.0')], provided)).toEqual([
      'This part of the site needs shared-api ^2.0.0, but the site runs 1.1.0.',
    ]);
    expect(incompatibilities([sharedApi('1.2.0')], provided)).toEqual([
      'This part of the site needs shared-api ^1.2.0, but the site runs 1.1.0.',
    ]);
    // An older major: the API it was written for is gone.
    expect(incompatibilities([sharedApi('0.9.0')], provided)).toEqual([
      'This part of the site needs shared-api ^0.9.0, but the site runs 1.1.0.',
    ]);
  });

  it("serves a remote built against an older minor of shared-api with the shell's newer copy", () => {
    expect(incompatibilities([sharedApi('1.0.0'), sharedApi('1.1.0')], provided)).toEqual([]);
  });

  it('ignores what the shell shares without a version rule, and what is not a singleton', () => {
    const manifestShared = [
      { name: 'shared-ui', version: '2.0.0', singleton: true, requiredVersion: '^2.0.0' },
      { name: 'leaflet', version: '2.0.0', singleton: false, requiredVersion: '^2.0.0' },
      { name: 'left-pad', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
    ];
    expect(incompatibilities(manifestShared, provided)).toEqual([]);
  });
});

// The plugin in a real federation runtime: the manifest comes over HTTP (MSW), as in the browser.
describe('compatibilityPlugin', () => {
  const server = setupServer();
  const requested: string[] = [];
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requested.length = 0;
  });
  afterAll(() => server.close());
  // The runtime logs every failed load to the console; the assertions below are what counts.
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    return () => vi.restoreAllMocks();
  });

  function hostWith(
    remoteManifest: object,
    name: string,
    plugins: ModuleFederationRuntimePlugin[] = [],
  ) {
    const url = `http://remote.test/${name}/mf-manifest.json`;
    server.use(
      http.get(url, ({ request }) => {
        requested.push(request.url);
        return HttpResponse.json(remoteManifest);
      }),
    );
    return createInstance({
      name: `shell_${name}`,
      remotes: [{ name: 'mf_test', entry: url }],
      shared: Object.fromEntries(
        Object.entries(SHELL_SHARED).map(([pkg, s]) => [pkg, { ...s, lib: () => ({}) }]),
      ),
      plugins: [
        ...plugins,
        compatibilityPlugin(),
        // Stops the load right after the manifest was accepted: jsdom runs no remoteEntry script.
        {
          name: 'stop-after-manifest',
          afterLoadSnapshot() {
            throw new Error('manifest accepted');
          },
        },
      ],
    });
  }

  it('refuses a remote whose manifest wants React 18, before downloading its code', async () => {
    const host = hostWith(manifest([react('18.3.1', '^18.2.0')]), 'old');
    const failure = await host.loadRemote('mf_test/Page').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(IncompatibleRemoteError);
    expect((failure as IncompatibleRemoteError).reasons).toEqual([
      'This part of the site needs React ^18.2.0, but the site runs 19.3.1.',
    ]);
    expect(requested).toEqual(['http://remote.test/old/mf-manifest.json']);
  });

  it('refuses a remote built against the next major of shared-api, before downloading its code', async () => {
    const host = hostWith(manifest([sharedApi('2.0.0')]), 'next-major');
    const failure = await host.loadRemote('mf_test/Page').catch((e: unknown) => e);
    expect((failure as IncompatibleRemoteError).reasons).toEqual([
      'This part of the site needs shared-api ^2.0.0, but the site runs 1.1.0.',
    ]);
    expect(requested).toEqual(['http://remote.test/next-major/mf-manifest.json']);
  });

  it('lets a compatible remote through', async () => {
    const host = hostWith(manifest([react('19.3.1', '^19.2.0'), sharedApi('1.0.0')]), 'current');
    const failure = await host.loadRemote('mf_test/Page').catch((e: unknown) => e);
    expect(failure).not.toBeInstanceOf(IncompatibleRemoteError);
    expect(String(failure)).toContain('manifest accepted');
  });

  it("checks the manifest the painted page's loader fetched, without fetching it again", async () => {
    // Served: a compatible build; the loader's answer: one for React 18 (as a manifest changed on
    // its way would be). The shell runs, and refuses, what the loader got.
    const host = hostWith(manifest([react('19.3.1', '^19.2.0')]), 'early', [earlyManifestPlugin()]);
    window.__early = {
      'http://remote.test/early/mf-manifest.json': Promise.resolve(
        Response.json(manifest([react('18.3.1', '^18.2.0')])),
      ),
    };
    try {
      const failure = await host.loadRemote('mf_test/Page').catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(IncompatibleRemoteError);
      expect(requested).toEqual([]);
    } finally {
      delete window.__early;
    }
  });
});
