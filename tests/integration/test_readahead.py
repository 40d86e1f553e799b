"""Read-ahead (shared/api/gamerequest.py) over HTTP on a real Redis: a move's reads ride in the rate
limits' round trip, and whenever the guess behind them fails (a revoked token, a refusal, scripts
Redis forgot) the Idempotency-Key's marker is not left behind and the request is answered as before."""
import uuid

import pytest

from shared.api import gamerequest
from shared.store import LATEST
from tests.integration.asyncplay import context, game, new_game


@pytest.fixture
def actx(redis):
    gamerequest.OWNERS = gamerequest.TokenOwners()   # no holder remembered from another test
    return context(redis)


def _seated(http, actx):
    """A player with a token, seated in a started game at its turn: (headers, game id, action)."""
    body = http.post("/v1/players", json={"name": "ada"}).json
    headers = {"Authorization": f"Bearer {body['token']}"}
    gid = new_game(actx, body["id"])
    state = game(actx, gid)
    action = state.rules.legal_actions(state.state, 0)[0]
    return headers, gid, action, body["id"]


def _post(http, gid, action, headers, key):
    return http.post(f"/v1/games/{gid}/actions", json=action,
                     headers={**headers, "Idempotency-Key": key})


def test_a_known_token_moves_in_two_round_trips(make_http, actx, redis, monkeypatch):
    http = make_http()
    headers, gid, action, _ = _seated(http, actx)
    http.get(f"/v1/games/{gid}/state", headers=headers)     # the process learns the holder
    LATEST.forget(gid)      # a game this process does not hold (else one trip: test_one_trip.py)
    pipelines = []
    from redis.client import Pipeline
    original = Pipeline.execute
    monkeypatch.setattr(Pipeline, "execute", lambda self, *a, **k: (
        pipelines.append(len(self.command_stack)), original(self, *a, **k))[1])
    answer = _post(http, gid, action, headers, uuid.uuid4().hex)
    assert answer.status_code == 200, answer.json
    # limits + token + marker + record + game (+ its commit-list head) in one; the commit
    # (+ webhooks) in the other
    assert len(pipelines) == 2 and pipelines[0] == 7, pipelines


def test_a_revoked_token_leaves_no_marker_behind(make_http, actx, redis):
    http = make_http()
    headers, gid, action, pid = _seated(http, actx)
    spare = http.post("/v1/players/me/tokens", headers=headers).json
    http.get(f"/v1/games/{gid}/state", headers=headers)     # the holder is remembered
    first_id = next(t["id"] for t in http.get("/v1/players/me/tokens", headers=headers).json[
        "tokens"] if t["id"] != spare["id"])
    other = {"Authorization": f"Bearer {spare['token']}"}
    assert http.delete(f"/v1/players/me/tokens/{first_id}", headers=other).status_code == 200
    key = uuid.uuid4().hex
    refused = _post(http, gid, action, headers, key)
    assert refused.status_code == 401 and refused.json["code"] == "invalid_token"
    # the same key from the player's other token is not "in flight": it plays, once
    played = _post(http, gid, action, other, key)
    assert played.status_code == 200, played.json
    assert game(actx, gid).version == played.json["version"]
    assert not list(redis.scan_iter(match="*idemlock*"))


def test_a_refused_request_leaves_no_marker_behind(make_http, actx, redis):
    http = make_http(RATE_LIMIT_TOKEN="3/minute")
    headers, gid, action, _ = _seated(http, actx)
    http.get(f"/v1/games/{gid}/state", headers=headers)
    key = uuid.uuid4().hex
    codes = [_post(http, gid, action, headers, key).status_code for _ in range(3)]
    assert codes[-1] == 429, codes
    assert not list(redis.scan_iter(match="*idemlock*"))


def test_scripts_redis_forgot_are_loaded_and_the_marker_released(make_http, actx, redis):
    http = make_http()
    headers, gid, action, _ = _seated(http, actx)
    http.get(f"/v1/games/{gid}/state", headers=headers)
    redis.script_flush()      # as after a Redis restart: the rate-limit pipeline runs twice
    key = uuid.uuid4().hex
    first = _post(http, gid, action, headers, key)
    assert first.status_code == 200, first.json
    again = _post(http, gid, action, headers, key)
    assert again.status_code == 200 and again.headers["Idempotent-Replayed"] == "true"
    assert again.get_data() == first.get_data()
    assert not list(redis.scan_iter(match="*idemlock*"))
