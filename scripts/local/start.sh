#!/usr/bin/env bash
# `npm start`: install what is missing, build every page of every locale, then serve pages and
# functions locally (scripts/local/serve.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/setup/install.sh
bash scripts/build.sh
exec bash scripts/local/serve.sh
