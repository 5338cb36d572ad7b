// Command-line flags of `pnpm bench` (see bench/README.md).
export const SECTIONS = [
  'bundle',
  'lighthouse',
  'api',
  'scale',
  'live',
  'mail',
  'push',
  'soak',
  'listings',
  'town',
  'tap',
  'rolling',
];
const PRESETS = ['desktop', 'mobile'];

export const USAGE = `Usage: pnpm bench [-- options]

  --only a,b        run only these sections (${SECTIONS.join(', ')})
  --skip a,b        run every section but these
  --presets a,b     Lighthouse presets (${PRESETS.join(', ')}; default both)
  --runs N          Lighthouse runs per page and preset, median reported (default 1)
  --pages a,b       Lighthouse only on pages whose label contains one of these words
                    (e.g. --pages listing: the listing pages; default every page)
  --rebuild         run \`pnpm build\` even when every app's dist/ exists
  --help            this text
`;

/**
 * @param {string | undefined} value
 * @param {string[]} allowed
 * @param {string} flag
 */
function list(value, allowed, flag) {
  const items = String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = items.filter((s) => !allowed.includes(s));
  if (items.length === 0 || unknown.length) {
    throw new Error(`${flag} takes a comma-separated list of ${allowed.join(', ')}`);
  }
  return items;
}

/** @typedef {{ sections: Set<string>, presets: string[], runs: number, pages: string[] | null, rebuild: boolean, help?: boolean }} BenchOptions */

/**
 * @param {string[]} argv
 * @returns {BenchOptions}
 */
export function parseArgs(argv) {
  /** @type {BenchOptions} */
  const options = {
    sections: new Set(SECTIONS),
    presets: PRESETS,
    runs: 1,
    pages: null,
    rebuild: false,
  };
  // `pnpm bench -- --only x` hands the `--` through: ignore it.
  const args = argv.filter((a) => a !== '--');
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = String(args[i]).split('=', 2);
    const value = () => inline ?? args[++i];
    if (flag === '--only') options.sections = new Set(list(value(), SECTIONS, flag));
    else if (flag === '--skip')
      for (const s of list(value(), SECTIONS, flag)) options.sections.delete(s);
    else if (flag === '--presets') options.presets = list(value(), PRESETS, flag);
    else if (flag === '--runs') {
      options.runs = Number(value());
      if (!Number.isInteger(options.runs) || options.runs < 1 || options.runs > 9)
        throw new Error('--runs takes a whole number from 1 to 9');
    } else if (flag === '--pages') {
      options.pages = String(value() ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (options.pages.length === 0)
        throw new Error('--pages takes a comma-separated list of words');
    } else if (flag === '--rebuild') options.rebuild = true;
    else if (flag === '--help' || flag === '-h') options.help = true;
    else throw new Error(`unknown option ${args[i]}\n\n${USAGE}`);
  }
  return options;
}
