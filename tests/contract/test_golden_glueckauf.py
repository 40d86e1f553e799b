"""Glück Auf's own golden playthrough: one whole 3-player game, weighted to mine, fill and deliver,
with every seat after each turn (richer than the generic test_golden.py); a rules change shows as a diff.

Regenerate after an intended rules change with `PITHEAD_UPDATE_GOLDEN=1 make test`, then read the diff.
"""
import json
import os
import random
from pathlib import Path

from shared import engine
from tests.contract.helpers import actor

GOLDEN = Path(__file__).parent / "golden" / "glueckauf-3p-seed7.txt"
SEED, PLAYERS = 7, 3


# Weighted random choice so that the recorded game mines, fills and delivers orders.
WEIGHTS = {"fill": 40, "load": 12, "move_cage": 4, "store": 1, "stop": 0.3}
SPACE_WEIGHTS = {"delivery": 60, "mining": 8, "order": 3, "order_draw": 2, "factory": 2}


def _weight(action: dict) -> float:
    if action["type"] == "place":
        return SPACE_WEIGHTS.get(action["space"].split("_")[0] if "draw" not in action["space"]
                                 else "order_draw", 1)
    return WEIGHTS.get(action["type"], 1)


def _choose(chooser: random.Random, legal: list) -> dict:
    return chooser.choices(legal, weights=[_weight(a) for a in legal])[0]


def _compact(value) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _seat_line(i: int, seat: dict) -> str:
    orders = " ".join(f"{o['card']}{o['spots']}" for o in seat["outstanding"]) or "-"
    return (f"    seat {i}: vp={seat['vp']} marks={seat['marks']} workers={seat['workers']} "
            f"cage@{seat['cage_level']}={_compact(seat['cage'])} storage={_compact(seat['storage'])} "
            f"tiles={seat['tiles']} outstanding={orders} delivered={seat['delivered']}")


def playthrough() -> str:
    """The whole game as text: setup, then every action with its events, seats after each turn."""
    rules = engine.get("glueckauf")
    state = rules.setup({}, PLAYERS, SEED)
    chooser = random.Random(SEED)
    lines = [f"# Glück Auf, {PLAYERS} players, seed {SEED}; actions drawn by weighted random.Random({SEED})",
             f"setup: start_player={state['start_player']} factory={_compact(state['factory'])}",
             f"       draft display={state['draft']['display']} picks={state['draft']['picks']}"]
    step = 0
    while not rules.is_over(state):
        seat = actor(rules, state)
        action = _choose(chooser, rules.legal_actions(state, seat))
        state, events = rules.apply(state, seat, action)
        step += 1
        who = "system" if seat is None else f"seat {seat}"
        lines.append(f"{step:04d} {who}: {_compact(action)}")
        lines += [f"    => {_compact(e)}" for e in events]
        if state["pending"] is None:
            lines += [_seat_line(i, s) for i, s in enumerate(state["seats"])]
    lines.append("scores: " + json.dumps(rules.scores(state), sort_keys=True, indent=1))
    lines.append("outcome: " + json.dumps(rules.outcome(state), sort_keys=True, indent=1))
    return "\n".join(lines) + "\n"


def test_golden_playthrough_is_unchanged():
    """The recorded game replays to the same text; a rules change must update the file on purpose."""
    text = playthrough()
    if os.environ.get("PITHEAD_UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8"), \
        "the golden playthrough changed: if the rules change is intended, regenerate it and review the diff"
