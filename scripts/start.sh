#!/usr/bin/env bash
# `npm start`: build every page of every locale, then serve pages and functions locally.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build
exec bash scripts/serve.sh
