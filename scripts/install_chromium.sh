#!/usr/bin/env bash
# Debian's Chromium and ChromeDriver for the web client's browser tests (tests/e2e/test_web_*.py),
# run by `make test`. Installs only when the browser is missing, and only where apt-get can (root
# on Debian or Ubuntu); elsewhere it says what to install and exits 0, and the browser tests skip
# (or fail, under CI=true). Playwright drives this browser: it never downloads one of its own.
set -euo pipefail
CHROMIUM="${PITHEAD_CHROMIUM:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
    exit 0
fi
if command -v apt-get > /dev/null && [ "$(id -u)" = 0 ]; then
    echo "install_chromium: installing Debian's chromium and chromium-driver"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver > /dev/null
else
    echo "install_chromium: no $CHROMIUM. Install Chromium (Debian: sudo apt-get install chromium)" \
         "or point PITHEAD_CHROMIUM at a Chromium binary; the browser tests skip meanwhile." >&2
fi
