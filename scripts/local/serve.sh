#!/usr/bin/env bash
# Serves the built site (dist/) and the functions with Netlify's own CLI, offline, on
# http://localhost:${PORT:-8888}. Local stand-ins: Blobs use the CLI's sandbox under .netlify/, and
# mail goes to a local SMTP server that saves each mail in .state/mailbox/ (scripts/local/mailbox.ts).
# Set SMTP_URL (and CONTACT_TO, MAIL_FROM) to use a real mail server instead; LOCAL_MAILBOX=0 runs
# with no mail at all (messages are stored and wait in the outbox, only their id is logged).
set -euo pipefail
cd "$(dirname "$0")/../.."
PORT="${PORT:-8888}"
# The CLI writes its config here instead of the user's home, and never asks the network for updates.
export XDG_CONFIG_HOME="$PWD/.state/netlify-config"
export NO_UPDATE_NOTIFIER=1 NETLIFY_TELEMETRY_DISABLED=1
mkdir -p "$XDG_CONFIG_HOME"
# What this script starts beside the server (mailbox, editor backend) stops with it however it ends (a signal
# too), so nothing outlives it on its port.
helpers=""
trap 'kill $helpers 2>/dev/null || true' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if [ -z "${SMTP_URL:-}" ] && [ "${LOCAL_MAILBOX:-1}" != 0 ]; then
  # Derived from the site's port so two checkouts can serve side by side.
  MAILBOX_PORT="${MAILBOX_PORT:-$((PORT - 6000))}"
  ready="$PWD/.state/mailbox.ready"
  rm -f "$ready"
  MAILBOX_READY="$ready" npx tsx scripts/local/mailbox.ts "$MAILBOX_PORT" &
  mailbox=$!
  helpers="$helpers $mailbox"
  # Mail must reach this checkout's mailbox: if it could not listen (another server holds the port),
  # stop here rather than send the functions' mail to whatever answers there.
  until [ -s "$ready" ]; do
    if ! kill -0 "$mailbox" 2>/dev/null; then
      echo "serve: the local mailbox did not start on port $MAILBOX_PORT (see above); stop what holds it, or set MAILBOX_PORT" >&2
      exit 1
    fi
    sleep 0.2
  done
  export SMTP_URL="smtp://127.0.0.1:$MAILBOX_PORT"
  export CONTACT_TO="${CONTACT_TO:-contact@terraluce.example}"
  export MAIL_FROM="${MAIL_FROM:-site@terraluce.example}"
fi

# The key that signs the newsletter's confirmation and unsubscribe links: made once per checkout and kept
# in .state/ so links in earlier local mails keep working across restarts. Set NEWSLETTER_SECRET to use another.
if [ -z "${NEWSLETTER_SECRET:-}" ]; then
  mkdir -p .state
  if [ ! -s .state/newsletter-secret ]; then
    (umask 077 && node -e "process.stdout.write(require('crypto').randomBytes(32).toString('hex'))" > .state/newsletter-secret)
  fi
  NEWSLETTER_SECRET="$(cat .state/newsletter-secret)"
  export NEWSLETTER_SECRET
fi

# The key that seals what visitors send (netlify/lib/personal.ts): made once per checkout in .state/, where
# `npm run leads` and `npm run comments` read it too. Set PERSONAL_DATA_KEY to use another.
if [ -z "${PERSONAL_DATA_KEY:-}" ]; then
  mkdir -p .state
  if [ ! -s .state/personal-data-key ]; then
    (umask 077 && node -e "process.stdout.write(require('crypto').randomBytes(32).toString('hex'))" > .state/personal-data-key)
  fi
  PERSONAL_DATA_KEY="$(cat .state/personal-data-key)"
  export PERSONAL_DATA_KEY
fi

# The content editor at /admin/ edits this checkout's own files through Decap's local backend, with no account.
# Its port is the site's minus 800 (scripts/cms/admin/names.ts says so to the editor); it listens on the
# loopback interface only, since it writes to the checkout for whoever reaches it. LOCAL_EDITOR=0 for none.
if [ "${LOCAL_EDITOR:-1}" != 0 ]; then
  EDITOR_PORT=$((PORT - 800))
  # Behind a proxy that refuses any Host but localhost's (scripts/local/editor-backend.ts: DNS rebinding).
  GIT_REPO_DIRECTORY="$PWD" npx tsx scripts/local/editor-backend.ts "$EDITOR_PORT" &
  helpers="$helpers $!"
fi

# Without edge functions, skip the Deno download that would kill the server after a minute.
npx netlify dev --offline --internal-disable-edge-functions --no-open --port "$PORT" "$@"
