"""The audit of the fault run can fail: a sound game passes it, and each kind of damage is reported."""
import json

import pytest

from shared import domain
from shared.bootstrap import context_on
from shared.store import connect, dumps, keys
from tests.faults.audit import audit_game
from tests.integration.asyncplay import run_game_tasks


@pytest.fixture
def ctx(redis_url):
    """A handler context on the real test Redis whose enqueued tasks are kept in a list."""
    client = connect(redis_url)
    yield context_on(client)
    client.close()


@pytest.fixture
def finished(ctx) -> str:
    """A two-bot game played to its end by running the follow-up tasks as the worker would."""
    host = domain.handle(ctx, domain.RegisterPlayer("host")).body["id"]
    gid = domain.handle(ctx, domain.CreateGame(host, "glueckauf", 2, seed=9, join=False)).body["id"]
    for _ in range(2):
        domain.handle(ctx, domain.AddBot(host, gid, "random"))
    domain.handle(ctx, domain.StartGame(host, gid))
    run_game_tasks(ctx)
    return gid


def test_a_sound_game_passes(ctx, finished):
    entry = next(i for i in ctx.games.log(finished) if i.entry.get("actor", "").startswith("bot"))
    ack = {"version": entry.version, "seat": entry.entry["seat"], "actions": entry.entry["actions"]}
    problems, figures = audit_game(ctx.games, finished, [ack])
    assert problems == [] and figures["lost"] == 0 and figures["acked"] == 1


def test_an_acknowledged_action_missing_from_the_log_is_lost(ctx, finished):
    ack = {"version": 5, "seat": 0, "actions": [{"type": "place", "space": "nowhere"}]}
    problems, figures = audit_game(ctx.games, finished, [ack])
    assert figures["lost"] == 1 and any("lost" in p for p in problems)


def test_a_state_the_log_does_not_replay_to_is_reported(ctx, finished):
    state_key = keys.game(finished, "state")
    state = json.loads(ctx.games.redis.get(state_key))
    state["tampered"] = True
    ctx.games.redis.set(state_key, dumps(state))
    problems, _ = audit_game(ctx.games, finished, [])
    assert any("replay" in p for p in problems)


def test_a_shift_scored_twice_is_reported(ctx, finished):
    last = ctx.games.log(finished)[-1]
    system = next(i for i in ctx.games.log(finished) if i.entry.get("actor") == "system")
    ctx.games.redis.xadd(keys.game(finished, "log"), {"v": last.version + 1,
                                                      "e": dumps(system.entry)})
    problems, _ = audit_game(ctx.games, finished, [])
    assert any("system entries 4" in p for p in problems)
    assert any("log versions" in p for p in problems)
