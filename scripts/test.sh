#!/usr/bin/env bash
# `npm test`: every check CI runs, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { printf '\n== %s\n' "$1"; }

step 'content: validate and generate'
npm run --silent content
step 'lint: eslint and prettier'
npm run --silent lint
step 'typecheck'
npm run --silent typecheck
step 'unit, component, content and function tests (vitest)'
npx vitest run --project unit --project node
step 'build: prerender every route of every locale'
npm run --silent build
step 'release gates over dist/: HTML validity, links, structured data (vitest)'
npx vitest run --project gates
step 'end to end in Chromium through netlify dev'
npx playwright test
printf '\nnpm test: all checks passed in %ss\n' "$(($(date +%s) - started))"
