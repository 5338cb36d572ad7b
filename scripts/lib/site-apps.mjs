// The apps of `pnpm start`: the remotes' releases on their CDN-like origin, then the shell and the
// remotes — their production builds behind our static server, or (`pnpm dev`) webpack dev servers.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { appConfigFor, REMOTES, siteOriginFor } from './app-config.mjs';
import { webpackCli } from './build.mjs';
import { bucketFromCookie } from './canary-bucket.mjs';
import { canaryLimitsFrom, watchCanaries } from './canary-watch.mjs';
import { createPageRenderer } from './page-render.mjs';
import { run, waitForHttp } from './processes.mjs';
import { endCanary, readChannel, releasesDirFrom } from './releases.mjs';
import { apiOriginFrom, fetchRemoteHealth } from './remote-health.mjs';
import { createRemotePreloads, shellShared } from './remote-preload.mjs';
import { remoteRenderDirFor } from './remote-render.mjs';
import { serveStatic } from './static-server.mjs';

/** @typedef {import('./site-services.mjs').Site} Site */

/**
 * The remotes' releases (`pnpm release`, scripts/lib/releases.mjs) on their own origin, as a CDN
 * would serve them: the remotes' rules (manifest and entry no-cache, hashed chunks immutable, CORS).
 * @param {Site} site
 */
async function startReleases({ env, topology, log, supervisor }) {
  const { ports } = topology;
  const root = releasesDirFrom(env);
  mkdirSync(root, { recursive: true });
  supervisor.addServer(await serveStatic({ root, port: ports.releases, cors: true }));
  // A canary that fails in browsers ends by itself (scripts/lib/canary-watch.mjs).
  watchCanaries({
    remotes: REMOTES.map((r) => r.pkg),
    canaryOf: (pkg) => readChannel(root, pkg).canary,
    endCanary: (pkg, reason) => endCanary(root, pkg, reason),
    fetchHealth: () => fetchRemoteHealth({ apiOrigin: apiOriginFrom(env, ports) }),
    limits: canaryLimitsFrom(env),
    log,
  });
}

/** @param {Site} site */
export async function startApps(site) {
  const { root: repo, env, dev, topology, supervisor } = site;
  const { ports, apps, scale, s3Origin, trustProxy } = topology;
  await startReleases(site);
  if (dev) {
    const started = apps.map((app) => {
      const child = supervisor.supervise(
        run(
          app.pkg,
          process.execPath,
          [webpackCli(repo), 'serve', '--mode', 'development', '--port', String(app.port)],
          {
            cwd: path.join(repo, app.pkg),
            env,
          },
        ),
      );
      return waitForHttp(`http://127.0.0.1:${app.port}/`, { timeoutMs: 300_000, child });
    });
    await Promise.all(started);
    return;
  }
  for (const app of apps) {
    const root = path.join(repo, app.pkg, 'dist');
    const apiTarget = `http://127.0.0.1:${ports.api}`;
    supervisor.addServer(
      await serveStatic({
        root,
        port: app.port,
        cors: !app.host,
        trustProxy,
        // Every app answers /api and /app-config.json: the shell, and each remote's standalone harness.
        apiTarget,
        appConfig: (req, options) => appConfigFor(req, env, options),
        // (Only for the pages' CSP: with --scale, photos come from the local S3 stand-in over http.)
        publicUrl: env.PUBLIC_URL ?? (scale ? s3Origin : undefined),
        // The listings pages' first paint with their data, when the app's API is this proxy, and
        // the link-preview tags of /, /listings and a listing's page (absolute: SITE_URL, else a
        // host the site knows).
        ...(app.host && (env.API_BASE_URL ?? '/api') === '/api'
          ? {
              renderPage: createPageRenderer({
                root,
                apiTarget,
                siteOrigin: (req) => siteOriginFor(req, env),
                remoteRenderDir: (pkg, req) =>
                  remoteRenderDirFor(pkg, env, undefined, bucketFromCookie(req?.headers.cookie)),
                remotePreloads: createRemotePreloads({
                  env,
                  root: repo,
                  provided: shellShared(repo),
                }),
              }),
            }
          : {}),
      }),
    );
  }
}
