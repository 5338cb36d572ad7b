// The one webpack configuration of the shell and the four remotes. Each app's webpack.config.js is a
// call to `createConfig` with its name, port and exposes; everything else is decided here once.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { appConfigFor, portsFrom } from '../../scripts/lib/app-config.mjs';
import { canaryBucket } from '../../scripts/lib/canary-bucket.mjs';
import { devApiProxy } from './dev-proxy.mjs';
import { FEDERATION_RUNTIME_FILE, federationRuntimeConfig } from './federation-runtime.mjs';
import { FirstLoadFilesPlugin } from './first-load-files.mjs';
import { precompressPlugin } from './precompress.mjs';
import { PublishTypesPlugin } from './publish-types.mjs';
import { sharedAliases, sharedConfig } from './shared.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * The shell's shared packages that every page needs before its first render (React, React DOM,
 * the router, the query client, the session store, the schemas), in one chunk instead of one each:
 * on a phone's HTTP/1.1 connections each file is a round trip of its own, and eight small ones
 * queue behind each other. Only the shell's: a remote gets them from the shell at run time.
 */
const START_UP_PACKAGES = {
  startUp: {
    test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|zustand|zod)[\\/]/,
    name: 'start-up-packages',
    chunks: /** @type {'async'} */ ('async'),
    enforce: true,
    priority: 20,
  },
};

/** Headers that let the shell (another origin) load a remote, and make every deploy visible at once. */
const REMOTE_DEV_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': '*',
  'Cache-Control': 'no-cache',
};

/** Copies `public/*` (except the HTML template) into the output, e.g. the shell's app-config.json. */
class CopyPublicPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CopyPublicPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          /** @type {string[]} */
          let names = [];
          try {
            names = readdirSync(this.dir);
          } catch {
            return;
          }
          for (const name of names) {
            const file = path.join(this.dir, name);
            if (name === 'index.html' || !statSync(file).isFile()) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new compiler.webpack.sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * Class names of CSS Modules. The shell's build-time prerender (createPrerenderConfig) must produce
 * the very names of the browser build, so both take them from here (css-loader hashes the path
 * relative to the same `context` and the local name: same inputs, same names).
 */
export const localIdentName = (/** @type {string} */ name, /** @type {boolean} */ isProd) =>
  isProd ? `${name}_[hash:base64:6]` : `${name}__[name]__[local]`;

/** TypeScript/TSX through swc, the same for the browser build and the prerender. */
export const swcRule = (/** @type {boolean} */ isProd) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: { react: { runtime: 'automatic', development: !isProd } },
      },
    },
  },
});

/**
 * @param {object} options
 * @param {string} options.dir        the app's directory (use `import.meta.dirname`-like path)
 * @param {string} options.name       federation name: shell, mf_listings, ...
 * @param {Record<string,string>} [options.exposes]  remotes only: public name → module path
 * @param {string} [options.title]    <title> of the app's HTML page
 */
export function createConfig({ dir, name, exposes, title }) {
  /**
   * @param {unknown} _env
   * @param {{ mode?: string }} argv
   */
  return (_env, argv) => {
    const isProd = argv.mode === 'production';
    const isHost = !exposes;
    const ports = portsFrom(process.env);
    const cssLoaders = (/** @type {boolean} */ modules) => [
      isProd ? MiniCssExtractPlugin.loader : 'style-loader',
      {
        loader: 'css-loader',
        options: {
          importLoaders: 0,
          modules: modules
            ? {
                // `import styles from './x.module.css'` (tooling/css-modules.d.ts).
                namedExport: false,
                exportLocalsConvention: 'as-is',
                // The app name in every class: two apps' `.card` never collide on the page.
                localIdentName: localIdentName(name, isProd),
              }
            : false,
        },
      },
    ];

    const config = {
      name,
      context: dir,
      mode: isProd ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      target: ['web', 'es2020'],
      devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The shell's pages live at deep URLs: absolute. Remotes are loaded from anywhere: auto.
        publicPath: isHost ? '/' : 'auto',
        filename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: isProd ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        // Chunks from another origin (a remote's, in the shell's page) load in CORS mode: the
        // shell's service worker can then cache a readable answer instead of an opaque one
        // (docs/decisions/0037-installable-app-and-offline.md). Every server of ours sends CORS for
        // remotes.
        crossOriginLoading: 'anonymous',
        // The harness's runtime script comes from the other compilation (federation-runtime.mjs).
        clean: isHost ? true : { keep: FEDERATION_RUNTIME_FILE },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: sharedAliases(dir),
      },
      module: {
        rules: [
          swcRule(isProd),
          { test: /\.module\.css$/, use: cssLoaders(true) },
          { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoaders(false) },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        // Module federation needs the runtime inside each entry (remoteEntry.js).
        runtimeChunk: false,
        splitChunks: isHost
          ? { chunks: 'async', cacheGroups: START_UP_PACKAGES }
          : { chunks: 'async' },
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? // Remotes are registered at run time from /app-config.json (shell/src/app/federation.ts).
              { remotes: {}, shareStrategy: 'loaded-first' }
            : { filename: 'remoteEntry.js', exposes }),
          shared: sharedConfig(dir),
          manifest: !isHost,
          dts: false,
          // One federation runtime on the page: the shell provides its runtime-core as a global
          // (shell/src/index.ts) and every remoteEntry.js uses it instead of carrying its own copy
          // (~19 KB gzip a remote). Not enhanced's `provideExternalRuntime`: its plugin is bundled
          // as CommonJS and brought a second runtime-core into the shell (+24 KB).
          experiments: {
            ...(isHost ? {} : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        new HtmlWebpackPlugin({
          // One page template for the shell and every harness (pre-paint theme script included).
          template: path.join(HERE, 'index.html'),
          title,
          // The shell ships a favicon in public/ (a PNG: scripts/make-icons.mjs says why); the
          // harness pages make do without one.
          faviconHref: isHost ? '/favicon-32.png' : 'data:,',
          // The installable app is the shell's (its manifest, icons and theme colours in public/);
          // a remote's harness page is a developer's tool, not an app.
          installable: isHost,
          // Remotes build with publicPath 'auto'; their harness page is served at the origin's root
          // with an SPA fallback, so deep links like /listings/5 need root-relative script URLs.
          publicPath: '/',
          scriptLoading: 'defer',
          // The harness page must not pull in remoteEntry.js: it is the remote's own entry.
          chunks: ['main'],
          // …but needs the federation runtime the shell would otherwise provide.
          runtimeScript: isHost ? null : `/${FEDERATION_RUNTIME_FILE}`,
        }),
        new CopyPublicPlugin(path.join(dir, 'public')),
        // Remotes publish the types of their exposes next to the manifest (dist/@mf-types.json).
        ...(isProd && !isHost ? [new PublishTypesPlugin({ dir, name, exposes })] : []),
        // The shell's start-up files, preloaded by its painted pages (create-prerender-config.mjs).
        ...(isProd && isHost ? [new FirstLoadFilesPlugin()] : []),
        ...(isProd
          ? [
              new MiniCssExtractPlugin({
                filename: '[name].[contenthash:10].css',
                chunkFilename: '[name].[contenthash:10].css',
                // CSS Modules are scoped: the order of two modules' rules never matters.
                ignoreOrder: true,
              }),
              precompressPlugin(),
            ]
          : []),
      ],
      infrastructureLogging: { level: 'warn' },
      stats: 'errors-warnings',
      devServer: {
        host: 'localhost',
        hot: true,
        historyApiFallback: true,
        headers: isHost ? { 'Cache-Control': 'no-cache' } : REMOTE_DEV_HEADERS,
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        // The same answers as the production servers of scripts/start.mjs: /api and /app-config.json.
        proxy: devApiProxy(ports.api),
        /** @param {import('webpack-dev-server').Middleware[]} middlewares */
        setupMiddlewares(middlewares) {
          middlewares.unshift({
            name: 'app-config',
            path: '/app-config.json',
            /**
             * @param {import('node:http').IncomingMessage} req
             * @param {import('node:http').ServerResponse} res
             */
            middleware: (req, res) => {
              const { bucket, setCookie } = canaryBucket(req);
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              if (setCookie) res.setHeader('Set-Cookie', setCookie);
              res.end(JSON.stringify(appConfigFor(req, process.env, { bucket }), null, 2));
            },
          });
          return middlewares;
        },
      },
      // No persistent cache: restored from disk, module federation's shared modules lose the export
      // list that `export * from '<another shared package>'` needs (react-router-dom re-exports
      // react-router), and the rebuilt shell rendered nothing ('createBrowserRouter is not a
      // function'). Webpack's defaults: none in production, in memory while `pnpm dev` watches.
      cache: isProd ? false : { type: 'memory' },
    };
    return isHost ? config : [config, federationRuntimeConfig({ dir, name, isProd })];
  };
}
