"""scripts/paired_tournaments.py: two tournament CSVs of the same deals compared game by game."""
import pytest

from scripts import paired_tournaments as paired

HEADER = "game,seed,seat,slot,bot,level,vp,win,decisions,thinking_s\n"


def _csv(tmp_path, name: str, games: list, first: int = 0) -> str:
    """games: per game from index `first`, (hard's VP, greedy's VP, hard's win)."""
    lines = [HEADER]
    for i, (mine, theirs, win) in enumerate(games, first):
        lines.append(f"{i},{i},0,0,hard#0,hard,{mine},{win},30,1.0\n")
        lines.append(f"{i},{i},1,1,greedy#1,greedy,{theirs},{1 - win},30,0.1\n")
    path = tmp_path / name
    path.write_text("".join(lines), encoding="utf-8")
    return str(path)


def test_the_differences_are_taken_game_by_game(tmp_path):
    before = paired.per_game(_csv(tmp_path, "a.csv", [(100, 90, 1), (80, 95, 0), (90, 91, 0)]), "hard")
    after = paired.per_game(_csv(tmp_path, "b.csv", [(101, 90, 1), (96, 95, 1), (92, 91, 1)]), "hard")
    assert before[1] == (0.0, -15, 80)
    report = paired.paired(before, after)
    assert report["games"] == 3 and report["wins"] == (pytest.approx(1 / 3), 1.0)
    assert report["win"][0] == pytest.approx(2 / 3)
    assert report["vp"][0] == pytest.approx((1 + 16 + 2) / 3) and report["vp"][1] > 1.0


def test_runs_without_two_common_games_are_refused(tmp_path):
    one = paired.per_game(_csv(tmp_path, "a.csv", [(100, 90, 1)]), "hard")
    with pytest.raises(ValueError):
        paired.paired(one, one)


def test_a_run_played_in_pieces_pairs_as_the_whole_run(tmp_path):
    games = [(100, 90, 1), (80, 95, 0), (90, 91, 0), (99, 98, 1)]
    whole = paired.pieces(_csv(tmp_path, "whole.csv", games), "hard")
    split = f"{_csv(tmp_path, 'p0.csv', games[:1])},{_csv(tmp_path, 'p1.csv', games[1:], first=1)}"
    assert paired.pieces(split, "hard") == whole and sorted(whole) == [0, 1, 2, 3]
    with pytest.raises(ValueError):
        paired.pieces(f"{split},{_csv(tmp_path, 'again.csv', games[2:3], first=2)}", "hard")
