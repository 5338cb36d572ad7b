// The files the build compressed ahead at brotli's best level (tooling/webpack/precompress.mjs
// writes `name.br` beside `name`): a browser that takes brotli gets that file as it is. Everything
// else is compressed on the fly at the fast level (`compression`). A `.br` is sent only once it has
// been seen to decode to its file, byte for byte: a file rewritten after the build (or copied
// in another order, which leaves no telling mtime) must never be answered with its old code.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import mime from 'mime-types';
import Negotiator from 'negotiator';

/** @param {string} file */
const version = (file) => {
  try {
    const info = statSync(file);
    return info.isFile() ? `${info.mtimeMs}:${info.size}` : null;
  } catch {
    return null;
  }
};

/** Whether a `.br` decodes to its file, by both files' versions: checked once per version. */
const checked = new Map();
const MAX_CHECKED = 5000;

/**
 * @param {string} file
 * @param {string} key  both files' versions
 */
function decodesTo(file, key) {
  let same = checked.get(key);
  if (same === undefined) {
    try {
      same = brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file));
    } catch {
      same = false;
    }
    if (checked.size >= MAX_CHECKED) checked.clear();
    checked.set(key, same);
  }
  return same;
}

/**
 * The file a URL path names inside `root`, or null (undecodable, or outside it: serve-static then
 * refuses the request itself).
 * @param {string} root  absolute
 * @param {string} pathname
 */
function fileAt(root, pathname) {
  try {
    const file = path.resolve(root, `.${decodeURIComponent(pathname)}`);
    return file.startsWith(`${root}${path.sep}`) ? file : null;
  } catch {
    return null;
  }
}

/**
 * The URL to hand serve-static instead of the request's, naming the `.br` beside the file, or
 * null: the request takes brotli (its Accept-Encoding, q-values honoured) and the build left one
 * that decodes to the file.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} root  the served folder, absolute
 * @param {URL} url  the request's URL, parsed
 */
export function precompressedUrl(req, root, url) {
  const file = fileAt(root, url.pathname);
  if (!file || path.extname(file) === '.br') return null;
  if (!new Negotiator(req).encodings(['br']).includes('br')) return null;
  const original = version(file);
  const compressed = version(`${file}.br`);
  if (original === null || compressed === null) return null;
  if (!decodesTo(file, `${file}:${original}:${compressed}`)) return null;
  return `${(req.url ?? '').split('?')[0]}.br${url.search}`;
}

/**
 * Headers of a `.br` sent for its file: the file's own type, brotli, varies by Accept-Encoding.
 * Returns the file's path (for the headers that depend on it).
 * @param {import('node:http').ServerResponse} res
 * @param {string} brFile
 */
export function setPrecompressedHeaders(res, brFile) {
  const file = brFile.slice(0, -'.br'.length);
  res.setHeader('Content-Encoding', 'br');
  res.setHeader('Content-Type', mime.contentType(path.extname(file)) || 'application/octet-stream');
  res.setHeader('Vary', 'Accept-Encoding');
  return file;
}
