#!/usr/bin/env bash
# `npm test`: every check CI runs, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
started=$(date +%s)
step() { printf '\n== %s\n' "$1"; }

step 'install: npm packages and Chromium, where missing'
bash scripts/setup/install.sh --browser

step 'content: validate and generate'
npm run --silent content
step 'lint: eslint and prettier'
npm run --silent lint
step 'typecheck'
npm run --silent typecheck
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
printf '\nnpm test: all checks passed in %ss\n' "$(($(date +%s) - started))"
