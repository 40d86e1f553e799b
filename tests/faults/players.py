"""Clients of a fault-injection run: they set games up and play seats over HTTP while processes die.

A client retries a request that got no answer (connection error) or a 5xx (e.g. 503 while Redis is
down) with the same Idempotency-Key and body, as a real client would, and records every 2xx answer
to an action: the version it names and the actions sent. Those are the acknowledged actions that
must be in the log afterwards.
"""
import random
import threading
import time
import uuid

import requests

# no answer, or half of one (a gunicorn worker killed while it was sending the body)
RETRYABLE = (requests.ConnectionError, requests.Timeout, requests.exceptions.ChunkedEncodingError)


class Player:
    """One registered player over HTTP, counting what the faults did to its requests."""

    def __init__(self, base: str, name: str):
        self.base = base
        self.http = requests.Session()
        self.retries = 0        # requests sent again after a connection error or a 5xx
        self.acks: list[dict] = []  # {"game_id", "version", "seat", "actions"} per 2xx action
        self.id = None
        body = self.send("POST", "/v1/players", json={"name": name}).json()
        self.id = body["id"]
        self.http.headers["Authorization"] = f"Bearer {body['token']}"

    def send(self, method: str, path: str, deadline: float | None = None, **kw) -> requests.Response:
        """A request, sent again (same key, same body) until it gets an answer below 500 (not 429)."""
        deadline = deadline or time.monotonic() + 60
        if method == "POST":
            kw.setdefault("headers", {})["Idempotency-Key"] = uuid.uuid4().hex
        while True:
            try:
                response = self.http.request(method, self.base + path, timeout=10, **kw)
                if response.status_code == 429:   # rate limited: wait as told, then the same again
                    time.sleep(min(2.0, float(response.headers.get("Retry-After", "1"))))
                    continue
                if _in_flight(response):   # the first try died with its worker holding the key
                    self.retries += 1
                    time.sleep(0.2)
                    continue
                if response.status_code < 500:
                    return response
            except RETRYABLE:
                pass
            if time.monotonic() > deadline:
                raise AssertionError(f"{method} {path} got no answer before the deadline")
            self.retries += 1
            time.sleep(0.1)

    def ok(self, method: str, path: str, **kw) -> dict:
        """A request that must succeed (2xx); its JSON body."""
        response = self.send(method, path, **kw)
        assert response.ok, (method, path, response.status_code, response.text)
        return response.json()


def _in_flight(response: requests.Response) -> bool:
    """A 409 saying the same Idempotency-Key is still being processed (a client waits and retries)."""
    if response.status_code != 409:
        return False
    try:
        return response.json().get("code") == "idempotency_key_in_flight"
    except ValueError:
        return False


def open_game(host: Player, seats: int, seed: int, plays: bool, level: str = "easy") -> str:
    """A started game: the host in seat 0 if it `plays`, bots of `level` in every other seat."""
    game = host.ok("POST", "/v1/games", json={"game": "glueckauf", "seats": seats, "seed": seed,
                                              "join": plays})
    gid = game["id"]
    for _ in range(seats - plays):
        host.ok("POST", f"/v1/games/{gid}/bots", json={"level": level})
    assert host.ok("POST", f"/v1/games/{gid}/start")["status"] == "started"
    return gid


def play_seat(player: Player, gid: str, rng: random.Random, deadline: float, stats: dict) -> None:
    """Play the player's seat with random legal actions until the game ends."""
    while time.monotonic() < deadline:
        state = player.send("GET", f"/v1/games/{gid}/state", deadline).json()
        if state["status"] == "finished":
            return
        if state["seat"] not in state["active_seats"]:
            time.sleep(0.05)
            continue
        legal = player.send("GET", f"/v1/games/{gid}/actions", deadline).json()
        if not legal["actions"]:
            continue
        actions = [rng.choice(legal["actions"])]
        response = player.send("POST", f"/v1/games/{gid}/actions", deadline,
                               json={"actions": actions, "expected_version": legal["version"]})
        stats[response.status_code] = stats.get(response.status_code, 0) + 1
        if response.ok:
            body = response.json()
            player.acks.append({"game_id": gid, "version": body["version"], "seat": body["seat"],
                                "actions": actions})
    raise AssertionError(f"game {gid} did not finish before the deadline")


def play_all(seated: list[tuple[Player, str]], seed: int, deadline: float) -> tuple[list, dict]:
    """One thread per (player, game) until every game ends; (errors, answers by status)."""
    errors, stats = [], {}

    def run(player, gid, index):
        try:
            play_seat(player, gid, random.Random(seed * 1000 + index), deadline, stats)
        except BaseException as exc:  # reported by the test, not lost in a thread
            errors.append(f"{gid}: {exc!r}")

    threads = [threading.Thread(target=run, args=(p, g, i), daemon=True)
               for i, (p, g) in enumerate(seated)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(max(0.0, deadline - time.monotonic()) + 5)
    return errors, stats
