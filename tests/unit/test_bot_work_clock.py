"""The work clock (`--clock work`, issue 32): searching levels capped by a calibrated work count per
decision (each game's bots/work.json) instead of a time budget, so a seed replays the same games."""
import inspect
import json
import time

import pytest

from shared import botmatch, cli, engine

ROUND = 12          # the widest search's candidates (Glück Auf hard's root width)
SEARCHING = [name for name in engine.names() if engine.get(name).bots and engine.get(name).bots.work]


def test_every_game_whose_levels_search_declares_their_work_growing_with_the_level():
    assert set(SEARCHING) >= {"glueckauf", "ohmygoods", "quartz"}
    for name in SEARCHING:
        bots = engine.get(name).bots
        searching = [level for level in bots.levels if bots.budgets.get(level)]
        assert list(bots.work) == searching and bots.work_keyword in inspect.signature(bots.choose).parameters
        spec = engine.get(name).spec
        for seats in range(spec.min_seats, spec.max_seats + 1):
            counts = [engine.work_at(bots.work, seats)[level] for level in searching]
            assert counts == sorted(counts) and len(set(counts)) == len(counts), (name, seats, counts)


def test_a_work_count_needs_its_keyword_and_a_searching_level():
    def declare(**kw):
        return engine.Bots(levels=("a", "b"), choose=print, determinize=print, default_level="a",
                           budgets={"b": 0.1}, **kw)
    assert declare(work={"b": 10}, work_keyword="max_simulations").work == {"b": 10}
    per_seats = {"b": {"2": 10, "4": 6}}
    assert declare(work=per_seats, work_keyword="n").work == per_seats
    for bad in ({"work": {"b": 10}}, {"work": {"a": 10}, "work_keyword": "n"},
                {"work": {"b": 0}, "work_keyword": "n"}, {"work": {"b": 2.5}, "work_keyword": "n"},
                {"work": {"b": {}}, "work_keyword": "n"}, {"work": {"b": {"two": 10}}, "work_keyword": "n"},
                {"work": {"b": {"2": 0}}, "work_keyword": "n"}):
        with pytest.raises(ValueError):
            declare(**bad)


def test_a_count_per_seat_count_is_the_one_a_game_of_that_many_seats_searches_with():
    work = {"easy": {"3": 9, "4": 2}, "medium": 6}
    assert engine.work_at(work, 3) == {"easy": 9, "medium": 6}
    assert engine.work_at(work, 4) == {"easy": 2, "medium": 6}
    three, four = (botmatch.play_game("quartz", seated, 41, None, time.process_time, None, work)
                   for seated in (["easy", "greedy", "greedy"], ["easy", "greedy", "greedy", "greedy"]))
    assert 0 < three["work"][0] <= (9 + ROUND) * three["decisions"][0]
    assert 0 < four["work"][0] <= (2 + ROUND) * four["decisions"][0]
    assert four["work"][0] / four["decisions"][0] < three["work"][0] / three["decisions"][0]


@pytest.mark.parametrize("name, seated", [("quartz", ["easy", "greedy", "medium"]),
                                          ("ohmygoods", ["medium", "greedy"])])
def test_timed_by_work_the_same_seed_plays_the_same_game_and_the_work_stays_within_the_count(name, seated):
    work = {"easy": 3, "medium": 5}
    first, again = (botmatch.play_game(name, seated, 41, None, time.process_time, None, work)
                    for _ in range(2))
    assert {k: v for k, v in first.items() if k != "thinking_s"} == \
        {k: v for k, v in again.items() if k != "thinking_s"}
    for seat, level in enumerate(seated):       # a search may finish its round: a candidate each more
        assert first["work"][seat] <= (work.get(level, 0) + ROUND) * first["decisions"][seat]
        assert (first["work"][seat] > 0) is (level in work)


def test_the_work_clock_is_measured_on_the_cpu_and_uses_the_games_counts_with_overrides():
    assert botmatch.timing("quartz", "cpu") == (time.process_time, None)
    assert botmatch.timing("quartz", "wall") == (time.perf_counter, None)
    timer, work = botmatch.timing("quartz", "work", {"hard": 7})
    assert timer is time.process_time and work == {**engine.get("quartz").bots.work, "hard": 7}


def test_a_tournament_on_the_work_clock_runs_and_refuses_work_counts_it_cannot_use(tmp_path, capsys):
    base = ["tournament", "quartz", "--seats", "easy,greedy,random", "--games", "1", "--seed", "2",
            "--out", str(tmp_path), "--no-progress"]
    assert cli.main(base + ["--clock", "work", "--work", "easy=4"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["clock"] == "work"
    assert cli.main(base + ["--work", "easy=4"]) == 2                       # not on the work clock
    assert cli.main(base + ["--clock", "work", "--work", "greedy=4"]) == 2  # greedy does not search
    assert cli.main(base + ["--clock", "work", "--work", "easy=0"]) == 2
    assert "--work" in capsys.readouterr().out
