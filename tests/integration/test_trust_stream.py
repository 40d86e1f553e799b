"""The event feed checks the reader on every entry, not once when it opens (issue 28, defect 2).

Oh My Goods! over HTTP (the gateway app, real Redis; bot turns and system steps run through the
worker's handlers). Person A holds seat 0 against a bot. A stream (SSE) or a held long-poll opened
while A holds the seat must, after A resigns, send the seat's later entries as a spectator sees them
(no card names in CardsDrawn, no sealed choices), and so after the turn clock drops A and a bot
keeps the seat; after A's token is revoked it must end (SSE) or answer 401 (long-poll), sending
nothing more. Each test first shows that the raw log does hold seat-0 secrets after the change,
so it could fail.
"""
import json
import threading
import time

import pytest

from shared import domain
from shared.domain import commands
from shared.domain.presenting import present
from shared.store import keys, token_hash
from shared.store.players import token_id
from tests.integration.asyncplay import game, run_all

SSE = "text/event-stream"


def _player(http, name="ada"):
    body = http.post("/v1/players", json={"name": name}).json
    return body["id"], body["token"], {"Authorization": f"Bearer {body['token']}"}


def _start(actx, pid) -> str:
    """A started Oh My Goods! game: the person in seat 0, a greedy bot in seat 1; a turn clock that
    drops the person at the first timeout (the test's clock only moves when a test moves it)."""
    cmd = domain.CreateGame(pid, "ohmygoods", 2, clock={"per_move": 60, "max_timeouts": 1})
    gid = domain.handle(actx, cmd).body["id"]
    domain.handle(actx, domain.AddBot(pid, gid, "greedy"))
    domain.handle(actx, domain.StartGame(pid, gid))
    run_all(actx)
    return gid


class Stream:
    """An SSE response read entry by entry as the test pulls it."""

    def __init__(self, response):
        self.response, self._chunks, self._text = response, iter(response.response), ""
        self.entries, self.ended = [], False

    def read_to(self, version: int) -> None:
        """Pull until the entry with id `version` arrived or the stream ended."""
        while not self.ended and (not self.entries or self.entries[-1]["id"] < version):
            try:
                self._text += next(self._chunks).decode()
            except StopIteration:
                self.ended = True
            *messages, self._text = self._text.split("\n\n")
            for message in messages:
                data = [line[6:] for line in message.splitlines() if line.startswith("data: ")]
                self.entries.extend(json.loads(d) for d in data)

    def close(self) -> None:
        self.response.close()


def _open(http, gid, auth) -> Stream:
    return Stream(http.get(f"/v1/games/{gid}/events?after=0&wait=60",
                           headers={**auth, "Accept": SSE}, buffered=False))


def _seat_secrets_after(actx, gid, after: int, seat: int = 0) -> list:
    """(version, entry) of the raw log after `after` with an event holding `seat`'s secret."""
    return [(item.version, item.entry) for item in actx.games.log(gid) if item.version > after
            and any("secret" in ev and ev.get("seat") == seat for ev in item.entry["events"])]


def _assert_spectator_view(actx, gid, shown: list, after: int) -> int:
    """Every shown entry after `after` is what a spectator sees; returns how many of them hid a
    secret the seat's owner would have seen."""
    g = game(actx, gid)
    raw = {item.version: item.entry for item in actx.games.log(gid)}
    hidden = 0
    for entry in (e for e in shown if e["id"] > after):
        as_spectator = present(g, raw[entry["id"]], entry["id"], None)
        as_owner = present(g, raw[entry["id"]], entry["id"], 0)
        assert entry == as_spectator, f"entry {entry['id']} was not redacted for a spectator"
        hidden += as_owner != as_spectator
    drawn = [ev for e in shown if e["id"] > after for ev in e["events"]
             if ev["type"] == "CardsDrawn"]
    assert drawn and not any("cards" in ev or "secret" in ev for ev in drawn)
    return hidden


def _resign(http, actx, gid, auth) -> None:
    resigned = http.post(f"/v1/games/{gid}/resign", headers=auth)
    assert resigned.status_code == 200 and resigned.json["seats"][0]["kind"] == "bot"


def _time_out(http, actx, gid, auth) -> None:
    actx.clock.now += 61_000
    swept = domain.handle(actx, commands.SweepDeadlines()).body["timed_out"]
    assert {"game_id": gid, "seat": 0, "result": "dropped"} in swept


@pytest.mark.parametrize("leave", [_resign, _time_out], ids=["resign", "dropped_by_the_clock"])
def test_sse_after_a_bot_takes_the_seat_sends_it_as_a_spectator_sees_it(http, actx, leave):
    pid, _, auth = _player(http)
    gid = _start(actx, pid)
    opened = game(actx, gid).version
    stream = _open(http, gid, auth)
    try:
        stream.read_to(opened)
        assert [e["id"] for e in stream.entries] == list(range(1, opened + 1))
        leave(http, actx, gid, auth)
        assert game(actx, gid).seat_of(pid) is None
        run_all(actx)                                  # the bots play the game to its end
        final = game(actx, gid)
        assert final.status == "finished"
        secrets = _seat_secrets_after(actx, gid, opened + 1)
        assert any(ev["type"] == "CardsDrawn" and "cards" in ev["secret"]
                   for _, entry in secrets for ev in entry["events"])
        stream.read_to(final.version)
    finally:
        stream.close()
    assert stream.entries[-1]["id"] == final.version
    assert _assert_spectator_view(actx, gid, stream.entries, opened + 1) >= len(secrets)


def test_long_poll_held_across_a_resign_answers_as_a_spectator(http, actx):
    pid, _, auth = _player(http)
    gid = _start(actx, pid)
    opened = game(actx, gid).version

    def resign_and_play():
        domain.handle(actx, commands.ResignGame(pid, gid))
        run_all(actx)
    timer = threading.Timer(0.3, resign_and_play)
    timer.start()
    seen, after = [], opened
    deadline = time.monotonic() + 30
    try:
        held = http.get(f"/v1/games/{gid}/events?after={after}&wait=10", headers=auth).json
        assert held["entries"][0]["events"][0]["type"] == "PlayerResigned"
        assert held["seat"] is None                     # what the reader is now, not at the open
        seen.extend(held["entries"])
    finally:
        timer.join()
    final = game(actx, gid)
    while seen[-1]["id"] < final.version and time.monotonic() < deadline:
        seen.extend(http.get(f"/v1/games/{gid}/events?after={seen[-1]['id']}&wait=1",
                             headers=auth).json["entries"])
    assert seen[-1]["id"] == final.version
    assert _seat_secrets_after(actx, gid, opened + 1)
    assert _assert_spectator_view(actx, gid, seen, opened + 1) >= 1


def _second_token(http, auth) -> dict:
    token = http.post("/v1/players/me/tokens", headers=auth).json["token"]
    return {"Authorization": f"Bearer {token}"}


def _play_until_seat_secret(actx, gid, pid, after: int) -> None:
    """Seat 0 plays (from another device: the domain, no token) its first legal actions until the
    raw log holds a secret of seat 0 after `after`."""
    for _ in range(500):
        run_all(actx)
        if _seat_secrets_after(actx, gid, after):
            return
        g = game(actx, gid)
        if 0 in g.rules.active_seats(g.state):
            move = g.rules.legal_actions(g.state, 0)[0]
            domain.handle(actx, domain.SubmitActions(pid, gid, (move,)))
    raise AssertionError("seat 0 never drew a secret")


def test_sse_ends_when_its_token_is_revoked(http, actx):
    pid, token, auth = _player(http)
    other = _second_token(http, auth)
    gid = _start(actx, pid)
    opened = game(actx, gid).version
    stream = _open(http, gid, auth)
    try:
        stream.read_to(opened)
        revoked = http.delete(f"/v1/players/me/tokens/{token_id(token_hash(token))}", headers=other)
        assert revoked.status_code in (200, 204)
        _play_until_seat_secret(actx, gid, pid, opened)
        stream.read_to(game(actx, gid).version)
    finally:
        stream.close()
    assert stream.ended and [e["id"] for e in stream.entries] == list(range(1, opened + 1))
    again = http.get(f"/v1/games/{gid}/events?after=0&wait=0", headers={**auth, "Accept": SSE})
    assert again.status_code == 401 and again.json["code"] == "invalid_token"


def test_long_poll_answers_401_when_its_token_is_revoked_while_held(http, actx):
    pid, token, auth = _player(http)
    other = _second_token(http, auth)
    gid = _start(actx, pid)
    opened = game(actx, gid).version

    def revoke_then_play():
        http.delete(f"/v1/players/me/tokens/{token_id(token_hash(token))}", headers=other)
        _play_until_seat_secret(actx, gid, pid, opened)
    timer = threading.Timer(0.3, revoke_then_play)
    timer.start()
    try:
        held = http.get(f"/v1/games/{gid}/events?after={opened}&wait=10", headers=auth)
    finally:
        timer.join()
    assert held.status_code == 401 and held.json["code"] == "invalid_token"
    assert "entries" not in held.json
    assert _seat_secrets_after(actx, gid, opened)


def test_a_wake_up_reads_the_token_as_it_is_when_the_wait_ends(actx):
    """The stream's token check rides on its wait: on one Redis the GET is queued behind the
    blocked XREAD, so a token revoked just before the entry that wakes it reads as gone."""
    pid = domain.handle(actx, domain.RegisterPlayer("ada")).body["id"]
    gid = _start(actx, pid)
    key = keys.token("e" * 64)
    actx.games.redis.set(key, pid)
    _, last_id = actx.games.read_after(gid, game(actx, gid).version)

    def revoke_then_move():
        actx.games.redis.delete(key)
        g = game(actx, gid)
        domain.handle(actx, domain.SubmitActions(pid, gid, (g.rules.legal_actions(g.state, 0)[0],)))
    timer = threading.Timer(0.3, revoke_then_move)
    timer.start()
    entries, value = actx.games.wait_then_get(gid, last_id, 5, key)
    timer.join()
    assert len(entries) == 1 and entries[0][2]["seat"] == 0 and value is None


def test_a_stream_opened_after_a_version_reads_exactly_the_newer_entries(actx):
    """read_after unpacks only the entries newer than the cursor (a reconnect at the game's version
    unpacked the whole log); what it answers is the log's tail, with the id to wait from."""
    pid = domain.handle(actx, domain.RegisterPlayer("ada")).body["id"]
    gid = _start(actx, pid)
    whole = actx.games.log(gid)
    for after in (0, 1, len(whole) // 2, whole[-1].version - 1, whole[-1].version):
        newer, last_id = actx.games.read_after(gid, after)
        assert [(sid, v, e) for sid, v, e in newer] == \
            [(item.id, item.version, item.entry) for item in whole if item.version > after]
        assert last_id == whole[-1].id
