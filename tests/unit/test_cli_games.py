"""`pithead simulate|tournament|replay` for any registered game: Glück Auf and Goofspiel alike."""
import json
import types

import pytest

from shared import botmatch, engine
from shared.cli import main, parse_options
from shared.replay import make_record
from tests.contract.helpers import random_game

GAMES = ("glueckauf", "goofspiel")


def _summary(capsys) -> dict:
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


@pytest.mark.parametrize("game", GAMES)
def test_simulate_plays_any_game_at_its_most_seats_by_default(capsys, game):
    assert main(["simulate", game, "--games", "3", "--seed", "2"]) == 0
    summary = _summary(capsys)
    assert summary["errors"] == 0 and summary["actions"] > 0
    assert summary["players"] == engine.get(game).spec.max_seats


def test_simulate_refuses_a_seat_count_or_option_the_game_refuses(capsys):
    assert main(["simulate", "goofspiel", "--players", "9", "--games", "1"]) == 2
    assert main(["simulate", "glueckauf", "--option", "nope=1", "--games", "1"]) == 2
    assert main(["simulate", "glueckauf", "--option", "starting_player", "--games", "1"]) == 2


def test_simulate_takes_options(capsys):
    assert main(["simulate", "goofspiel", "--players", "2", "--games", "2",
                 "--option", "bid_timer_s=5"]) == 0
    assert _summary(capsys)["options"] == {"bid_timer_s": 5}


def test_options_are_json_or_text():
    assert parse_options(["a=1", "b=true", "c=null", "d=hard", 'e="x"']) == \
        {"a": 1, "b": True, "c": None, "d": "hard", "e": "x"}
    with pytest.raises(ValueError):
        parse_options(["novalue"])


@pytest.mark.parametrize("game", GAMES)
def test_a_tournament_of_the_games_own_levels(tmp_path, capsys, game):
    levels = engine.get(game).bots.levels[:2]
    status = main(["tournament", game, "--seats", ",".join(levels), "--games", "2", "--seed", "3",
                   "--out", str(tmp_path), "--no-progress"])
    assert status == 0
    summary = _summary(capsys)
    assert summary["game"] == game and set(summary["win_rates"]) == set(levels)
    assert sum(summary["win_rates"].values()) == pytest.approx(1.0)


@pytest.mark.parametrize("game", GAMES)
def test_a_bot_game_reports_the_typed_outcome(game):
    rules = engine.get(game)
    levels = [rules.bots.levels[0]] * rules.spec.min_seats
    result = botmatch.play_game(game, levels, seed=4)
    assert result["winners"] and set(result["winners"]) <= set(range(len(levels)))
    assert len(result["vp"]) == len(levels) and sum(result["decisions"]) > 0


def test_a_tournament_refuses_levels_seats_and_options_the_game_lacks(tmp_path, capsys):
    base = ["--games", "1", "--out", str(tmp_path), "--no-progress"]
    assert main(["tournament", "glueckauf", "--seats", "greedy,wizard", *base]) == 2
    assert main(["tournament", "goofspiel", "--seats", "random", *base]) == 2
    assert main(["tournament", "goofspiel", "--seats", "random,random", "--option", "x=1", *base]) == 2
    assert "unknown option(s): x" in capsys.readouterr().out


def test_a_game_without_bots_is_refused_clearly(tmp_path, capsys, monkeypatch):
    real = engine.get
    monkeypatch.setattr(engine, "get", lambda name: types.SimpleNamespace(
        name=name, spec=real(name).spec, bots=None))
    assert main(["tournament", "goofspiel", "--seats", "random,random", "--games", "1",
                 "--out", str(tmp_path)]) == 2
    assert "goofspiel has no bots" in capsys.readouterr().out


@pytest.mark.parametrize("game", GAMES)
def test_replay_verifies_a_record_of_any_game(tmp_path, capsys, game):
    rules = engine.get(game)
    state, log = random_game(rules, 2, 5)
    record = make_record(game, {}, 2, 5, log, state)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 0
    assert _summary(capsys)["ok"]
    path.write_text(json.dumps({**record, "log": record["log"][:-1]}))
    assert main(["replay", str(path)]) == 1


def test_replay_names_an_unknown_game(tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"format": "pithead.game-record/1", "game": "nope", "log": []}))
    assert main(["replay", str(path)]) == 1
    assert "unknown game 'nope'" in _summary(capsys)["error"]
