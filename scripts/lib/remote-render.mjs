// A remote's published server render (tooling/webpack/create-server-render-config.mjs:
// `dist/server/render.cjs` and `render.css` in its build and in each release), found where the
// browser gets that remote: the release the channel names, else the remote's own build. The site
// server paints the remote's page with it (page-render.mjs), so the painted HTML is the code the
// browser will run, not a copy kept in the shell.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { isHostProvided } from '../../tooling/webpack/host-provided.mjs';
import { REMOTES } from './app-config.mjs';
import { activeRelease, readChannel, releasesDirFrom } from './releases.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The folder of `pkg`'s server render for a browser of canary bucket `bucket` (its cookie's; null:
 * none yet), or null when this machine does not hold the code that browser will run: a config file
 * (`APP_CONFIG`), a remote served from elsewhere (`MF_*_URL`) without a release here, or a canary
 * running for a browser whose bucket is not drawn yet (either side may be its). Same order as
 * app-config.mjs `remoteUrl`.
 * @param {string} pkg
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [root]
 * @param {number | null} [bucket]
 */
export function remoteRenderDirFor(pkg, env = process.env, root = ROOT, bucket = null) {
  const remote = REMOTES.find((r) => r.pkg === pkg);
  if (!remote || env.APP_CONFIG) return null;
  const releases = releasesDirFrom(env);
  if (bucket === null && readChannel(releases, pkg).canary) return null;
  const version = activeRelease(releases, pkg, bucket);
  if (version) return path.join(releases, pkg, version, 'server');
  if (env[remote.env]) return null;
  return path.join(root, pkg, 'dist', 'server');
}

/**
 * Evaluates a render bundle as Node would a CommonJS file, except that its `require` of a
 * HOST_PROVIDED package gets the host's copy (`host`), never one found on disk: the remote's page
 * must run on the React that renders the shell's tree.
 * @param {string} file
 * @param {Readonly<Record<string, unknown>>} host
 */
export function loadWithHost(file, host) {
  const nodeRequire = createRequire(file);
  /** @param {string} id */
  const require = (id) => {
    if (!isHostProvided(id)) return nodeRequire(id);
    if (!Object.hasOwn(host, id)) throw new Error(`${file} needs ${id}, which its host lacks`);
    return host[id];
  };
  const module = { exports: {} };
  const params = ['exports', 'require', 'module', '__filename', '__dirname'];
  const run = vm.compileFunction(readFileSync(file, 'utf8'), params, { filename: file });
  run(module.exports, require, module, file, path.dirname(file));
  return /** @type {Record<string, unknown>} */ (module.exports);
}

/**
 * Loads the render of the folder it is given (a remote's build, or one of its releases), once per
 * version of its files (a rebuild is picked up; a release's files never change). `format` is the
 * render's FORMAT this server speaks: another one (an older or newer remote) is not used.
 * `hostOf()` is the shell's render's hostModules (null: nothing to render with).
 * @param {string} format
 * @param {() => Readonly<Record<string, unknown>> | null} hostOf
 * @returns {(dir: string | null) => { render: Record<string, any>, css: string, key: string } | null}
 *   `key` names the files' version
 */
export function createRemoteRender(format, hostOf) {
  const loaded = new Map();
  return function renderIn(dir) {
    const host = hostOf();
    if (!dir || !host) return null;
    const file = path.join(dir, 'render.cjs');
    const cssFile = path.join(dir, 'render.css');
    if (!existsSync(file) || !existsSync(cssFile)) return null;
    const key = `${file}@${statSync(file).mtimeMs}`;
    if (!loaded.has(key)) {
      let value = null;
      try {
        const render = loadWithHost(file, host);
        if (render.FORMAT === format) value = { render, css: readFileSync(cssFile, 'utf8'), key };
        else console.error(`page render: ${file} speaks ${render.FORMAT}, not ${format}`);
      } catch (error) {
        console.error(`page render: cannot load ${file}`, error);
      }
      loaded.set(key, value);
    }
    return loaded.get(key);
  };
}
