#!/usr/bin/env node
// `pnpm --filter shell types:pull` (and mf-profile's; their `typecheck` runs it first): copies the
// published types of the remotes a consumer loads into its git-ignored `@mf-types/`, from where the
// site serves each remote (scripts/lib/types-pull.mjs says in which order).
//   --from <remote>=<folder|manifest URL>   take that remote's types from there instead
// Runs in the consumer's folder (pnpm --filter does that).
import { pullTypes, sourceFromArgument } from './lib/types-pull.mjs';

/** @type {Record<string, import('./lib/types-pull.mjs').TypesSource>} */
const overrides = {};
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const value = args[i] === '--from' ? args[++i] : undefined;
  const match = /^([a-z_]+)=(.+)$/.exec(value ?? '');
  if (!match) {
    console.error(`types-pull: unknown argument ${args[i]} (--from <remote>=<folder|url>)`);
    process.exit(2);
  }
  // Both groups of the pattern match something.
  overrides[/** @type {string} */ (match[1])] = sourceFromArgument(
    /** @type {string} */ (match[2]),
  );
}

try {
  await pullTypes(process.cwd(), { overrides });
} catch (error) {
  console.error(`types-pull: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
