"""The bot ladder (issue 32): `pithead ladder`'s schedule and rating, and the published ladder files
(each game's ladder.json) as the catalog publishes them in `bot_levels[].rating`."""
import argparse
import collections
import json

import pytest

from openskill.models import PlackettLuce

from shared import bots, cli, engine, ladder, ladderplan, ladderrating

LADDERED = [name for name in engine.names() if bots.ladder(name) is not None]


def test_ladders_are_published_for_games_with_two_levels_or_more_and_unrated_levels_say_so():
    assert LADDERED and set(LADDERED) <= {n for n in engine.names() if len(bots.levels(n)) >= 2}
    for name in engine.names():
        if name not in LADDERED:
            assert all(level["rating"] is None for level in bots.level_documents(name))


def test_the_schedule_seats_distinct_levels_in_every_position_equally():
    tasks = ladderplan.schedule("glueckauf", [2, 4], rounds=2, seed=5)
    levels = engine.get("glueckauf").bots.levels
    assert len(tasks) == 10 * 2 * 2 + 5 * 4 * 2
    assert all(len(set(seated)) == len(seated) for _, _, seated, _ in tasks)
    positions = collections.Counter((seat, level) for _, _, seated, _ in tasks if len(seated) == 4
                                    for seat, level in enumerate(seated))
    assert {positions[(seat, level)] for seat in range(4) for level in levels} == {4 * 2}
    assert len({seed for *_, seed in tasks}) == len(tasks)
    assert ladderplan.schedule("glueckauf", [2, 4], rounds=2, seed=5) == tasks


def test_lineups_of_consecutive_levels_play_the_neighbours_multiple_of_games():
    levels = engine.get("glueckauf").bots.levels
    tasks = ladderplan.schedule("glueckauf", [2, 4], rounds=1, seed=5, neighbours=3)
    per_lineup = collections.Counter(frozenset(seated) for _, _, seated, _ in tasks)
    for lineup, games in per_lineup.items():
        near = ladderplan.consecutive(tuple(lineup), levels)
        assert games == len(lineup) * (3 if near else 1), (sorted(lineup), games)
    assert sum(ladderplan.consecutive(tuple(lineup), levels) for lineup in per_lineup) == 4 + 2
    hard_vs_medium = [seated for _, _, seated, _ in tasks if set(seated) == {"medium", "hard"}]
    assert collections.Counter(s[0] for s in hard_vs_medium) == {"medium": 3, "hard": 3}


def test_consecutive_means_no_level_skipped():
    levels = ("random", "greedy", "easy", "medium", "hard")
    assert ladderplan.consecutive(("medium", "hard"), levels)
    assert ladderplan.consecutive(("hard", "easy", "medium"), levels)
    assert not ladderplan.consecutive(("greedy", "medium"), levels)


def test_seat_counts_seat_distinct_levels():
    assert ladderplan.seat_counts("glueckauf") == [2, 4]
    assert ladderplan.seat_counts("packstack") == [3]         # three levels: no four distinct seats
    assert ladderplan.seat_counts("quartz", "3,4,9") == [3, 4]


def _results(order: list, games: int) -> list:
    """`games` two-seat games where the level listed later always wins."""
    out = []
    for index in range(games):
        weaker, stronger = order[index % (len(order) - 1)], order[index % (len(order) - 1) + 1]
        seated = [weaker, stronger] if index % 2 else [stronger, weaker]
        places = [2, 1] if index % 2 else [1, 2]
        out.append({"levels": seated, "places": places, "winners": [places.index(1)]})
    return out


def test_a_level_that_always_wins_is_rated_above_and_the_ladder_holds():
    rated = ladderrating.rate(_results(["random", "greedy", "easy"], 300), ("random", "greedy", "easy"))
    assert [r["name"] for r in rated] == ["random", "greedy", "easy"]
    assert rated[0]["mu"] < rated[1]["mu"] < rated[2]["mu"]
    assert all(r["low"] == pytest.approx(r["mu"] - 1.96 * r["sigma"], abs=0.01) for r in rated)
    assert ladderrating.problems(rated) == []


def test_the_ladder_reports_a_level_out_of_order_and_overlapping_intervals():
    rated = ladderrating.rate(_results(["easy", "greedy"], 40), ("greedy", "easy"))
    found = ladderrating.problems(rated)
    assert len(found) == 1 and found[0].startswith("easy (mu")
    close = [{"name": "a", "mu": 20, "low": 15, "high": 25}, {"name": "b", "mu": 22, "low": 17, "high": 27}]
    assert ladderrating.problems(close) == ["a [15, 25] overlaps b [17, 27]"]


def test_the_ladder_rates_with_tau_zero_so_sigma_keeps_shrinking_where_the_services_model_stalls():
    """Bot levels do not drift: with openskill's default tau (25/300 added before every game) sigma
    stalls near 1; with tau 0 it shrinks with the evidence (about 1/sqrt(games))."""
    easy_wins, greedy_wins = iter(_results(["greedy", "easy"], 700)), iter(_results(["easy", "greedy"], 300))
    results = [next(easy_wins) if i % 10 < 7 else next(greedy_wins) for i in range(1000)]
    rated = {row["name"]: row for row in ladderrating.rate(results, ("greedy", "easy"))}
    drifting = PlackettLuce()                       # the service's model for people
    current = {"greedy": drifting.rating(), "easy": drifting.rating()}
    for result in results:
        new = drifting.rate([[current[level]] for level in result["levels"]], ranks=result["places"])
        current.update({level: rating for level, [rating] in zip(result["levels"], new)})
    assert ladderrating.MODEL.tau == 0 and "tau 0" in ladderrating.DESCRIPTION
    assert rated["easy"]["sigma"] < 1.0 < 1.4 < current["easy"].sigma
    assert rated["easy"]["low"] > rated["greedy"]["high"]       # 70% of 1,000 games: apart with tau 0
    easy, greedy = current["easy"], current["greedy"]
    assert easy.mu - 1.96 * easy.sigma < greedy.mu + 1.96 * greedy.sigma        # tau > 0: still overlapping


def test_head_to_head_counts_how_often_the_stronger_neighbour_placed_ahead():
    results = _results(["random", "greedy", "easy"], 40) + [
        {"levels": ["easy", "random", "greedy"], "places": [3, 1, 1], "winners": [1, 2]},
        {"levels": ["greedy", "easy", "random"], "places": [2, 2, 1], "winners": [2]}]
    rows = ladderrating.head_to_head(results, ("random", "greedy", "easy"))
    assert rows == [{"weaker": "random", "stronger": "greedy", "games": 22, "stronger_ahead": 20.5,
                     "share": 0.9318},
                    {"weaker": "greedy", "stronger": "easy", "games": 22, "stronger_ahead": 20.5,
                     "share": 0.9318}]


@pytest.mark.parametrize("name", LADDERED)
def test_a_published_ladder_is_in_level_order_and_says_truly_whether_it_holds(name):
    document = bots.ladder(name)
    rows = document["levels"]
    assert [r["name"] for r in rows] == list(bots.levels(name))
    for row in rows:
        assert row["low"] < row["mu"] < row["high"] and row["sigma"] > 0 and row["games"] > 0
    found = ladderrating.problems(rows) + [f"{k} seats: {p}" for k, by in document["by_seats"].items()
                                     for p in ladderrating.problems(by)]
    assert document["problems"] == found and document["ordered"] is (not found)
    assert document["command"].startswith(f"pithead ladder {name} ")


@pytest.mark.parametrize("name", LADDERED)
def test_the_catalog_publishes_each_levels_rating(name):
    published = {r["name"]: r for r in bots.ladder(name)["levels"]}
    for level in bots.level_documents(name):
        row = published[level["name"]]
        assert level["rating"] == {k: row[k] for k in ("mu", "sigma", "low", "high", "games")}


def test_a_stopped_ladder_resumes_to_the_same_document_on_the_work_clock(tmp_path, monkeypatch):
    """Kept games (var/ladder/GAME.jsonl) plus the rest, played again from the same seed, rate the
    same as one whole run: the work clock makes every game the seed's. A game half written when the
    run was killed is played again, and the file is whole again after."""
    monkeypatch.chdir(tmp_path)
    parser = argparse.ArgumentParser()
    ladder.add_arguments(parser)
    run = ["goofspiel", "--rounds", "5", "--seed", "3", "--clock", "work", "--out", "out",
           "--no-progress"]
    status = ladder.run(parser.parse_args(run))      # 1: ten games do not order the ladder
    whole = json.loads((tmp_path / "out" / "goofspiel.json").read_text())
    kept = tmp_path / "var" / "ladder" / "goofspiel.jsonl"
    lines = kept.read_text().splitlines()
    # as if killed 4 games short, in the middle of writing the 4th: half a line, no newline
    kept.write_text("\n".join(lines[:-4]) + "\n" + lines[-4][:len(lines[-4]) // 2])
    assert ladder.run(parser.parse_args(run + ["--resume"])) == status == 1
    resumed = json.loads((tmp_path / "out" / "goofspiel.json").read_text())
    assert whole["complete"] and whole["games"] == 10 and whole["work"] == {}
    assert {k: v for k, v in resumed.items() if k != "seconds"} == \
        {k: v for k, v in whole.items() if k != "seconds"}
    def games(text):   # each line whole and in order; the time a game took is not the seed's
        return [{k: v for k, v in json.loads(line).items() if k != "thinking_s"} for line in text.splitlines()]
    assert games(kept.read_text()) == games("\n".join(lines))


def test_the_plan_projects_a_runs_cpu_from_each_levels_thinking_per_game_at_each_seat_count():
    tasks = ladderplan.schedule("goofspiel", [2], rounds=3, seed=1)
    kept = [{"levels": ["random", "greedy"], "thinking_s": [0.5, 2.0]},
            {"levels": ["greedy", "random"], "thinking_s": [4.0, 1.5]}]
    assert ladderplan.projected_cpu(tasks, kept) == pytest.approx(6 * (1.0 + 3.0))
    assert ladderplan.projected_cpu(tasks, kept[:0]) is None
    assert ladderplan.projected_cpu(ladderplan.schedule("glueckauf", [2], 1, 1), kept) is None


def test_the_neighbours_factor_may_differ_by_seat_count():
    assert ladderplan.neighbours_factors("25") == 25
    factors = ladderplan.neighbours_factors("2=5,4=2")
    assert factors == {2: 5, 4: 2}
    levels = engine.get("glueckauf").bots.levels
    tasks = ladderplan.schedule("glueckauf", [2, 3, 4], rounds=1, seed=5, neighbours=factors)
    per_lineup = collections.Counter(frozenset(seated) for _, _, seated, _ in tasks)
    for lineup, games in per_lineup.items():
        factor = factors.get(len(lineup), 1) if ladderplan.consecutive(tuple(lineup), levels) else 1
        assert games == len(lineup) * factor, (sorted(lineup), games)
    assert per_lineup[frozenset({"medium", "hard"})] == 2 * 5
    assert per_lineup[frozenset({"easy", "medium", "hard"})] == 3


@pytest.mark.parametrize("text", ["0", "x", "2=", "2=0,4=5", "=5"])
def test_a_neighbours_factor_that_does_not_read_is_a_usage_error(text, capsys):
    with pytest.raises(SystemExit) as stop:
        cli.main(["ladder", "goofspiel", "--neighbours", text, "--plan"])
    assert stop.value.code == 2 and "--neighbours" in capsys.readouterr().err
