"""Oh My Goods!: hidden information never leaks (ruling 8). Through whole games, no seat and no
spectator sees, in its view or in any event as redacted for it, a card of another seat's hand, another
seat's planned card, a face of a good or a card of the deck."""
import json
import random

import pytest

from tests.rulebook.ohmygoods_table import RULES

SHOWN = {"ChainUsed": "cards", "Produced": "cover"}   # laid from hand in the open (then goods, or discarded)


def _hidden(state: dict, viewer) -> set:
    others = [s for s in range(state["players"]) if s != viewer]
    cards = set(state["deck"]) | {c for seat in state["goods"] for pile in seat for c in pile}
    cards |= {c for s in others for c in state["hands"][s]}
    return cards | {state["planned"][s] for s in others if state["planned"][s]}


def _strings(value) -> set:
    return set(_walk(json.loads(json.dumps(value))))


def _walk(value) -> list:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _walk(v)]
    if isinstance(value, list):
        return [s for v in value for s in _walk(v)]
    return []


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_no_hidden_card_reaches_a_view_or_an_event(players, seed):
    state, chooser = RULES.setup({}, players, seed), random.Random(seed)
    while not RULES.is_over(state):
        seat = None if RULES.awaiting_system(state) else chooser.choice(sorted(RULES.active_seats(state)))
        action = chooser.choice(RULES.legal_actions(state, seat))
        state, events = RULES.apply(state, seat, action)
        for viewer in list(range(players)) + [None]:
            hidden = _hidden(state, viewer)
            assert not _strings(RULES.view(state, viewer)) & hidden, (viewer, state["phase"])
            for event in events:
                shown = RULES.redact(event, viewer)
                if shown is None:
                    continue
                public = set(shown.get(SHOWN.get(shown["type"], ""), []))
                assert not (_strings(shown) - public) & hidden, (viewer, shown)
