"""Hints (issue 32) over HTTP on the gateway app with a real Redis: the strongest bot's move for the
seat asking, from its own view, in every game that allowed hints; refused elsewhere; never rated.
The worker's part (ComputeBotMove) runs through its handler, as the Celery task calls it."""
import pytest

from shared import bots, domain, engine
from shared.domain import commands, tasknames
from tests.integration.asyncplay import game, play_out, run_all

PROBLEM = "application/problem+json"
GAMES = [name for name in engine.names() if bots.declared(name)]


def _player(http, name):
    body = http.post("/v1/players", json={"name": name}).json
    return body["id"], {"Authorization": f"Bearer {body['token']}"}


def _started(http, actx, auth, name: str, **extra) -> str:
    """A started game of `name`: the caller in seat 0, bots in the rest, run up to seat 0's turn."""
    low = engine.get(name).spec.to_json()["seats"]["min"]
    created = http.post("/v1/games", json={"game": name, "seats": low, **extra}, headers=auth)
    assert created.status_code == 201, created.json
    gid = created.json["id"]
    for _ in range(low - 1):
        assert http.post(f"/v1/games/{gid}/bots", json={"level": bots.levels(name)[0]},
                         headers=auth).status_code == 200
    assert http.post(f"/v1/games/{gid}/start", headers=auth).status_code == 200
    run_all(actx)
    return gid


def _think(actx, move_id: str) -> None:
    """Run the enqueued bot move as the worker does."""
    assert (tasknames.BOT_MOVE, {"move_id": move_id}) in actx.enqueue.sent
    actx.enqueue.sent.remove((tasknames.BOT_MOVE, {"move_id": move_id}))
    assert domain.handle(actx, commands.ComputeBotMove(move_id)).body["applied"]


@pytest.mark.parametrize("name", GAMES)
def test_a_hint_is_the_strongest_bots_legal_move_for_my_seat(http, actx, name):
    _, auth = _player(http, "ada")
    gid = _started(http, actx, auth, name, hints=True)
    described = http.get(f"/v1/games/{gid}", headers=auth).json
    assert described["hints"] is True and described["rated"] is False
    real = game(actx, gid)
    assert 0 in real.rules.active_seats(real.state)
    asked = http.post(f"/v1/games/{gid}/seats/0/hint", json={}, headers=auth)
    assert asked.status_code == 202, asked.json
    hint = asked.json
    assert hint["status"] == "pending" and hint["hint"] is True and hint["seat"] == 0
    assert hint["level"] == bots.levels(name)[-1] and hint["version"] == real.version
    _think(actx, hint["id"])
    done = http.get(f"/v1/bots/moves/{hint['id']}", headers=auth).json
    assert done["status"] == "done", done
    assert len(done["alternatives"]) <= 3
    assert all(0 <= a["score"] <= 1 for a in done["alternatives"])
    real.rules.apply_batch(real.state, 0, done["actions"])     # legal on the true state
    assert game(actx, gid).version == real.version              # asking changed nothing


def test_glueckauf_hint_names_its_best_alternatives_with_scores(http, actx):
    _, auth = _player(http, "ada")
    gid = _started(http, actx, auth, "glueckauf", hints=True, options={"starting_player": 0})
    hint = http.post(f"/v1/games/{gid}/seats/0/hint", headers=auth).json
    _think(actx, hint["id"])
    done = http.get(f"/v1/bots/moves/{hint['id']}", headers=auth).json
    options = done["alternatives"]
    assert 1 <= len(options) <= 3 and all(a["option"] and a["visits"] > 0 for a in options)
    assert [a["visits"] for a in options] == sorted((a["visits"] for a in options), reverse=True)
    assert done["evaluation"]["choice"] == options[0]["option"]


def test_refused_in_a_rated_game_and_for_a_seat_not_mine(http, actx):
    _, auth = _player(http, "ada")
    _, other = _player(http, "bob")
    rated = _started(http, actx, auth, "glueckauf", options={"starting_player": 0})
    assert http.get(f"/v1/games/{rated}", headers=auth).json["rated"] is True
    hinted = _started(http, actx, auth, "glueckauf", hints=True, options={"starting_player": 0})
    before = {gid: actx.games.load(gid).version for gid in (rated, hinted)}
    for gid, seat, who, status, code in ((rated, 0, auth, 409, "hints_not_allowed"),
                                         (hinted, 1, auth, 403, "not_your_seat"),
                                         (hinted, 0, other, 403, "not_your_seat"),
                                         (hinted, 7, auth, 403, "not_your_seat")):
        refused = http.post(f"/v1/games/{gid}/seats/{seat}/hint", json={}, headers=who)
        assert refused.status_code == status and refused.mimetype == PROBLEM
        assert refused.json["code"] == code
    malformed = http.post(f"/v1/games/{hinted}/seats/0/hint", json={"budget_s": "lots"}, headers=auth)
    assert malformed.status_code in (400, 422) and malformed.mimetype == PROBLEM
    assert http.post(f"/v1/games/{hinted}/seats/0/hint", headers={}).status_code == 401
    assert not [t for t in actx.enqueue.sent if t[0] == tasknames.BOT_MOVE]
    assert {gid: actx.games.load(gid).version for gid in before} == before


def test_a_hinted_game_is_never_rated(http, actx):
    me, auth = _player(http, "ada")
    gid = _started(http, actx, auth, "goofspiel", hints=True)
    finished = play_out(actx, gid)
    assert finished.status == "finished"
    answer = domain.handle(actx, commands.UpdateRatings(gid)).body
    assert answer == {"game_id": gid, "rated": False, "reason": "hints"}
    assert http.get(f"/v1/players/{me}/stats", headers=auth).json["games"] == []


def test_hints_need_a_strict_boolean(http):
    _, auth = _player(http, "ada")
    refused = http.post("/v1/games", json={"game": "goofspiel", "seats": 2, "hints": "yes"}, headers=auth)
    assert refused.status_code == 422 and refused.mimetype == PROBLEM
