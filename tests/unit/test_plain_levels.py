"""scripts/plain_levels.py (docs/guide/bots.md, "Levels by blunders"): a level made to play Quartz's
plain rule plays exactly as greedy does, the same deals giving the same points; one made to play
at random half the time plays other games; and worker processes are refused (they would import
the shipped bots)."""
import csv
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from plain_levels import ahead_shares  # a script on the path, not a package


def _points(tmp_path, name: str, mapping: str, seats: str, jobs: str = "1") -> list:
    out = tmp_path / name
    run = subprocess.run([sys.executable, str(ROOT / "scripts/plain_levels.py"), "quartz", mapping, "--",
                          "--seats", seats, "--games", "6", "--seed", "11", "--jobs", jobs, "--clock",
                          "work", "--out", str(out), "--no-progress"],
                         check=False, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    with (out / "tournament.csv").open() as f:
        return [(r["game"], r["seat"], r["vp"]) for r in csv.DictReader(f)]


def test_a_level_playing_the_plain_rule_plays_as_greedy_and_one_with_blunders_does_not(tmp_path):
    greedy = _points(tmp_path, "greedy", "easy=rule", "greedy,greedy,greedy")
    assert _points(tmp_path, "rule", "easy=rule", "easy,greedy,greedy") == greedy
    assert _points(tmp_path, "eps", "easy=eps0.5", "easy,greedy,greedy") != greedy


def test_the_shares_of_pairings_count_each_pair_of_seats_once_each_way_and_ties_half():
    rows = [{"game": "0", "level": "hard", "vp": "30"}, {"game": "0", "level": "easy", "vp": "20"},
            {"game": "0", "level": "easy", "vp": "30"}, {"game": "1", "level": "hard", "vp": "10"},
            {"game": "1", "level": "easy", "vp": "12"}]
    shares = ahead_shares(rows)
    assert shares["hard", "easy"] == (0.5, 3) and shares["easy", "hard"] == (0.5, 3)
    assert set(shares) == {("hard", "easy"), ("easy", "hard")}


def test_worker_processes_are_refused():
    run = subprocess.run([sys.executable, str(ROOT / "scripts/plain_levels.py"), "quartz", "easy=rule", "--",
                          "--seats", "easy,greedy,greedy", "--games", "2", "--jobs", "2"],
                         check=False, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode != 0 and "--jobs 1 only" in run.stderr
