// How `pnpm start` runs the Firebase Auth emulator, so that several sites on one machine
// (PORT_OFFSET) each keep their own accounts.
//
// The emulator suite finds its running hub through a locator file, `hub-<projectId>.json` in
// os.tmpdir() (firebase-tools lib/emulator/hub.js getLocatorFilePath): named by project only. Two
// sites share the project id (the shell's config, the API's FIREBASE_PROJECT_ID and the seeded
// tokens all say `demo-sublease`), so they shared the file: the second start overwrote it, and
// stopping the first exported the *second* site's accounts (its --export-on-exit asks "the hub of
// demo-sublease") into the first one's DATA_DIR; its next start signed everybody out. Each site's
// emulator now gets its own temp folder (TMPDIR, which os.tmpdir() follows) per auth port: the
// project id stays the same everywhere, so the browser, the API and the emulator keep agreeing.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The emulator suite's own ports (hub, logging) of a site: they move with PORT_OFFSET too.
 * @param {{ auth: number }} ports
 */
export function emulatorSuitePorts(ports) {
  const offset = ports.auth - 9099;
  // Logging at hub + 50, not 4500: with offsets 100 apart, offset N's 4500 + N was offset
  // (N + 100)'s hub, and two engineers' sites could not run at once.
  return { hub: 4400 + offset, logging: 4450 + offset };
}

/**
 * The command line and environment of a site's auth emulator.
 * @param {object} options
 * @param {string} options.root      the repository (firebase-tools and firebase.json)
 * @param {{ auth: number }} options.ports  portsFrom(env)
 * @param {string} options.saved     folder its accounts are imported from and exported to
 * @param {boolean} options.importSaved  whether `saved` holds an export to import
 * @param {NodeJS.ProcessEnv} options.env
 * @param {string} [options.tmpRoot] where the per-site folders go (os.tmpdir())
 */
export function authEmulatorCommand({
  root,
  ports,
  saved,
  importSaved,
  env,
  tmpRoot = os.tmpdir(),
}) {
  const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-sublease';
  const suite = emulatorSuitePorts(ports);
  // One folder per site (its auth port): the hub locator, and the config file of a moved site.
  const siteDir = path.join(tmpRoot, `sublease-emulator-${ports.auth}`);
  const tmpDir = path.join(siteDir, 'tmp');
  mkdirSync(tmpDir, { recursive: true });
  let config = path.join(root, 'firebase.json');
  if (ports.auth !== 9099) {
    // Another port: the emulator reads ports only from a config file.
    config = path.join(siteDir, 'firebase.json');
    const emulators = {
      auth: { host: '127.0.0.1', port: ports.auth },
      hub: { host: '127.0.0.1', port: suite.hub },
      logging: { host: '127.0.0.1', port: suite.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    };
    writeFileSync(config, JSON.stringify({ emulators }, null, 2));
  }
  return {
    projectId,
    tmpDir,
    args: [
      path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      projectId,
      '--config',
      config,
      ...(importSaved ? ['--import', saved] : []),
      '--export-on-exit',
      saved,
    ],
    env: {
      ...env,
      // Offline: no update check, no usage reporting, no prompts.
      NO_UPDATE_NOTIFIER: '1',
      FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
      CI: env.CI ?? 'true',
      TMPDIR: tmpDir,
    },
  };
}
