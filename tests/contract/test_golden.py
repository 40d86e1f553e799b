"""The golden playthrough of every registered game: one whole seeded game, step by step, written with
the contract only, so a new game needs nothing here but its generated file.

Each game plays with every option at its far end (a timer, a variant), 3 seats where it can, actors,
actions and early timers drawn by random.Random(7). A missing or changed file fails: regenerate after
an intended rules change with `PITHEAD_UPDATE_GOLDEN=1 make test`, then read the diff.
"""
import json
import os
import random
from pathlib import Path

import pytest

from shared import engine
from tests.contract.helpers import option_variants, random_step

FOLDER = Path(__file__).parent / "golden"
SEED = 7


def _compact(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def setting(spec) -> tuple[int, dict]:
    """(seats, options) of a game's golden playthrough."""
    seats = min(spec.max_seats, max(spec.min_seats, 3))
    return seats, {k: v for variant in option_variants(spec) for k, v in variant.items()}


def playthrough(name: str, seats: int | None = None, options: dict | None = None) -> str:
    """The whole game as text: setup, every action with its events and the pending timer, the end
    (by default with the golden setting: every option at its far end)."""
    rules = engine.get(name)
    if seats is None:
        seats, options = setting(rules.spec)
    state = rules.setup(options, seats, SEED)
    chooser = random.Random(SEED)
    lines = [f"# {rules.spec.title}, {seats} seats, seed {SEED}, options {_compact(options)}",
             f"setup: active={sorted(rules.active_seats(state))} timer={_compact(rules.timer(state))}"]
    step = 0
    while not rules.is_over(state):
        seat, action = random_step(rules, state, chooser)
        state, events = rules.apply(state, seat, action)
        step += 1
        lines.append(f"{step:04d} {'system' if seat is None else f'seat {seat}'}: {_compact(action)}")
        lines += [f"    => {_compact(e)}" for e in events]
        if state.get("sealed") or rules.timer(state):
            lines.append(f"    sealed={_compact(state.get('sealed', {}))} "
                         f"timer={_compact(rules.timer(state))}")
    lines.append("rounds: " + json.dumps(rules.rounds(state), sort_keys=True))
    lines.append("outcome: " + json.dumps(rules.outcome(state), sort_keys=True, indent=1))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("name", engine.names())
def test_golden_playthrough_is_unchanged(name):
    """The recorded game replays to the same text; a rules change must update the file on purpose."""
    path = FOLDER / f"{name}.txt"
    text = playthrough(name)
    if os.environ.get("PITHEAD_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path.name} is missing: generate it with PITHEAD_UPDATE_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8"), \
        f"{path.name} changed: if the rules change is intended, regenerate it and review the diff"
