#!/usr/bin/env bash
# The TypeScript client's tools (clients/typescript: openapi-typescript, openapi-fetch, tsc) for
# `make sdk` and the client's tests in `make test`: `npm ci` from its package-lock.json, skipped
# while node_modules holds that very lock (its sha256 is kept beside it). Node.js 18+ and npm come
# from Debian where they are missing and apt-get can (root); elsewhere it says what to install and
# exits 0, and the TypeScript tests skip (or fail, under CI=true).
set -euo pipefail
cd "$(dirname "$0")/../clients/typescript"
if ! command -v npm > /dev/null; then
    if command -v apt-get > /dev/null && [ "$(id -u)" = 0 ]; then
        echo "install_npm: installing Debian's nodejs and npm"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nodejs npm > /dev/null
    else
        echo "install_npm: no npm. Install Node.js 18 or later with npm (Debian: sudo apt-get" \
             "install nodejs npm); the TypeScript client's tests skip meanwhile." >&2
        exit 0
    fi
fi
want="$(sha256sum package-lock.json | cut -d' ' -f1)"
stamp=node_modules/.package-lock.sha256
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
    exit 0
fi
npm ci --no-audit --no-fund --loglevel=error
echo "$want" > "$stamp"
