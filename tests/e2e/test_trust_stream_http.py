"""Issue 28's stream-after-resign, played as the issue played it on the real stack (gunicorn, the
Celery worker moving the bots, Redis): a person opens the SSE feed of an Oh My Goods! game, resigns,
and reads the rest of the game from the stream opened before; every later entry must be what a
spectator sees (no card names in CardsDrawn, no sealed choices). And a stream whose token is revoked
ends by itself within a wake-up, the next request being a 401."""
import json
import threading
import time

import requests

from shared import engine
from shared.domain import Game
from shared.domain.presenting import present
from shared.store import GameStore, connect, token_hash
from shared.store.players import token_id

SSE = {"Accept": "text/event-stream"}


def _start(client) -> str:
    gid = client.call("POST", "/v1/games", json={"game": "ohmygoods", "seats": 2}).json()["id"]
    assert client.call("POST", f"/v1/games/{gid}/bots", json={"level": "greedy"}).ok
    assert client.call("POST", f"/v1/games/{gid}/start").ok
    return gid


def _listen(client, gid: str, after: int, got: list, ended: threading.Event,
            cut: list | None = None) -> threading.Thread:
    """Read the SSE feed in a thread: every entry into `got`; `ended` is set when it closes, and
    a connection cut short (not a clean end of the stream) is noted in `cut`."""
    # a connection of its own: a requests.Session is not shared across threads
    response = requests.get(f"{client.base}/v1/games/{gid}/events", params={"after": after,
                            "wait": 60}, headers={**client.http.headers, **SSE}, stream=True,
                            timeout=90)
    assert response.status_code == 200

    def read():
        try:
            for line in response.iter_lines(decode_unicode=True):
                if line.startswith("data: "):
                    got.append(json.loads(line[6:]))
        except requests.RequestException as exc:   # e.g. the stack stopping under an open stream
            (cut if cut is not None else []).append(exc)
        finally:
            ended.set()
    thread = threading.Thread(target=read, daemon=True)
    thread.start()
    return thread


def _wait(condition, seconds: float, what: str):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def _caught_up(store, gid: str, got: list) -> bool:
    snap = store.load(gid)
    return snap.meta["status"] == "finished" and bool(got) and got[-1]["id"] >= snap.version


def _my_turn(client, gid: str) -> None:
    _wait(lambda: 0 in client.call("GET", f"/v1/games/{gid}/state").json()["active_seats"], 30,
          "the person's first turn")


def test_a_stream_opened_before_a_resign_sends_the_rest_as_a_spectator_sees_it(stack, client):
    store = GameStore(connect(stack["redis_url"]))
    gid = _start(client)
    _my_turn(client, gid)
    got, ended = [], threading.Event()
    _listen(client, gid, 0, got, ended)
    opened = store.load(gid).version
    _wait(lambda: got and got[-1]["id"] >= opened, 20, "the stream to catch up")
    assert client.call("POST", f"/v1/games/{gid}/resign").json()["seats"][0]["kind"] == "bot"
    resigned = next(i.version for i in store.log(gid) if i.entry["events"][0]["type"]
                    == "PlayerResigned")
    deadline = time.monotonic() + 120
    while not _caught_up(store, gid, got):
        assert time.monotonic() < deadline, "the bots did not finish the game"
        if ended.is_set():   # EVENTS_WAIT passed: resume as a client does, from the last id
            ended.clear()
            _listen(client, gid, got[-1]["id"], got, ended)
        time.sleep(0.2)
    snap = store.load(gid)
    g, raw = Game(snap.version, snap.meta, None), {i.version: i.entry for i in store.log(gid)}
    after = [e for e in got if e["id"] > resigned]
    assert [e["id"] for e in after] == list(range(resigned + 1, snap.version + 1))
    secret_draws = [v for v, entry in raw.items() if v > resigned and any(
        ev["type"] == "CardsDrawn" and ev["seat"] == 0 and "cards" in ev.get("secret", {})
        for ev in entry["events"])]
    assert secret_draws, "the bot in seat 0 drew no cards after the resign"
    for entry in after:
        assert entry == present(g, raw[entry["id"]], entry["id"], None), entry["id"]
    drawn = [ev for e in after for ev in e["events"] if ev["type"] == "CardsDrawn"]
    assert drawn and not any("cards" in ev or "secret" in ev for ev in drawn)
    assert engine.get("ohmygoods").outcome(store.load(gid).state) is not None


def test_a_stream_whose_token_is_revoked_ends_and_the_next_request_is_401(stack, client):
    token = client.http.headers["Authorization"].split(" ", 1)[1]
    other = client.call("POST", "/v1/players/me/tokens").json()["token"]
    gid = _start(client)
    _my_turn(client, gid)                            # nothing moves until the person does
    version = client.call("GET", f"/v1/games/{gid}").json()["version"]
    got, ended, cut = [], threading.Event(), []
    _listen(client, gid, version, got, ended, cut)
    time.sleep(0.5)                                  # the stream is open and waiting
    revoked = client.http.delete(f"{client.base}/v1/players/me/tokens/"
                                 f"{token_id(token_hash(token))}",
                                 headers={"Authorization": f"Bearer {other}"}, timeout=15)
    assert revoked.status_code in (200, 204), revoked.text
    began = time.monotonic()
    assert ended.wait(15), "the stream went on after its token was revoked"
    assert time.monotonic() - began < 10 and got == []   # a wake-up comes at least every 5 s
    assert cut == []                                     # a clean end of the stream
    again = client.call("GET", f"/v1/games/{gid}/events", params={"wait": 0}, headers=SSE)
    assert again.status_code == 401 and again.json()["code"] == "invalid_token"
