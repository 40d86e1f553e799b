#!/usr/bin/env bash
# make deploy-check: the compose stack as an operator runs it. Builds the image, starts every service,
# waits until every healthcheck is healthy, checks Flower's API behind its basic auth, plays a game of
# every game with bots through the gateway while one API container (rules) and the worker restart
# mid-game, checks that no acknowledged move is lost, then tears everything down (volumes too).
# Needs a Docker daemon and Compose v2 (`docker compose`) or v1.29 (`docker-compose`); base images
# that cannot be pulled are built from Debian packages (scripts/debian_images.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
PROJECT=${PROJECT:-pithead-check}
export PITHEAD_PORT=${PITHEAD_PORT:-18000} FLOWER_PORT=${FLOWER_PORT:-15555}
export FLOWER_BASIC_AUTH="check:$(python3 -c 'import secrets; print(secrets.token_hex(8))')"
HEALTH_TIMEOUT_S=${HEALTH_TIMEOUT_S:-300}
IMAGE_BUDGET_MB=${IMAGE_BUDGET_MB:-200}   # issue 35: the services' image under 200 MB
OPS_BUDGET_MB=${OPS_BUDGET_MB:-220}       # pithead-ops: the same plus Flower (tornado and its kin)

say() { echo "deploy-check: $*"; }

if ! docker info >/dev/null 2>&1; then
    say "NOT RUN: no Docker daemon reachable (docker info failed); nothing was built or started"
    exit 2
fi
if docker compose version >/dev/null 2>&1; then
    COMPOSE=(docker compose -p "$PROJECT")
elif command -v docker-compose >/dev/null; then
    COMPOSE=(docker-compose -p "$PROJECT")
else
    say "NOT RUN: neither Compose v2 (docker compose) nor v1 (docker-compose) is installed"
    exit 2
fi
say "$("${COMPOSE[@]:0:${#COMPOSE[@]}-2}" version | head -1)"

teardown() { "${COMPOSE[@]}" down -v --remove-orphans >/dev/null 2>&1 || true; }
trap teardown EXIT

scripts/debian_images.sh
started=$(date +%s)
"${COMPOSE[@]}" build --quiet
for pair in "pithead:latest $IMAGE_BUDGET_MB" "pithead-ops:latest $OPS_BUDGET_MB"; do
    read -r image budget <<< "$pair"
    bytes=$(docker image inspect -f '{{.Size}}' "$image")
    say "image $image $(awk -v b="$bytes" 'BEGIN {printf "%.1f", b / 1e6}') MB (budget $budget MB)"
    (( bytes < budget * 1000000 )) || { say "FAIL: $image is over its $budget MB budget"; exit 1; }
done
"${COMPOSE[@]}" up -d

wait_healthy() {
    local deadline=$(( $(date +%s) + HEALTH_TIMEOUT_S )) pending
    while :; do
        pending=()
        for id in $("${COMPOSE[@]}" ps -q); do
            status=$(docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$id")
            [[ $status == healthy || $status == running ]] || pending+=("$(docker inspect -f '{{.Name}}' "$id"):$status")
        done
        (( ${#pending[@]} == 0 )) && return 0
        if (( $(date +%s) > deadline )); then
            say "FAIL: not healthy after ${HEALTH_TIMEOUT_S} s: ${pending[*]}"
            "${COMPOSE[@]}" ps
            "${COMPOSE[@]}" logs --tail 30
            return 1
        fi
        sleep 3
    done
}

wait_healthy
say "$("${COMPOSE[@]}" ps -q | wc -l) containers healthy (or running, without a healthcheck) after $(( $(date +%s) - started )) s"

flower=http://127.0.0.1:${FLOWER_PORT}/api/workers
anonymous=$(python3 -c "import sys,urllib.request as u
try: u.urlopen(sys.argv[1], timeout=5); print(200)
except u.HTTPError as e: print(e.code)" "$flower")
user=${FLOWER_BASIC_AUTH%%:*} password=${FLOWER_BASIC_AUTH#*:}
authorised=$(python3 -c "import sys,base64,urllib.request as u
r = u.Request(sys.argv[1], headers={'Authorization': 'Basic ' + base64.b64encode(sys.argv[2].encode()).decode()})
print(u.urlopen(r, timeout=10).status)" "$flower" "$user:$password")
[[ $anonymous == 401 && $authorised == 200 ]] || { say "FAIL: Flower API anonymous $anonymous, authorised $authorised"; exit 1; }
say "Flower API: 401 without credentials, 200 with them"

restart="${COMPOSE[*]} restart rules worker"
python3 scripts/deploy_play.py "http://127.0.0.1:${PITHEAD_PORT}" --restart "$restart"
wait_healthy
say "PASS in $(( $(date +%s) - started )) s"
