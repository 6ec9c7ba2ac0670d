#!/usr/bin/env bash
# The visitor's suite in Firefox and WebKit (`npm run test:browsers`): serves the built site (dist/) with
# scripts/local/serve.sh (unless BROWSERS_BASE_URL names a server of it already), starts a virtual display and
# WebKitWebDriver, runs vitest's `browsers` project, and stops all it started however it ends (each in a process
# group of its own, browsers included), so a rerun finds its ports free. Arguments go to vitest:
# `npm run test:browsers -- webkit` runs one browser only.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$PWD/node_modules/.bin:$PATH"

# Next to the Playwright run's port, never on it: a server left there by `npm start` is not this build.
port="${BROWSERS_PORT:-$((${PORT:-8888} + 1))}"
# `npm test` serves this build once for both browser stages and names it here; otherwise this script serves it.
served="${BROWSERS_BASE_URL:-}"
logs=.state/browsers
mkdir -p "$logs"

if [ ! -f dist/index.html ]; then
  echo "test:browsers: no built site in dist/; run \`npm run build\` first" >&2
  exit 1
fi
for program in "${FIREFOX_PATH:-/usr/bin/firefox-esr}" WebKitWebDriver Xvfb; do
  if ! command -v "$program" >/dev/null; then
    echo "test:browsers: $program is missing; run \`bash scripts/with-node24.sh bash scripts/setup/install.sh --browser\`" >&2
    exit 1
  fi
done

groups=()
stop() {
  local group
  # Without job control from here on, the shell does not announce each job it stops as "Terminated".
  set +m
  for group in "${groups[@]}"; do kill -TERM -- "-$group" 2>/dev/null || true; done
  for group in "${groups[@]}"; do
    for _ in $(seq 50); do
      kill -0 -- "-$group" 2>/dev/null || break
      sleep 0.2
    done
    kill -KILL -- "-$group" 2>/dev/null || true
    wait "$group" 2>/dev/null || true
  done
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Job control puts each command started in the background in a process group of its own, whose id is the
# command's: stopping a group stops what that command started too (netlify dev's servers, a browser).
set -m
start() {
  "$@" &
  groups+=("$!")
}

answers() { node -e "fetch(process.argv[1]).then(() => process.exit(0), () => process.exit(1))" "$1"; }

free_port() {
  node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })"
}

# Waits for `check` to pass while the process group `group` lives; says what failed otherwise.
wait_until() {
  local what="$1" group="$2" seconds="$3"
  shift 3
  local until=$(($(date +%s) + seconds))
  until "$@"; do
    if ! kill -0 -- "-$group" 2>/dev/null; then
      echo "test:browsers: $what stopped before it was ready (see $logs/)" >&2
      exit 1
    fi
    if [ "$(date +%s)" -gt "$until" ]; then
      echo "test:browsers: $what was not ready within ${seconds}s (see $logs/)" >&2
      exit 1
    fi
    sleep 0.3
  done
}

if [ -n "$served" ]; then
  site="$served"
  if ! answers "$site/"; then
    echo "test:browsers: nothing answers at BROWSERS_BASE_URL=$site; serve the build there, or unset it" >&2
    exit 1
  fi
else
  site="http://localhost:$port"
  if answers "$site/"; then
    echo "test:browsers: something already answers on port $port; stop it, or set BROWSERS_PORT to a free port" >&2
    exit 1
  fi
  PORT="$port" start bash scripts/local/serve.sh >"$logs/serve.log" 2>&1
  serve_group="${groups[-1]}"
fi

# WebKitGTK's MiniBrowser needs a display: a virtual one, whose number Xvfb picks and writes to fd 3.
rm -f "$logs/display"
start Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$logs/display" 2>"$logs/xvfb.log"
wait_until 'Xvfb' "${groups[-1]}" 20 test -s "$logs/display"
export DISPLAY=":$(cat "$logs/display")"

driver_port="$(free_port)"
start WebKitWebDriver --port="$driver_port" >"$logs/webkitwebdriver.log" 2>&1
wait_until 'WebKitWebDriver' "${groups[-1]}" 20 answers "http://127.0.0.1:$driver_port/status"

[ -n "$served" ] || wait_until "the site on port $port (scripts/local/serve.sh)" "$serve_group" 240 answers "$site/"

export BROWSERS_BASE_URL="$site"
export WEBKIT_DRIVER_URL="http://127.0.0.1:$driver_port"
# In a group of its own too, so Firefox (its child) ends with it even when this script is interrupted.
start vitest run --project browsers "$@"
if ! wait "${groups[-1]}"; then
  echo "test:browsers: failed; the server's, driver's and display's logs are in $logs/" >&2
  exit 1
fi
