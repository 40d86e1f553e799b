"""The peer benchmark (boardgame.io's own server under our move benchmark's load: the handbook's
peer-bench, its README says what it measures) run from a copy outside the repository, for
`make bench` to print Pithead's moves/s beside it (tests/bench/http.py).

The copy lives in the system's temporary folder, one per package-lock.json, with its node_modules
installed there by `npm ci` once; nothing of it enters the repository. Without node, npm or the
peer-bench folder (PEER_BENCH_DIR, else ../shared/peer-bench or ../../shared/peer-bench from the
repository) the run says so in a line and is skipped.

    python -m tests.bench.peer [SECONDS]     the peer's medians of 3, alone
"""
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
STORAGES = ("flatfile-direct", "memory")   # durable (a file write per move, no fsync), in memory
RUNS = 3
SECONDS = 4            # each run's window, as one of our rounds
CLIENTS = 32


def source() -> Path | None:
    """The handbook's peer-bench folder, if it is there."""
    named = os.environ.get("PEER_BENCH_DIR")
    candidates = [Path(named)] if named else [ROOT.parent / "shared" / "peer-bench",
                                               ROOT.parent.parent / "shared" / "peer-bench"]
    return next((c for c in candidates if (c / "run.sh").exists()), None)


def missing() -> str | None:
    """Why the peer cannot run here, or None."""
    if not (shutil.which("node") and shutil.which("npm")):
        return "node or npm is not installed"
    if source() is None:
        return "no peer-bench folder (set PEER_BENCH_DIR)"
    return None


def prepared() -> Path:
    """A copy of the peer bench in the temporary folder, its packages installed (once)."""
    src = source()
    lock = hashlib.sha256((src / "package-lock.json").read_bytes()).hexdigest()[:12]
    copy = Path(tempfile.gettempdir()) / f"pithead-peer-bench-{lock}"
    if not (copy / "node_modules" / "boardgame.io").is_dir():
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(src, copy, ignore=shutil.ignore_patterns("node_modules"))
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=copy, check=True,
                       stdout=subprocess.DEVNULL, timeout=600)
    return copy


def run_once(copy: Path, storage: str, seconds: float = SECONDS) -> dict:
    """One run.sh run: its JSON line."""
    done = subprocess.run(["./run.sh", str(seconds), str(CLIENTS), storage], cwd=copy, check=True,
                          capture_output=True, text=True, timeout=seconds + 400)
    return json.loads(done.stdout.strip().splitlines()[-1])


def medians(seconds: float = SECONDS) -> dict:
    """storage -> {moves_per_s, p99_ms}: medians of RUNS runs, the storages taking turns."""
    copy = prepared()
    runs: dict = {storage: [] for storage in STORAGES}
    for _ in range(RUNS):
        for storage in STORAGES:
            runs[storage].append(run_once(copy, storage, seconds))
    return {storage: {"moves_per_s": statistics.median(r["moves_per_s"] for r in rows),
                      "p99_ms": statistics.median(r["p99_ms"] for r in rows),
                      "runs": [r["moves_per_s"] for r in rows]}
            for storage, rows in runs.items()}


def main(argv: list[str]) -> int:
    """Print the peer's medians alone."""
    why = missing()
    if why:
        print(f"peer (boardgame.io): skipped, {why}")
        return 0
    print(json.dumps(medians(float(argv[0]) if argv else SECONDS)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
