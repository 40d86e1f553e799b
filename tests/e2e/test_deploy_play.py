"""scripts/deploy_play.py, the game driver of `make deploy-check`, against the real e2e stack: it plays
a whole game with bots through HTTP, runs the restart hook mid-game, and finds every acknowledged move
in the log."""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import deploy_play  # noqa: E402


def test_the_deploy_driver_plays_a_game_and_runs_the_restart_hook(stack, tmp_path, capsys):
    marker = tmp_path / "restarted"
    assert deploy_play.main([stack["base"], "--games", "glueckauf", "--restart", f"touch {marker}"]) == 0
    out = capsys.readouterr().out
    assert marker.exists() and "restarting mid-game" in out
    assert "ok glueckauf" in out and "acknowledged moves all in the log" in out
