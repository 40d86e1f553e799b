"""What the OpenAPI document promises, the server keeps: schemathesis's engine with every check
(`schemathesis run --checks all`: examples, coverage, fuzzing and stateful phases) against the
gateway over HTTP on a real Redis, with every response also checked against its documented schema
by the API itself (PITHEAD_CHECK_RESPONSES=1: a drift answers 500).

Four runs: a valid token on generated ids (the run a client author makes), the same token on real
resources (a started game, a bot move, a webhook, a second token to revoke), another player's
token on those resources (never 2xx on what is the owner's, never the owner's seat), no token.
Every failure fails the test unless an exclusion in exclusions.py accepts it (each with its RFC
reason, listed in the README). FUZZ_EXAMPLES sets the examples per operation (default 30; the
slow mode `make fuzz` runs 200).
"""
import dataclasses
import json
import logging
import os
import time

import pytest

from shared import domain
from shared.domain import commands
from tests.fuzz import harness
from tests.fuzz.exclusions import unexcused
from tests.integration.asyncplay import context, new_game

EXAMPLES = int(os.environ.get("FUZZ_EXAMPLES", "30"))
# what a spectator may send on another's game: a chat line (once the creator opened the chat to
# spectators, as the owner's run may have), a report of a line; never as a seat (checked below)
SPECTATOR_WRITES = ("/v1/games/{game_id}/chat", "/v1/games/{game_id}/chat/{line_id}/report")
PRIVATE = ("/v1/bots/moves/{move_id}", "/v1/players/me/tokens/{token_id}",
           "/v1/players/me/webhooks/{webhook_id}")


@pytest.fixture(scope="module")
def world(redis_url):
    """The gateway served over HTTP on a Redis database of its own; an owner with a started game,
    a bot move, a webhook and a spare token; a stranger."""
    mp = pytest.MonkeyPatch()
    mp.setenv("RATE_LIMITS", "0")
    mp.setenv("PITHEAD_CHECK_RESPONSES", "1")
    from shared.store import connect
    redis = connect(redis_url.rsplit("/", 1)[0] + "/7")
    redis.flushdb()
    ctx = context(redis)
    from services.gateway import create_gateway
    from services.rules import events
    # a fuzzed `wait` must not hold the run: the feed answers at once here
    mp.setattr(events, "_settings", dataclasses.replace(events._settings, events_wait=0.0))
    for name in ("pithead.access", "werkzeug"):
        logging.getLogger(name).setLevel(logging.WARNING)
    served = harness.Served(create_gateway(ctx))
    owner, stranger = (domain.handle(ctx, domain.RegisterPlayer(n)).body for n in ("own", "odd"))
    game_id = new_game(ctx, owner["id"], seats=2, hints=True)   # a bot move by game id: unrated only
    spare = domain.handle(ctx, commands.IssueToken(owner["id"])).body
    hook = domain.handle(ctx, commands.RegisterWebhook(owner["id"], "https://example.com/hook",
                                                       ("game_over",))).body
    move = domain.handle(ctx, commands.RequestBotMove(owner["id"], "glueckauf", "random", None,
                                                      game_id, None, None)).body
    yield {"url": served.url, "owner": owner, "stranger": stranger, "game_id": game_id,
           "resources": {"game_id": game_id, "move_id": move["id"], "token_id": spare["id"],
                         "webhook_id": hook["id"], "player_id": owner["id"]}}
    served.stop()
    mp.undo()
    redis.flushdb()
    redis.close()


def _bearer(player) -> dict:
    return {"Authorization": f"Bearer {player['token']}"}


def _run(world, name: str, headers: dict, parameters: dict) -> harness.Run:
    started = time.monotonic()
    found = harness.run(world["url"], headers, EXAMPLES, parameters=parameters)
    print(f"\nfuzz {name}: {found.cases} cases, {len(found.exchanges)} responses, "
          f"{len(found.failures)} failures ({len(found.failures) - len(unexcused(found))} "
          f"excused), {time.monotonic() - started:.1f} s")
    for failure in found.failures:
        print(f"  {failure.check} {failure.operation} -> {failure.status} {failure.code()}")
    assert not found.errors, found.errors
    assert not unexcused(found), _report(unexcused(found))
    return found


def _report(failures) -> str:
    return "\n".join(f"{f.check} {f.operation} -> {f.status} {f.body[:300]!r}\n  {f.message[:300]}"
                     f"\n  {f.curl[:500]}" for f in failures[:15])


def test_a_valid_token_on_generated_ids(world):
    """The client author's run: the spare token is the one a stateful DELETE may revoke."""
    _run(world, "valid token", _bearer(world["owner"]),
         {"token_id": world["resources"]["token_id"]})


def test_a_valid_token_on_real_resources(world):
    _run(world, "own resources", _bearer(world["owner"]), world["resources"])


def test_another_players_token_gets_nothing_of_the_owners(world):
    """Every path names the owner's resources: the owner's move, token and webhook are a 404 to
    anyone else, the owner's game is only ever a spectator's view and takes no write (but a
    spectator's chat line, where the creator allows it, or a report: SPECTATOR_WRITES)."""
    found = _run(world, "stranger", _bearer(world["stranger"]), world["resources"])
    asked = set()
    for method, template, url, status, body in found.exchanges:
        if method == "OPTIONS":
            continue
        if template in PRIVATE:
            asked.add(template)
            assert status in (401, 403, 404, 405), (method, url, status, body[:300])
        elif method != "GET" and "{game_id}" in template and template not in SPECTATOR_WRITES:
            assert not 200 <= status < 300, (method, url, status, body[:300])
        elif 200 <= status < 300 and "{game_id}" in template and body:
            answer = json.loads(body)
            assert answer.get("seat") is None, (url, answer.get("seat"))
            for entry in answer.get("entries", []):
                assert entry["kind"] != "play" or not entry["actions"], (url, entry)
    assert asked == set(PRIVATE)


def test_no_token(world):
    found = _run(world, "no token", {}, world["resources"])
    public = {"/v1/players", "/v1/catalog", "/healthz", "/readyz", "/metrics"}
    for method, template, url, status, body in found.exchanges:
        if template not in public and method not in ("OPTIONS",):
            assert not 200 <= status < 300, (method, url, status)
