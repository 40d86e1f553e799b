"""The layers hold: `lint-imports` keeps every import contract of pyproject.toml ([tool.importlinter]):
the engine and games pure, the domain free of Redis, Celery, Flask and HTTP clients, services apart,
the layers in order, and no import cycle in any package."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_import_contracts_are_kept():
    lint = Path(sys.executable).parent / "lint-imports"
    run = subprocess.run([str(lint), "--no-logo", "--no-cache"], cwd=ROOT, capture_output=True,
                         text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
