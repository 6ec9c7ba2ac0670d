#!/usr/bin/env bash
# `npm test`: every check CI runs, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
started=$(date +%s)
# Each step's time, printed as it ends and listed at the end, so a slower step is seen in any run's log.
stage='' stage_started=$started times=''
step() {
  local now
  now=$(date +%s)
  if [ -n "$stage" ]; then
    printf -- '-- %s: %ss\n' "$stage" "$((now - stage_started))"
    times+="$(printf '%6ss  %s' "$((now - stage_started))" "$stage")"$'\n'
  fi
  stage="$1" stage_started=$now
  [ -n "$stage" ] && printf '\n== %s\n' "$stage"
  return 0
}

step 'install: npm packages and Chromium, where missing'
bash scripts/setup/install.sh --browser

step 'content: validate and generate'
npm run --silent content
# Each of eslint and tsc keeps one core busy: side by side they take the time of the slower one. Their output
# is printed whole, one after the other, once both have ended.
step 'lint (eslint and prettier) and typecheck, side by side'
checks=$(mktemp -d)
npm run --silent lint >"$checks/lint" 2>&1 &
lint=$!
npm run --silent typecheck >"$checks/typecheck" 2>&1 &
typecheck=$!
failed=''
wait "$lint" || failed+=' lint'
wait "$typecheck" || failed+=' typecheck'
for check in lint typecheck; do
  if [ -s "$checks/$check" ]; then
    printf -- '- %s:\n' "$check"
    cat "$checks/$check"
  fi
done
rm -rf "$checks"
if [ -n "$failed" ]; then
  echo "npm test:$failed failed: fix what is listed above (\`npm run format\` mends formatting)" >&2
  exit 1
fi
step 'unit, component, content and function tests (vitest)'
vitest run --project unit --project components --project node --project pipeline
step 'build: prerender every page of every locale'
bash scripts/build.sh --content-ready
step 'release gates over dist/: HTML validity, links, structured data (vitest)'
# Both browser stages use one server of this build, started here so that `netlify dev` boots while the gates
# run; it stops, with the mailbox and editor backend it started, however this script ends.
export BROWSERS_BASE_URL="http://localhost:${PORT:-8888}"
answers() { node -e "fetch(process.argv[1]).then(() => process.exit(0), () => process.exit(1))" "$1"; }
if answers "$BROWSERS_BASE_URL/"; then
  echo "npm test: something already answers at $BROWSERS_BASE_URL, not this build; stop it, or set PORT to a free port" >&2
  exit 1
fi
mkdir -p .state
# Job control gives the server a process group of its own, so stopping the group stops all it started.
set -m
bash scripts/local/serve.sh >.state/serve.log 2>&1 &
server=$!
set +m
trap 'kill -TERM -- "-$server" 2>/dev/null || true' EXIT
vitest run --project gates
step 'end to end in Chromium through netlify dev'
deadline=$(($(date +%s) + 240))
until answers "$BROWSERS_BASE_URL/"; do
  if ! kill -0 "$server" 2>/dev/null || [ "$(date +%s)" -gt "$deadline" ]; then
    echo "npm test: the site's server did not answer at $BROWSERS_BASE_URL; read .state/serve.log" >&2
    exit 1
  fi
  sleep 0.3
done
playwright test
step 'end to end in Firefox and WebKit'
bash tests/browsers/run.sh
step ''
printf '\n%s' "$times"
printf '\nnpm test: all checks passed in %ss\n' "$(($(date +%s) - started))"
