"""No hidden element reaches a seat that may not know it, over HTTP against the real store.

Random Glück Auf games (2-4 seats, every seat a person, plus a spectator) are played through the
domain. At every state each endpoint that returns game data is asked, by two viewers (the seat to
act, and in turn each other seat and the spectator, to keep the run near a minute), twice: once
as stored, once after `shuffle_hidden(state, seat, salt)` (all that viewer may not know reshuffled:
stack and deck order, another seat's drawn cards) was written in place of the stored state. The
answers must be identical. The log and the event feed are checked the same way by rewriting, in
the stored stream, what other seats did and the secrets of their events.
Direct checks: the seed and the PRNG state appear in no answer before the game is over, and
replays and records of an unfinished game are refused.
"""
import json
import logging
import random
import time

import pytest
from werkzeug.test import Client

from shared import domain
from shared.games.glueckauf import shuffle_hidden
from shared.store import dumps, keys
from shared.store.codec import loads_packed
from tests.integration.asyncplay import context, game

STATE_ENDPOINTS = ("state", "actions", "scores", "rounds", "result")
FEED_ENDPOINTS = ("log", "events?after=0&wait=0")
GAMES = (2, 3, 4, 2, 3, 4)          # seat counts: about 1,100 states in all
FEED_EVERY = 40                      # the log and feed are checked at every 40th state and the end


@pytest.fixture
def setup(redis, monkeypatch):
    monkeypatch.setenv("RATE_LIMITS", "0")  # tens of thousands of requests from one address
    access = logging.getLogger("pithead.access")   # a log line per request would double the time
    monkeypatch.setattr(access, "level", logging.WARNING)
    from services.gateway import create_gateway
    ctx = context(redis)
    return ctx, Client(create_gateway(ctx))


def _register(http, name):
    body = http.post("/v1/players", json={"name": name}).json
    return body["id"], {"Authorization": f"Bearer {body['token']}"}


def _start(ctx, http, seats: int, seed: int):
    """A started game where every seat is a person; returns (game id, [auth per seat], spectator)."""
    people = [_register(http, f"p{i}") for i in range(seats)]
    gid = domain.handle(ctx, domain.CreateGame(people[0][0], "glueckauf", seats, seed=seed)).body["id"]
    for pid, _ in people[1:]:
        domain.handle(ctx, domain.JoinGame(pid, gid, accept_chosen_seed=True))
    domain.handle(ctx, domain.StartGame(people[0][0], gid))
    return gid, people, _register(http, "spectator")[1]


def _answers(http, gid, auth, endpoints) -> dict:
    out = {}
    for name in endpoints:
        response = http.get(f"/v1/games/{gid}/{name}", headers=auth)
        assert response.status_code == 200, (name, response.status_code, response.get_data())
        out[name] = response.get_data(as_text=True)
    return out


def _check_state(ctx, http, g, viewers, salt) -> int:
    """Each viewer's answers do not change when what it may not know is reshuffled."""
    state_key, stored = keys.game(g.id, "state"), dumps(g.state)
    secrets = (str(g.meta["seed"]), str(g.state["rng"]))
    asked = 0
    for seat, auth in viewers:
        before = _answers(http, g.id, auth, STATE_ENDPOINTS)
        for text in before.values():
            assert not any(s in text for s in secrets), "the seed or PRNG state reached a client"
        ctx.games.redis.set(state_key, dumps(shuffle_hidden(g.state, seat, salt)))
        try:
            after = _answers(http, g.id, auth, STATE_ENDPOINTS)
        finally:
            ctx.games.redis.set(state_key, stored)
        for name in STATE_ENDPOINTS:
            assert before[name] == after[name], f"{name} of seat {seat} depends on hidden cards"
        asked += 2 * len(STATE_ENDPOINTS)
    return asked


def _tampered(raw, seat, salt):
    """The stream with every other seat's actions and every secret not meant for `seat` changed."""
    out = []
    for stream_id, fields in raw:
        entry = loads_packed(fields[b"e"])   # stored packed (codec.pack)
        if entry.get("kind") == "play" and entry.get("seat") not in (None, seat):
            entry["actions"] = [{"type": "probe", "salt": salt}] * len(entry.get("actions", []))
            for event in entry.get("events", []):
                if "secret" in event:
                    event["secret"] = {k: ["probe", salt] for k in event["secret"]}
        out.append((stream_id, {b"v": fields[b"v"], b"e": dumps(entry).encode()}))
    return out


def _rewrite(redis, key, entries):
    pipe = redis.pipeline(transaction=True)
    pipe.delete(key)
    for stream_id, fields in entries:
        pipe.xadd(key, fields, id=stream_id)
    pipe.execute()


def _check_feed(ctx, http, g, viewers, salt) -> int:
    """The log and the event feed a viewer gets do not depend on others' actions or secrets."""
    log_key = keys.game(g.id, "log")
    raw = ctx.games.redis.xrange(log_key)
    for seat, auth in viewers:
        before = _answers(http, g.id, auth, FEED_ENDPOINTS)
        _rewrite(ctx.games.redis, log_key, _tampered(raw, seat, salt))
        try:
            after = _answers(http, g.id, auth, FEED_ENDPOINTS)
        finally:
            _rewrite(ctx.games.redis, log_key, raw)
        for name in FEED_ENDPOINTS:
            assert before[name] == after[name], f"{name} of seat {seat} shows others' secrets"
            assert "probe" not in after[name] and "secret" not in after[name]
    return 4 * len(viewers)


def _refused_while_running(http, gid, viewers) -> int:
    for _, auth in viewers:
        for name in ("replay", "replay?at=0", "record"):
            response = http.get(f"/v1/games/{gid}/{name}", headers=auth)
            assert response.status_code == 409, (name, response.status_code)
            assert response.json["code"] == "game_not_finished"
        described = http.get(f"/v1/games/{gid}", headers=auth).json
        assert "seed" not in described
    return 4 * len(viewers)


def _step(ctx, g, people, chooser):
    """One random legal step: the system's scoring, or a random action of the active seat."""
    if g.rules.awaiting_system(g.state):
        domain.handle(ctx, domain.ApplySystemAction(g.id, g.version))
        return
    seat = chooser.choice(sorted(g.rules.active_seats(g.state)))
    action = chooser.choice(g.rules.legal_actions(g.state, seat))
    domain.handle(ctx, domain.SubmitActions(people[seat][0], g.id, (action,), g.version))


def _sample(g, viewers, index):
    """Two viewers of this state: the seat to act (it may hold drawn cards) and, in turn, every
    other viewer (each seat and the spectator get about the same share of the states)."""
    rotating = viewers[index % len(viewers)]
    active = sorted(g.rules.active_seats(g.state))
    chosen = [viewers[active[0]]] if active else []
    return chosen + [rotating] if rotating not in chosen else chosen + [viewers[-1]]


def test_no_hidden_information_reaches_a_seat_that_may_not_know_it(setup):
    ctx, http = setup
    chooser = random.Random(20240605)
    states = requests = 0
    started = time.monotonic()
    for number, seats in enumerate(GAMES):
        gid, people, spectator = _start(ctx, http, seats, chooser.getrandbits(62))
        viewers = [(seat, auth) for seat, (_, auth) in enumerate(people)] + [(None, spectator)]
        requests += _refused_while_running(http, gid, viewers)
        g = game(ctx, gid)
        while g.status != "finished":
            requests += _check_state(ctx, http, g, _sample(g, viewers, states),
                                     chooser.getrandbits(32))
            states += 1
            if states % FEED_EVERY == 0:
                requests += _check_feed(ctx, http, g, viewers, chooser.getrandbits(32))
            _step(ctx, g, people, chooser)
            g = game(ctx, gid)
        requests += _check_feed(ctx, http, g, viewers, chooser.getrandbits(32))
        # once over, the record and the replay are open to all, and the seed is shown
        assert http.get(f"/v1/games/{gid}/record", headers=spectator).status_code == 200
        ctx.enqueue.sent.clear()
    print(f"\nhidden information: {states} states in {len(GAMES)} games, {requests} requests, "
          f"{time.monotonic() - started:.1f} s")
    assert states >= 1000
