#!/usr/bin/env bash
# Serves the built site (dist/) and the functions with Netlify's own CLI, offline, on
# http://localhost:8888. Blobs use the CLI's local sandbox under .netlify/; with no SMTP_URL
# set, messages are stored and only their id is logged.
set -euo pipefail
cd "$(dirname "$0")/.."
# The CLI writes its config here instead of the user's home, and never asks the network for updates.
export XDG_CONFIG_HOME="$PWD/.state/netlify-config"
export NO_UPDATE_NOTIFIER=1 NETLIFY_TELEMETRY_DISABLED=1
mkdir -p "$XDG_CONFIG_HOME"
# Without edge functions, skip the Deno download that would kill the server after a minute.
exec npx netlify dev --offline --internal-disable-edge-functions --no-open --port "${PORT:-8888}" "$@"
