#!/bin/sh
# The image's entry point: the container's argument is the process role, `all` (default), `web`
# or `worker`. Checks the variables that role needs, then becomes the Node process (so it gets the
# container's signals directly).
set -eu
role="${1:-all}"
: "${DATABASE_URL:?DATABASE_URL is required}"
case "$role" in
  all | web) : "${SESSION_SECRET:?SESSION_SECRET is required}" "${CRM_TOKEN_SECRET:?CRM_TOKEN_SECRET is required}" ;;
  worker) ;;
  *)
    echo "unknown role '$role': use all, web or worker" >&2
    exit 64
    ;;
esac
exec node --import tsx server/main.ts "$role"
