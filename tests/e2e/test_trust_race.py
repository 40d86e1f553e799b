"""Exactly-once moves against real gunicorn: 50 clients (threads, each its own connection) race to
make the same move; exactly one is applied, whatever key or version each one sends."""
import threading
import uuid

import requests

from tests.e2e.conftest import Client

RACERS = 50


def _race(base, path, auth, body, headers_of) -> list:
    """Send the same POST from RACERS threads released at once; return the responses."""
    barrier, out = threading.Barrier(RACERS), [None] * RACERS

    def run(i):
        session = requests.Session()
        barrier.wait()
        out[i] = session.post(base + path, json=body, timeout=30,
                              headers={**auth, **headers_of(i)})
    threads = [threading.Thread(target=run, args=(i,)) for i in range(RACERS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return out


def _game_at_my_turn(client, other):
    game = client.call("POST", "/v1/games", json={"game": "glueckauf", "seats": 2}).json()
    other.call("POST", f"/v1/games/{game['id']}/seats", json={})
    client.call("POST", f"/v1/games/{game['id']}/start")
    for player in (client, other):
        legal = player.call("GET", f"/v1/games/{game['id']}/actions").json()
        if legal["actions"]:
            return game["id"], player, legal
    raise AssertionError("nobody may act")


def _plays(player, gid) -> int:
    log = player.call("GET", f"/v1/games/{gid}/log").json()["entries"]
    return sum(1 for e in log if e["kind"] == "play")


def test_fifty_clients_racing_the_same_move_apply_it_once(stack):
    base = stack["base"]
    gid, mover, legal = _game_at_my_turn(Client(base, "a"), Client(base, "b"))
    body = {**legal["actions"][0], "expected_version": legal["version"]}
    auth = {"Authorization": mover.http.headers["Authorization"]}
    answers = _race(base, f"/v1/games/{gid}/actions", auth, body,
                    lambda i: {"Idempotency-Key": uuid.uuid4().hex})
    codes = sorted(r.status_code for r in answers)
    print(f"\n{RACERS} racers, distinct keys: {dict((c, codes.count(c)) for c in set(codes))}")
    assert codes.count(200) == 1 and codes.count(409) == RACERS - 1, codes
    assert {r.json()["code"] for r in answers if r.status_code == 409} == {"stale_version"}
    assert _plays(mover, gid) == 1


def test_fifty_retries_with_one_key_apply_once_and_agree(stack):
    base = stack["base"]
    gid, mover, legal = _game_at_my_turn(Client(base, "c"), Client(base, "d"))
    auth = {"Authorization": mover.http.headers["Authorization"]}
    key = uuid.uuid4().hex
    answers = _race(base, f"/v1/games/{gid}/actions", auth, legal["actions"][0],
                    lambda i: {"Idempotency-Key": key})
    codes = sorted(r.status_code for r in answers)
    print(f"\n{RACERS} racers, one key: {dict((c, codes.count(c)) for c in set(codes))}")
    assert set(codes) <= {200, 409} and 200 in codes, codes
    assert {r.json()["code"] for r in answers if r.status_code == 409} <= {
        "idempotency_key_in_flight"}
    bodies = {r.text for r in answers if r.status_code == 200}
    assert len(bodies) == 1  # the first answer, replayed to every later retry
    assert _plays(mover, gid) == 1
    again = requests.post(f"{base}/v1/games/{gid}/actions", json=legal["actions"][0], timeout=15,
                          headers={**auth, "Idempotency-Key": key})
    assert again.status_code == 200 and again.headers["Idempotent-Replayed"] == "true"
    other = requests.post(f"{base}/v1/games/{gid}/actions", json={"type": "other"}, timeout=15,
                          headers={**auth, "Idempotency-Key": key})
    assert other.status_code == 422 and other.json()["code"] == "idempotency_key_reused"


def test_fifty_players_racing_for_the_last_seat_get_it_once(stack):
    base = stack["base"]
    host = Client(base, "host")
    gid = host.call("POST", "/v1/games", json={"game": "glueckauf", "seats": 2}).json()["id"]
    tokens = [Client(base, f"r{i}").http.headers["Authorization"] for i in range(RACERS)]
    answers = _race(base, f"/v1/games/{gid}/seats", {}, {},
                    lambda i: {"Authorization": tokens[i]})
    codes = sorted(r.status_code for r in answers)
    print(f"\n{RACERS} players, one free seat: {dict((c, codes.count(c)) for c in set(codes))}")
    assert codes.count(200) == 1 and all(c == 409 for c in codes if c != 200), codes
    seats = host.call("GET", f"/v1/games/{gid}").json()["seats"]
    assert all(s["player_id"] for s in seats)
