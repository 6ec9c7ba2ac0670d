#!/usr/bin/env bash
# Installs what the project needs, only when it is missing or stale, so `npm start` and `npm test`
# work on a fresh clone: the locked npm packages (again whenever package-lock.json or the Node
# version changes, since native addons are built for one Node), and with `--browser` Debian's
# Chromium for the end-to-end tests, and Firefox and WebKit for tests/browsers/ (no test tool downloads a
# browser of its own here).
# Run through scripts/with-node24.sh, which puts the right Node first on PATH.
set -euo pipefail
cd "$(dirname "$0")/../.."

stamp=node_modules/.terraluce-install
# The patches under patches/ are applied by npm's postinstall, so a changed patch reinstalls too.
want="$(node --version) $(cat package-lock.json patches/*.patch | sha256sum | cut -c1-16)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "install: npm ci (node_modules missing or made for another lockfile, patch or Node)"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$want" >"$stamp"
fi

if [ "${1:-}" = --browser ] && ! command -v "${CHROME_PATH:-chromium}" >/dev/null 2>&1; then
  echo "install: Debian's chromium and fonts for the end-to-end tests"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq chromium fonts-noto-core >/dev/null
fi

# The same suite in Firefox and WebKit (tests/browsers/): Debian's browsers and WebKit's driver, a virtual
# display for WebKitGTK.
if [ "${1:-}" = --browser ]; then
  missing=""
  for pair in firefox-esr:firefox-esr webkit2gtk-driver:WebKitWebDriver xvfb:Xvfb; do
    command -v "${pair#*:}" >/dev/null 2>&1 || missing="$missing ${pair%%:*}"
  done
  if [ -n "$missing" ]; then
    echo "install: Debian's$missing for the tests in Firefox and WebKit"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq
    # shellcheck disable=SC2086 # one word per package
    $sudo apt-get install -y -qq $missing >/dev/null
  fi
fi
