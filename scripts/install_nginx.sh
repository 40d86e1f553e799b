#!/usr/bin/env bash
# Debian's nginx for the gateway tests (tests/deploy/test_gateway.py checks the generated config,
# tests/e2e/test_many_processes.py serves two API deployments behind it), run by `make test`.
# Installs only when nginx is missing, and only where apt-get can (root on Debian or Ubuntu);
# elsewhere it says what to install and exits 0, and those tests skip (or fail, under CI=true).
# Only the binary is used: the tests start their own nginx with their own config on a free port,
# and the Debian package's own server is never started (it would hold port 80).
set -euo pipefail
NGINX="${PITHEAD_NGINX:-/usr/sbin/nginx}"
if [ -x "$NGINX" ] || command -v nginx > /dev/null; then
    exit 0
fi
if command -v apt-get > /dev/null && [ "$(id -u)" = 0 ]; then
    echo "install_nginx: installing Debian's nginx"
    apt-get update -qq
    # policy-rc.d (exit 101) tells the package not to start its own server on port 80
    own_policy=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
        own_policy=1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx > /dev/null
    if [ -n "$own_policy" ]; then rm -f /usr/sbin/policy-rc.d; fi
else
    echo "install_nginx: no nginx. Install it (Debian: sudo apt-get install nginx) or point" \
         "PITHEAD_NGINX at an nginx binary; the gateway tests skip meanwhile." >&2
fi
