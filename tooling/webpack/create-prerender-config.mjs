// The shell's build-time prerender (docs/decisions/0035-paint-before-javascript.md): a second,
// Node-target
// webpack compilation of `src/prerender/entry.tsx`, run after the browser build. Its bundle renders
// the page frames with react-dom/server; this file's plugin writes them, with the CSS they need
// inlined, into copies of the browser build's index.html:
//   dist/index.html                    the generic frame (every route without its own frame)
//   dist/prerendered/<page>.html       one per page of the entry's PAGES (home, listings, listing)
//   dist-server/render.cjs             the bundle itself, for the site server to render the listings
//                                      pages with their public data at request time (#root's frame
//                                      sits between FRAME_START and FRAME_END)
// and dist/csp-hashes.json, the sha256 sources of the inline <script>s (theme, script loader) and
// <style> for a future CSP without 'unsafe-inline'.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { localIdentName, swcRule } from './create-config.mjs';
import { textCheck } from '../../scripts/lib/text-check.mjs';
import { FIRST_LOAD_FILE } from './first-load-files.mjs';

const ROOT_DIV = '<div id=root></div>';
/** Around #root's prerendered content, for the site server to swap (scripts/lib/page-render.mjs). */
export const FRAME_START = '<!--frame-->';
export const FRAME_END = '<!--/frame-->';
const SCRIPT_TAG = /<script defer src=([^ >]+)><\/script>/g;

/**
 * The app's scripts start downloading once the frame has painted its content (the
 * first-contentful-paint entry) and its first photos (`fetchpriority=high`: the card or gallery
 * photo the site server rendered, the page's largest paint) are in, not with the HTML: on a slow
 * phone network the HTML, its inline styles and that photo get the bandwidth and the main thread,
 * and the page is there before the JavaScript that takes it over (its links work meanwhile). A
 * photo that never loads waits at most PHOTO_WAIT_MS; a background tab, which paints nothing, and a
 * browser without paint timing start them by the timer.
 * At that moment the loader also turns the shell's start-up links (`<link data-after-paint>`,
 * startUpPreloads below) into preloads: everything the shell needs first downloads at once, instead
 * of main.js, then bootstrap, then its imports, one round trip after another. Not in the HTML as
 * preloads: Lighthouse's simulation then counts every file that started before the largest paint
 * into it (LCP 1.6 → 2.3–3.0 s measured).
 * A page the site server gave the route's remote files (scripts/lib/remote-preload.mjs: a
 * `<link data-remote-manifest>` and `<link data-remote-file>`s) gets them only once the browser has
 * confirmed they are what the shell will run: the loader fetches /app-config.json, and only if it
 * names the same manifest URL, that manifest; only if it is the very file the server read (its
 * textCheck), the file links become preloads. A config or manifest that differs (another host, a
 * canary drawn now, another build, a remote the shell would refuse) preloads no code. The shell
 * takes both answers instead of asking again (`__early`: shell/src/app/early-fetch.ts). Every
 * page's loader fetches /app-config.json with the scripts, a remote's or not.
 */
const PHOTO_WAIT_MS = 2500;
/** The loader's part that checks the route's remote before its files become preloads (above). */
const REMOTE_CHECK =
  `${textCheck.toString()}` +
  // Every page's shell starts with /app-config.json: asked for with the scripts, not after them
  // (a round trip less before the app works, on / too).
  'function remote(){if(!window.fetch)return;var e=window.__early={};' +
  'var c=e["/app-config.json"]=fetch("/app-config.json",{cache:"no-cache"});' +
  'var m=document.querySelector("link[data-remote-manifest]");if(!m)return;' +
  'var u=m.getAttribute("href");' +
  // The manifest's answer is there for the shell from the start (null: not fetched), so that
  // the shell never asks for it while the loader is still reading the config.
  'e[u]=c.then(function(r){return r.ok?r.clone().json():{}}).then(function(j){' +
  'if(!j.remotes||j.remotes[m.getAttribute("data-remote-manifest")]!==u)return null;' +
  // The shell gets the manifest once the links are preloads: its own requests for these files
  // come after them and reuse them (the other way round, a script tag's plain request is not
  // served by a later CORS preload, and the file would download twice).
  'return fetch(u,{}).then(function(r){return r.ok?r.clone().text().then(function(t){' +
  'if(textCheck(t)===m.getAttribute("data-check"))pre("link[data-remote-file]");return r}):r})' +
  '});e[u].catch(function(){})}';
/** @param {string} html */
export function loadAfterFirstPaint(html) {
  const sources = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]);
  if (sources.length === 0) throw new Error('prerender: no <script defer src> in index.html');
  const loader =
    '(function(){var d=0;function go(){if(d)return;d=1;' +
    // The shell's start-up files' links (startUpPreloads) become preloads now.
    'pre("link[data-after-paint]");remote();' +
    `${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");` +
    'e.src=s;e.async=false;document.head.appendChild(e)})}' +
    'function photos(){var l=[].slice.call(document.querySelectorAll("img[fetchpriority=high]"))' +
    '.filter(function(i){return!i.complete});var n=l.length;if(!n)return setTimeout(go);' +
    'l.forEach(function(i){i.addEventListener("load",done);i.addEventListener("error",done)});' +
    `function done(){if(--n===0)setTimeout(go)}setTimeout(go,${PHOTO_WAIT_MS})}` +
    'try{new PerformanceObserver(function(l){' +
    'if(l.getEntriesByName("first-contentful-paint").length)photos()})' +
    '.observe({type:"paint",buffered:true})}catch(x){}setTimeout(go,1500);' +
    'function pre(q){[].forEach.call(document.querySelectorAll(q),function(l){l.rel="preload"})}' +
    REMOTE_CHECK +
    '})()';
  return html.replace(SCRIPT_TAG, '').replace('</body>', () => `<script>${loader}</script></body>`);
}
/**
 * The shell's start-up files (first-load-files.mjs) as links the loader above turns into low-priority
 * preloads after the first paint. Same URLs and the same request mode (no `crossorigin`: same
 * origin) as the script and style tags that use them, or the file would download twice.
 * @param {string[]} files  dist-relative names
 */
export function startUpPreloads(files) {
  return files
    .map((file) => {
      const as = file.endsWith('.css') ? 'style' : 'script';
      return `<link data-after-paint as=${as} fetchpriority=low href=/${file}>`;
    })
    .join('');
}

const sha256 = (/** @type {string} */ text) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Inline <script> bodies of an HTML page (the pre-paint theme script). */
const inlineScripts = (/** @type {string} */ html) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

class PrerenderHtmlPlugin {
  /** @param {{ bundleDir: string, distDir: string, serverDir: string }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrerenderHtmlPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const { bundleDir, distDir, serverDir } = this.options;
      const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
      if (!built.includes(ROOT_DIV)) {
        throw new Error(`prerender: ${distDir}/index.html has no ${ROOT_DIV}`);
      }
      /** @type {string[]} */
      const startUp = JSON.parse(readFileSync(path.join(distDir, FIRST_LOAD_FILE), 'utf8'));
      const require = createRequire(import.meta.url);
      const bundle = path.join(bundleDir, 'prerender.cjs');
      delete require.cache[bundle];
      /** @type {{ PAGES: string[], renderPage: (page: string) => string }} */
      const { PAGES, renderPage } = require(bundle);
      const sheets = Object.keys(compilation.assets)
        .filter((name) => name.endsWith('.css'))
        // Emitted assets are size-only by now: read what was written.
        .map((name) => readFileSync(path.join(bundleDir, name), 'utf8'))
        .join('\n');
      const { css, sheets: inPage } = withStartUpSheets(compactCss(sheets), startUp, (file) =>
        readFileSync(path.join(distDir, file), 'utf8'),
      );
      const template = loadAfterFirstPaint(built).replace(
        '</head>',
        () => `${startUpPreloads(startUp.filter((file) => !inPage.includes(file)))}</head>`,
      );
      // The style sheet goes before the scripts, so the frame paints with its styles.
      const style = `<style>${css}</style>${sheetMarks(inPage)}`;
      const page = (/** @type {string} */ html) =>
        template
          .replace('</title>', () => `</title>${style}`)
          .replace(ROOT_DIV, () => `<div id=root>${FRAME_START}${html}${FRAME_END}</div>`);

      rmSync(path.join(distDir, 'prerendered'), { recursive: true, force: true });
      mkdirSync(path.join(distDir, 'prerendered'), { recursive: true });
      for (const name of PAGES) {
        const file = name === 'generic' ? 'index.html' : `prerendered/${name}.html`;
        writeFileSync(path.join(distDir, file), page(renderPage(name)));
      }
      rmSync(serverDir, { recursive: true, force: true });
      mkdirSync(serverDir, { recursive: true });
      copyFileSync(bundle, path.join(serverDir, 'render.cjs'));
      const hashes = {
        'script-src': inlineScripts(template).map(sha256),
        'style-src': [sha256(css), ...(inPage.length > 0 ? [sha256('')] : [])],
      };
      writeFileSync(path.join(distDir, 'csp-hashes.json'), `${JSON.stringify(hashes, null, 2)}\n`);
    });
  }
}

/**
 * The modules of a Node render bundle: TS/TSX as in the browser build, CSS Modules with the browser
 * build's class names (same `localIdentName`, same context) extracted to a file, assets named but
 * not written. Shared by the shell's prerender and the remotes' server renders.
 * @param {string} name
 */
export function nodeRenderModule(name) {
  return {
    rules: [
      swcRule(true),
      {
        test: /\.css$/,
        use: [
          MiniCssExtractPlugin.loader,
          {
            loader: 'css-loader',
            options: {
              importLoaders: 0,
              modules: {
                auto: true,
                namedExport: false,
                exportLocalsConvention: 'as-is',
                localIdentName: localIdentName(name, true),
              },
            },
          },
        ],
      },
      // Icons and images keep their URLs but are not written a second time.
      {
        test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/i,
        type: 'asset/resource',
        generator: { emit: false },
      },
    ],
  };
}

/**
 * The top-level rules of a compacted style sheet (at-rules with their blocks), each as its text.
 * @param {string} css
 */
export function topLevelRules(css) {
  /** @type {string[]} */
  const rules = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    } else if (c === ';' && depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules.filter((rule) => rule !== '');
}

/**
 * The page's inline CSS with the shell's start-up style sheets in it: the prerender's sheet (the
 * same CSS Modules under the same class names) plus the start-up sheets' rules it lacks (parts of
 * the app the prerender never draws). The app would otherwise download each start-up sheet again,
 * and wait for it, before its first render: on a phone, bytes and round trips spent on styles the
 * page has. Each sheet gets an empty `<style data-href>` instead (sheetMarks), which webpack's CSS
 * loading takes for the sheet itself (mini-css-extract-plugin looks for a <style> or <link> with
 * that data-href before it adds a <link>).
 * @param {string} inlineCss  compacted (compactCss)
 * @param {string[]} startUp  dist-relative names (first-load.json)
 * @param {(file: string) => string} read
 * @returns {{ css: string, sheets: string[] }}
 */
export function withStartUpSheets(inlineCss, startUp, read) {
  const have = new Set(topLevelRules(inlineCss));
  const sheets = startUp.filter((file) => file.endsWith('.css'));
  /** @type {string[]} */
  const added = [];
  for (const file of sheets)
    for (const rule of topLevelRules(compactCss(read(file))))
      if (!have.has(rule)) {
        have.add(rule);
        added.push(rule);
      }
  return { css: [inlineCss, ...added].join('\n'), sheets };
}

/** Empty <style>s that stand for style sheets already in the page (inlinedSheets). */
const sheetMarks = (/** @type {string[]} */ files) =>
  files.map((file) => `<style data-href=/${file}></style>`).join('');

/** CSS for an inline <style>: comments and indentation cost bytes in every page; rules stay. */
export const compactCss = (/** @type {string} */ css) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s*\n\s*/g, '\n')
    .trim();

/**
 * @param {object} options
 * @param {string} options.dir    the app's directory (the shell)
 * @param {string} options.name   its federation name (class names carry it)
 * @param {string} options.entry  module exporting PAGES and renderPage(page) → HTML of #root
 * @param {string} options.dependsOn  name of the browser build that writes dist/index.html first
 */
export function createPrerenderConfig({ dir, name, entry, dependsOn }) {
  const bundleDir = path.join(dir, 'node_modules/.cache/prerender');
  return {
    name: `${name}-prerender`,
    dependencies: [dependsOn],
    context: dir,
    mode: 'production',
    target: 'node24',
    entry: { prerender: entry },
    devtool: false,
    output: {
      path: bundleDir,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: nodeRenderModule(name),
    // Readable output for a build step; nothing of it reaches the browser but HTML and CSS.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].css', ignoreOrder: true }),
      // One file (the app's lazy chunks inside): the site server loads dist-server/render.cjs alone.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new PrerenderHtmlPlugin({
        bundleDir,
        distDir: path.join(dir, 'dist'),
        serverDir: path.join(dir, 'dist-server'),
      }),
    ],
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
    cache: false,
  };
}
