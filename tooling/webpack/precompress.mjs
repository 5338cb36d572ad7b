// The browser build's scripts, styles and JSON also written brotli-compressed at the best level
// (`name.br` beside `name`): the site server sends that file to a browser that takes brotli
// (scripts/lib/precompressed.mjs) instead of compressing on every request at the fast level it can
// afford there. Measured on the shell's start-up packages: 105 KB on the fly, 91 KB at the best
// level; a phone on 1.6 Mbit/s waits that much less before the first tap works.
import { constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/** What is worth it: text assets over 1 KB that shrink by a fifth at least (no source maps). */
export function precompressPlugin() {
  /** @type {typeof CompressionPlugin<import('node:zlib').BrotliOptions>} */
  const Brotli = CompressionPlugin;
  return new Brotli({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    test: /\.(js|css|json|svg)$/,
    compressionOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    },
    threshold: 1024,
    minRatio: 0.8,
  });
}
