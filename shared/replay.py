"""Game records of any registered game: a finished game as a self-contained JSON file, and
`pithead replay FILE` to verify it.

A record holds what replay needs (game, options, seats, seed, the action log) and what it must reproduce
(the final state's SHA-256 over its canonical JSON, and the outcome). Verification is offline: only the
engine runs.
"""
import hashlib
import json

from shared import engine
from shared.cli import print_summary

FORMAT = "pithead.game-record/1"


def state_digest(state: dict) -> str:
    """SHA-256 of the canonical JSON of a state."""
    return hashlib.sha256(engine.canonical_json(state).encode()).hexdigest()


def make_record(game: str, options: dict, seats: int, seed, log: list, state: dict, **extra) -> dict:
    """A game record for a game whose log of (seat, action) replays to `state`."""
    rules = engine.get(game)
    return {"format": FORMAT, "game": game, "options": options, "seats": seats, "seed": seed,
            "log": [{"seat": seat, "action": action} for seat, action in log],
            "final_state_sha256": state_digest(state), "outcome": rules.outcome(state), **extra}


def verify_record(record: dict) -> dict:
    """Replay a record through the engine; a summary with `ok` and what, if anything, differs."""
    if record.get("format") != FORMAT:
        return {"ok": False, "error": f"not a {FORMAT} record"}
    if record.get("game") not in engine.names():
        return {"ok": False, "error": f"unknown game {record.get('game')!r}; this install has "
                                      f"{', '.join(engine.names())}"}
    rules = engine.get(record["game"])
    try:
        state = rules.replay(record["options"], record["seats"], record["seed"],
                             [(e["seat"], e["action"]) for e in record["log"]])
    except engine.IllegalAction as exc:
        return {"ok": False, "error": f"illegal action in the log: {exc.code}: {exc.message}"}
    digest_ok = state_digest(state) == record["final_state_sha256"]
    outcome_ok = rules.outcome(state) == record.get("outcome")
    return {"ok": digest_ok and outcome_ok, "actions": len(record["log"]), "state_matches": digest_ok,
            "outcome_matches": outcome_ok, "outcome": rules.outcome(state)}


def add_arguments(parser) -> None:
    """Options of `pithead replay`."""
    parser.add_argument("file", help="a game record (JSON) downloaded from the API")


def run(args) -> int:
    """Verify the record; exit 0 when it replays to the recorded state and outcome."""
    try:
        with open(args.file, encoding="utf-8") as handle:
            record = json.load(handle)
        summary = verify_record(record)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        summary = {"ok": False, "error": f"unreadable record: {exc}"}
    print_summary(summary)
    return 0 if summary["ok"] else 1
