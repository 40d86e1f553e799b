"""The game-neutral edges over HTTP (gateway app, real Redis): every game's round results at
/rounds, /shifts as its alias, and the catalog built from the registry."""
import json
from pathlib import Path

import pytest

from shared import bots, engine
from shared.games import packstack
from tests.integration.asyncplay import play_out


def _player(http, name="ada"):
    body = http.post("/v1/players", json={"name": name}).json
    return body["id"], {"Authorization": f"Bearer {body['token']}"}


def _open_game(http, auth, game: str) -> str:
    """A two-seat game of `game`: the caller in seat 0, a random bot in seat 1, not started."""
    gid = http.post("/v1/games", headers=auth, json={"game": game, "seats": 2}).json["id"]
    added = http.post(f"/v1/games/{gid}/bots", headers=auth, json={"level": "random"})
    assert added.status_code == 200, added.json
    return gid


@pytest.mark.parametrize("game,round_name", [("glueckauf", "shift"), ("goofspiel", "round")])
def test_rounds_of_a_played_game_and_the_shifts_alias(http, actx, game, round_name):
    _, auth = _player(http)
    gid = _open_game(http, auth, game)
    early = http.get(f"/v1/games/{gid}/rounds", headers=auth)
    assert early.status_code == 409 and early.json["code"] == "game_not_started"
    assert http.post(f"/v1/games/{gid}/start", headers=auth).status_code == 200
    fresh = http.get(f"/v1/games/{gid}/rounds", headers=auth).json
    assert fresh["round_name"] == round_name and fresh["rounds"] == []

    final = play_out(actx, gid)
    answer = http.get(f"/v1/games/{gid}/rounds", headers=auth)
    body = answer.json
    assert body == {"game_id": gid, "version": final.version, "round_name": round_name,
                    "rounds": final.rules.rounds(final.state)}
    assert [r["round"] for r in body["rounds"]] == list(range(1, len(body["rounds"]) + 1))
    assert body["rounds"] and len(body["rounds"][0]) > 1      # the game's own fields kept
    alias = http.get(f"/v1/games/{gid}/shifts", headers=auth)
    assert alias.json == body and alias.headers["ETag"] == answer.headers["ETag"]


def test_glueckauf_reports_its_three_shifts(http, actx):
    _, auth = _player(http)
    gid = _open_game(http, auth, "glueckauf")
    http.post(f"/v1/games/{gid}/start", headers=auth)
    play_out(actx, gid)
    rounds = http.get(f"/v1/games/{gid}/rounds", headers=auth).json["rounds"]
    assert [(r["round"], r["shift"]) for r in rounds] == [(1, 1), (2, 2), (3, 3)]
    assert all(len(r["vp"]) == 2 and r["elements"] for r in rounds)


def test_rounds_of_an_unknown_game_is_404(http):
    _, auth = _player(http)
    for name in ("rounds", "shifts"):
        missing = http.get(f"/v1/games/nope/{name}", headers=auth)
        assert missing.status_code == 404 and missing.json["code"] == "game_not_found"


def test_the_catalog_is_the_registry(http):
    listed = http.get("/v1/catalog").json["games"]
    assert [g["name"] for g in listed] == engine.names()
    for entry in listed:
        rules = engine.get(entry["name"])
        spec = rules.spec
        assert entry["title"] == spec.title and entry["rulebook"] == spec.rulebook
        assert entry["seats"] == {"min": spec.min_seats, "max": spec.max_seats}
        assert [o["name"] for o in entry["options"]] == [o.name for o in spec.options]
        assert [(p["name"], p["kind"], p["sealed"], p["out_of_turn"]) for p in entry["phases"]] == \
            [(p.name, p.kind.value, p.sealed, p.out_of_turn) for p in spec.phases]
        assert entry["round_name"] == spec.round_name
        assert entry["has_bots"] is (rules.bots is not None)
        assert [lv["name"] for lv in entry["bot_levels"]] == list(bots.levels(entry["name"]))
        assert {k: v for k, v in entry.items() if k in spec.to_json()} == spec.to_json()  # all kept
    games = {g["name"]: g for g in listed}
    assert games["glueckauf"]["round_name"] == "shift"
    assert [lv["name"] for lv in games["glueckauf"]["bot_levels"]] == \
        ["random", "greedy", "easy", "medium", "hard"]
    assert games["glueckauf"]["default_bot_level"] in [lv["name"] for lv in games["glueckauf"]["bot_levels"]]
    assert games["goofspiel"]["has_bots"] and "random" in [lv["name"] for lv in games["goofspiel"]["bot_levels"]]
    for entry in listed:      # each level's budget and its ladder rating (shared/ladder.py)
        assert entry["bot_levels"] == bots.level_documents(entry["name"])
    assert games["glueckauf"]["bot_levels"][-1]["budget_s"] == 1.0      # hard: the 1 s at most
    assert games["glueckauf"]["bot_levels"][0]["budget_s"] is None
    greedy = games["goofspiel"]["bot_levels"][1]["rating"]
    assert greedy["low"] < greedy["mu"] < greedy["high"] and greedy["games"] > 0
    flags = {p["name"]: (p["sealed"], p["out_of_turn"]) for p in games["packstack"]["phases"]}
    assert flags["race"] == (False, True) and flags["race_sealed"] == (True, True)
    assert flags["loading"] == (True, False) and flags["scoring"] == (False, False)


def test_the_catalog_states_the_bots_reaction_times_from_the_games_data(http):
    games = {g["name"]: g for g in http.get("/v1/catalog").json["games"]}
    data = json.loads((Path(packstack.__file__).parent / "data.json").read_text())
    assert games["packstack"]["bot_reaction"] == {
        "phases": ["race"],
        "reaction_s": {level: {"min": low, "max": high}
                       for level, (low, high) in data["bots"]["reaction_s"].items()}}
    assert games["glueckauf"]["bot_reaction"] is None      # its bots act at once
