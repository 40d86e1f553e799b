"""Play a game of every game with bots, through a running gateway, restarting services mid-game.

    python3 scripts/deploy_play.py http://127.0.0.1:8000 [--restart 'SHELL COMMAND'] [--games a,b]

Standard library only (make deploy-check runs it with the host's python3). In each game one seat is
this script's player, whose moves the bot service picks (POST /v1/bots/{game}/move); the other seats
are bots. After the player's third acknowledged move in the first game, --restart's command runs
(deploy-check: restart one API container and the worker). At the end of each game, every move the API
acknowledged (200) must be in the game's log, in order, as the player's seat's actions: else exit 1.
"""
import argparse
import json
import subprocess
import sys
import time
import urllib.error
import urllib.request

RETRY = {502, 503, 504}   # the gateway while an upstream restarts: the request never reached it
GAME_BUDGET_S = 900


class Api:
    """A registered player talking JSON to the gateway; waits out restarts and rate limits."""

    def __init__(self, base: str):
        self.base, self.token = base.rstrip("/"), None
        self.token = self.call("POST", "/v1/players", {"name": "deploy-check"})[1]["token"]

    def call(self, method: str, path: str, body=None, patience: float = 120) -> tuple[int, dict]:
        """(status, JSON body); a 5xx other than a gateway's is a failure."""
        deadline = time.monotonic() + patience
        while True:
            status, reply = self._once(method, path, body)
            if status == 429 or (status in RETRY and time.monotonic() < deadline):
                time.sleep(1.0)
                continue
            if status >= 500:
                raise SystemExit(f"FAIL {method} {path}: {status} {reply}")
            return status, reply

    def _once(self, method: str, path: str, body) -> tuple[int, dict]:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.base + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if self.token:
            request.add_header("Authorization", f"Bearer {self.token}")
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, json.loads(response.read() or b"{}")
        except urllib.error.HTTPError as error:
            text = error.read()
            try:
                return error.code, json.loads(text or b"{}")
            except ValueError:
                return error.code, {"text": text[:200].decode(errors="replace")}
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            return 503, {"detail": "no connection"}


def bot_move(api: Api, game: str, gid: str, level: str) -> dict | None:
    """The bot service's move for the player's seat, or None when it could not pick one."""
    status, asked = api.call("POST", f"/v1/bots/{game}/move", {"level": level, "game_id": gid})
    if status != 202:
        return None
    for _ in range(600):
        _, move = api.call("GET", f"/v1/bots/moves/{asked['id']}")
        if move.get("status") != "pending":
            return move if move.get("status") == "done" else None
        time.sleep(0.1)
    return None


def new_game(api: Api, entry: dict, seed: int) -> str:
    """A started game of `entry` (catalog) with the player and bots at the fewest seats."""
    seats = max(2, entry["seats"]["min"])
    level = "random" if "random" in [lv["name"] for lv in entry["bot_levels"]] else entry["default_bot_level"]
    _, game = api.call("POST", "/v1/games", {"game": entry["name"], "seats": seats, "seed": seed})
    for _ in range(seats - 1):
        status, reply = api.call("POST", f"/v1/games/{game['id']}/bots", {"level": level})
        assert status in (200, 201), reply
    status, reply = api.call("POST", f"/v1/games/{game['id']}/start")
    assert status in (200, 202), reply
    return game["id"]


def play(api: Api, entry: dict, seed: int, restart: str | None) -> tuple[str, list[list]]:
    """Play one game to its end; its id and the player's acknowledged action lists, in order."""
    gid, acked = new_game(api, entry, seed), []
    level = "random" if "random" in [lv["name"] for lv in entry["bot_levels"]] else entry["default_bot_level"]
    deadline = time.monotonic() + GAME_BUDGET_S
    while time.monotonic() < deadline:
        _, state = api.call("GET", f"/v1/games/{gid}/state")
        if state["status"] == "finished":
            return gid, acked
        move = state["seat"] in state["active_seats"] and bot_move(api, entry["name"], gid, level)
        if not move or move.get("version") != state["version"]:
            time.sleep(0.2)
            continue
        status, _ = api.call("POST", f"/v1/games/{gid}/actions",
                             {"actions": move["actions"], "expected_version": state["version"]})
        if status == 200:
            acked.append(move["actions"])
            if restart and len(acked) == 3:
                print(f"  restarting mid-game: {restart}", flush=True)
                subprocess.run(restart, shell=True, check=True)
                restart = None
    raise SystemExit(f"FAIL {entry['name']} {gid}: not finished in {GAME_BUDGET_S} s")


def check_log(api: Api, gid: str, acked: list[list]) -> int:
    """Fail unless the acknowledged moves are, in order, among the seat's log entries; their count."""
    _, state = api.call("GET", f"/v1/games/{gid}/state")
    _, log = api.call("GET", f"/v1/games/{gid}/log")
    mine = iter([e["actions"] for e in log["entries"]
                 if e["kind"] == "play" and e.get("seat") == state["seat"]])
    missing = [actions for actions in acked if actions not in mine]   # a subsequence, in order
    if missing:
        raise SystemExit(f"FAIL {gid}: {len(missing)} acknowledged moves missing from the log")
    return len(acked)


def main(argv: list[str]) -> int:
    """Play every game with bots (or --games); exit status."""
    parser = argparse.ArgumentParser()
    parser.add_argument("base")
    parser.add_argument("--restart")
    parser.add_argument("--games")
    args = parser.parse_args(argv)
    api = Api(args.base)
    catalog = [g for g in api.call("GET", "/v1/catalog")[1]["games"] if g["has_bots"]]
    wanted = args.games.split(",") if args.games else [g["name"] for g in catalog]
    restart = args.restart
    for seed, entry in enumerate([g for g in catalog if g["name"] in wanted], start=1):
        started = time.monotonic()
        gid, acked = play(api, entry, seed, restart)
        restart = None
        kept = check_log(api, gid, acked)
        _, result = api.call("GET", f"/v1/games/{gid}/result")
        print(f"ok {entry['name']:<10} {gid} finished in {time.monotonic() - started:.0f} s; "
              f"{kept} acknowledged moves all in the log; result {json.dumps(result)[:120]}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
