#!/usr/bin/env bash
# `npm run build`: content → prerendered pages and headers → search index → feeds, sitemap → a check of all of it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
# On Netlify only: a deploy without the secrets its functions need stops here, naming the variable.
tsx scripts/setup/check-deploy-env.ts
# `npm test` runs the content step first, for the checks that read src/generated/, and nothing it runs before the
# build writes content/ or src/generated/: it says so with --content-ready, and the step is not run twice.
if [ "${1:-}" != --content-ready ]; then
  tsx scripts/content/build.ts
fi
# Set before vite-react-ssg's command line imports React: otherwise every page renders with React's
# development build (same HTML, about a fifth more CPU).
NODE_ENV=production vite-react-ssg build
tsx scripts/finish/search-index.ts
tsx scripts/finish/postbuild.ts
tsx scripts/cms/write-admin.ts
tsx scripts/finish/verify-dist.ts
