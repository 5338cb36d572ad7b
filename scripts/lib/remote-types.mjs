// The published types of a remote ("Types travel with the remote"): the
// declarations of what it exposes, as one JSON archive next to its manifest (`@mf-types.json`),
// written by its production build (tooling/webpack/publish-types.mjs) and read by its consumers'
// type checks (scripts/types-pull.mjs) from wherever the remote is served.
//
//   { "format": "mf-types/1", "name": "mf_messaging", "package": "mf-messaging", "version": "0.1.0",
//     "exposes": { "./ConversationList": "ConversationList.d.ts" },
//     "files": { "ConversationList.d.ts": "export { default } from './src/exposes/ConversationList';",
//                "src/exposes/ConversationList.d.ts": "…", "src/features/…/conversation-list.d.ts": "…" } }
//
// Only the declarations an exposed module needs: starting at each expose, a file's declarations are
// emitted, and the relative modules they import are emitted next (a page that takes no props is one
// or two small files). Imports of packages (`react`, `shared-api`) stay as they are: the consumer
// resolves them from its own dependencies, as with federation's own @mf-types.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const TYPES_ARCHIVE = '@mf-types.json';
const FORMAT = 'mf-types/1';

/** A remote whose types cannot be published or read: a message, no stack. */
export class RemoteTypesError extends Error {
  /** @override */
  name = 'RemoteTypesError';
}

/**
 * The remote's own compiler options, set to emit declarations only.
 * @param {string} dir
 * @returns {{ ambient: string[], options: ts.CompilerOptions }}
 */
function compilerOptions(dir) {
  const configPath = path.join(dir, 'tsconfig.json');
  const host = {
    ...ts.sys,
    /** @param {ts.Diagnostic} d */
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new RemoteTypesError(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, host);
  // A config that cannot be read threw in onUnRecoverableConfigFileDiagnostic above.
  if (!parsed) throw new RemoteTypesError(`${configPath} cannot be read`);
  return {
    // Ambient declarations of the project (tooling/*.d.ts: CSS Modules), so that the remote's files
    // type the same here as in its own type check.
    ambient: parsed.fileNames.filter((f) => f.endsWith('.d.ts')),
    options: {
      ...parsed.options,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      sourceMap: false,
      incremental: false,
      composite: false,
      rootDir: dir,
      outDir: path.join(dir, '.mf-types-out'), // never written: emit goes to a callback
    },
  };
}

/**
 * Every module specifier a declaration file names (imports, re-exports, `import('…')` types).
 * @param {string} text
 * @returns {string[]}
 */
function specifiersOf(text) {
  const source = ts.createSourceFile('x.d.ts', text, ts.ScriptTarget.Latest, false);
  /** @type {string[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found, ...source.referencedFiles.map((r) => r.fileName)];
}

/** @param {string} p */
const toPosix = (p) => p.split(path.sep).join('/');
/** @param {string} rel */
const declarationName = (rel) => rel.replace(/(\.d)?\.(tsx?|mts|cts)$/, '.d.ts');

/**
 * The archive of a remote's exposed types. `exposes` is the federation config's map
 * (`'./ListingsPage': './src/exposes/ListingsPage.tsx'`), `dir` the remote's package folder.
 * Throws a RemoteTypesError when a declaration cannot be emitted or reaches outside the remote.
 * @param {{ dir: string, name: string, exposes: Record<string, string> }} options
 */
export function buildRemoteTypes({ dir, name, exposes }) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const { options, ambient } = compilerOptions(dir);
  const entries = Object.entries(exposes).map(([key, file]) => ({
    key,
    file: path.resolve(dir, file),
  }));
  const program = ts.createProgram({
    rootNames: [...entries.map((e) => e.file), ...ambient],
    options,
  });
  const checker = program.getTypeChecker();
  /** @type {Map<string, string>} */
  const files = new Map();
  const queue = entries.map((e) => e.file);
  /** @type {Set<string>} */
  const done = new Set();

  while (queue.length) {
    const file = /** @type {string} */ (queue.shift());
    if (done.has(file)) continue;
    done.add(file);
    const source = program.getSourceFile(file);
    if (!source) throw new RemoteTypesError(`${name}: ${file} is not part of the program`);
    /** @type {string | undefined} */
    let text = source.isDeclarationFile ? source.text : undefined;
    if (!source.isDeclarationFile) {
      const result = program.emit(source, (_out, data) => (text = data), undefined, true);
      if (result.diagnostics.length) {
        const host = {
          getCanonicalFileName: (/** @type {string} */ f) => f,
          getCurrentDirectory: () => dir,
          getNewLine: () => '\n',
        };
        throw new RemoteTypesError(
          `${name}: the types of ${path.relative(dir, file)} cannot be published:\n` +
            ts.formatDiagnostics(result.diagnostics, host),
        );
      }
    }
    // Emitted above: a program without diagnostics writes every declaration.
    const declaration = /** @type {string} */ (text);
    files.set(toPosix(declarationName(path.relative(dir, file))), declaration);
    for (const specifier of specifiersOf(declaration)) {
      if (!specifier.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      const target = resolved?.resolvedFileName;
      if (!target || path.relative(dir, target).startsWith('..')) {
        throw new RemoteTypesError(
          `${name}: the types of ${path.relative(dir, file)} import '${specifier}', which is not ` +
            `a module of ${pkg.name}; an exposed type must come from the remote or a package`,
        );
      }
      queue.push(target);
    }
  }

  /** @type {Record<string, string>} */
  const exposed = {};
  for (const { key, file } of entries) {
    const entry = key.replace(/^\.\//, '');
    const target = `./${toPosix(path.relative(dir, file)).replace(/\.(tsx?|mts|cts)$/, '')}`;
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    const hasDefault =
      symbol && checker.getExportsOfModule(symbol).some((s) => s.name === 'default');
    files.set(
      `${entry}.d.ts`,
      `export * from '${target}';\n` + (hasDefault ? `export { default } from '${target}';\n` : ''),
    );
    exposed[key] = `${entry}.d.ts`;
  }

  return {
    format: FORMAT,
    name,
    package: pkg.name,
    version: pkg.version,
    exposes: exposed,
    files: Object.fromEntries([...files].sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}

/**
 * Checks that `archive` (parsed JSON, from anywhere) is a types archive of `name`; returns it.
 * @param {any} archive
 * @param {string} name
 * @param {string} from
 */
export function validArchive(archive, name, from) {
  /** @param {string} why */
  const fail = (why) => {
    throw new RemoteTypesError(`${name}: ${from} is not a types archive of ${name} (${why})`);
  };
  if (archive?.format !== FORMAT) fail(`format is not ${FORMAT}`);
  if (archive.name !== name) fail(`it is ${archive.name}'s`);
  for (const [file, text] of Object.entries(archive.files ?? {})) {
    const normal = path.posix.normalize(file);
    if (normal !== file || normal.startsWith('..') || path.posix.isAbsolute(normal)) {
      fail(`unsafe file name ${file}`);
    }
    if (!file.endsWith('.d.ts') || typeof text !== 'string') fail(`${file} is not a declaration`);
  }
  return archive;
}
