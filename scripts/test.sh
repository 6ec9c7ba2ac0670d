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
vitest run --project unit --project components --project node
step 'build: prerender every route of every locale'
bash scripts/build.sh
step 'release gates over dist/: HTML validity, links, structured data (vitest)'
vitest run --project gates
step 'end to end in Chromium through netlify dev'
playwright test
step 'end to end in Firefox and WebKit'
bash tests/browsers/run.sh
step ''
printf '\n%s' "$times"
printf '\nnpm test: all checks passed in %ss\n' "$(($(date +%s) - started))"
