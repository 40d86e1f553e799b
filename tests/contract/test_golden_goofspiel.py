"""The golden playthrough of the template game: one whole 3-player Goofspiel, step by step.

Seats bid in a random order and the bid timer sometimes runs out first, so the file shows sealed
bids (as the engine keeps them), system reveals and a timed reveal carrying the latecomers' bids.
Regenerate after an intended rules change with `PITHEAD_UPDATE_GOLDEN=1`, then read the diff.
"""
import json
import os
import random
from pathlib import Path

from shared import engine
from tests.contract.helpers import random_step

GOLDEN = Path(__file__).parent / "golden" / "goofspiel-3p-seed7.txt"
SEED, PLAYERS, OPTIONS = 7, 3, {"bid_timer_s": 30}


def _compact(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def playthrough() -> str:
    """The whole game as text: setup, then every action with its events and what each seat holds."""
    rules = engine.get("goofspiel")
    state = rules.setup(OPTIONS, PLAYERS, SEED)
    chooser = random.Random(SEED)
    lines = [f"# Goofspiel, {PLAYERS} players, seed {SEED}, options {_compact(OPTIONS)}; "
             f"actors and actions drawn by random.Random({SEED})",
             f"setup: prize={state['prize']} deck={state['deck']} timer={_compact(rules.timer(state))}"]
    step = 0
    while not rules.is_over(state):
        seat, action = random_step(rules, state, chooser)
        state, events = rules.apply(state, seat, action)
        step += 1
        lines.append(f"{step:04d} {'system' if seat is None else f'seat {seat}'}: {_compact(action)}")
        lines += [f"    => {_compact(e)}" for e in events]
        lines.append(f"    sealed={_compact(state.get('sealed', {}))} timer={_compact(rules.timer(state))} "
                     f"won={_compact(state['won'])}")
    lines.append("rounds: " + json.dumps(rules.rounds(state), sort_keys=True))
    lines.append("outcome: " + json.dumps(rules.outcome(state), sort_keys=True, indent=1))
    return "\n".join(lines) + "\n"


def test_golden_playthrough_is_unchanged():
    """The recorded game replays to the same text; a rules change must update the file on purpose."""
    text = playthrough()
    if os.environ.get("PITHEAD_UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8"), \
        "the golden playthrough changed: if the rules change is intended, regenerate it and review the diff"
