"""`pithead tournament`: Wilson intervals, the table, CSV, PNG and the JSON last line."""
import csv
import json
import subprocess
import sys

import pytest

from shared import cli
from shared.tournament import wilson


def test_wilson_interval_matches_known_values():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    lo, hi = wilson(100, 100)
    assert hi == pytest.approx(1.0) and lo == pytest.approx(0.9630, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_small_tournament_writes_csv_png_and_ends_with_json(tmp_path, capsys, jobs):
    status = cli.main(["tournament", "glueckauf", "--seats", "greedy,random", "--games", "2",
                       "--seed", "3", "--jobs", str(jobs), "--out", str(tmp_path), "--no-progress"])
    assert status == 0
    lines = capsys.readouterr().out.strip().splitlines()
    summary = json.loads(lines[-1])
    assert set(summary["win_rates"]) == {"greedy", "random"}
    assert summary["win_rates"]["greedy"] + summary["win_rates"]["random"] == pytest.approx(1.0)
    assert any("95% CI" in line for line in lines)
    with (tmp_path / "tournament.csv").open() as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 4 and {r["slot"] for r in rows} == {"0", "1"}
    assert (tmp_path / "tournament.png").read_bytes()[:4] == b"\x89PNG"


def test_unknown_levels_are_refused(tmp_path, capsys):
    assert cli.main(["tournament", "glueckauf", "--seats", "greedy,wizard", "--games", "1",
                     "--out", str(tmp_path)]) == 2


def test_a_reaction_as_that_names_no_level_is_refused(tmp_path, capsys):
    assert cli.main(["tournament", "packstack", "--seats", "hard,medium,medium", "--games", "1",
                     "--reaction-as", "hard=quick", "--out", str(tmp_path)]) == 2
    assert "--reaction-as" in capsys.readouterr().out


def test_without_the_chart_extra_a_tournament_writes_its_csv_and_says_so(tmp_path):
    """The container image has no matplotlib (the `chart` extra): the tournament still runs."""
    blocked = "import sys; sys.modules['matplotlib'] = sys.modules['matplotlib.figure'] = None; "
    run = (f"{blocked}from shared import cli; sys.exit(cli.main(['tournament', 'glueckauf', '--seats', "
           f"'greedy,random', '--games', '2', '--out', {str(tmp_path)!r}, '--no-progress']))")
    result = subprocess.run([sys.executable, "-c", run], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "chart skipped: matplotlib is not installed" in result.stdout
    assert json.loads(result.stdout.strip().splitlines()[-1])["win_rates"]
    assert (tmp_path / "tournament.csv").is_file() and not (tmp_path / "tournament.png").exists()


def test_first_plays_the_same_games_as_the_whole_run_under_the_same_indices(tmp_path, capsys):
    """Game i is the seed's i-th deal and seating, so a long run can be played in pieces."""
    def rows(out, *extra):
        assert cli.main(["tournament", "goofspiel", "--seats", "greedy,random", "--seed", "5",
                         "--clock", "work", "--out", str(tmp_path / out), "--no-progress", *extra]) == 0
        with (tmp_path / out / "tournament.csv").open() as f:
            return [{k: v for k, v in r.items() if k != "thinking_s"} for r in csv.DictReader(f)]

    whole = rows("whole", "--games", "5")
    piece = rows("piece", "--games", "2", "--first", "3")
    assert [r["game"] for r in piece] == ["3", "3", "4", "4"]
    assert piece == [r for r in whole if r["game"] in ("3", "4")]
