#!/usr/bin/env bash
# `npm run build`: content → prerendered pages → search, feeds, sitemap, headers → a check of all of it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
tsx scripts/build-content.ts
vite-react-ssg build
tsx scripts/postbuild.ts
tsx scripts/verify-dist.ts
