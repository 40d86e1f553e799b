"""The round's order of play as a queue of steps (`state["steps"]`) that `run` works through.

Steps draw cards (into a hand, into the market, as goods), mark the rulebook's phases I-IV, and open
the players' decisions (keep or redraw, plans, production turns). A step that needs a card when the
deck and the discard pile are empty stops the queue for the half-hand discard (ruling 14): the phase
of play is kept in `suspended`, and the queue goes on from the same step after the reveal.
"""
from .data import DEALT, END_BUILDINGS, EXTRA_CARDS, SUNS, SUN
from .reckon import chain_uses
from .scoring import outcome, record_round
from .state import HALT, draw, new_tally, order_from_lead

DONE, STOP, AGAIN = "done", "stop", "again"
ROUND_LIMIT = 60        # a server's bound: a game that never reaches 8 buildings ends after this round


def run(state: dict) -> list:
    """Work through the queued steps until a decision waits, the deck halts, or the game ends."""
    events = []
    steps = state["steps"]
    while steps:
        step = steps[0]
        result = STEPS[step["do"]](state, step, events)
        if result == HALT:
            _halt(state, events)
            return events
        if result != AGAIN:
            steps.pop(0)
        if result == STOP:
            return events
    return events


def _halt(state: dict, events: list) -> None:
    """Cards ran out: every seat with 2 or more cards discards half its hand, sealed (ruling 14)."""
    state["suspended"] = {"phase": state["phase"], "active": list(state["active"]),
                          "pending": state["pending"], "revealing": state["revealing"]}
    state["phase"], state["pending"], state["revealing"] = "discard_half", None, "discard_half"
    state["active"] = [s for s in order_from_lead(state) if len(state["hands"][s]) >= 2]
    events.append({"type": "CardsRanOut", "seats": list(state["active"])})


def resume(state: dict) -> list:
    """After the half-hand discard: the interrupted phase of play again, and the queue goes on."""
    suspended, state["suspended"] = state["suspended"], None
    state["phase"], state["active"] = suspended["phase"], suspended["active"]
    state["pending"], state["revealing"] = suspended["pending"], suspended["revealing"]
    return run(state)


# -- steps: each returns DONE (next step), STOP (a decision waits), AGAIN (itself again) or HALT ----
def _new_round(state: dict, step: dict, events: list) -> str:
    state["round"] += 1
    state["stage"], state["halved"] = 1, False
    new_tally(state)
    for seat in range(state["players"]):
        state["extra"][seat] = _extra(state, seat)
    events.append({"type": "RoundStarted", "round": state["round"], "lead": state["lead"],
                   "final": state["round"] == state["end_round"]})
    asked = [s for s in order_from_lead(state) if state["hands"][s]]
    if asked:
        state["phase"], state["active"], state["revealing"] = "new_cards", asked, "new_cards"
        return STOP
    state["steps"][1:1] = deal_steps(state)
    return DONE


def _extra(state: dict, seat: int) -> int:
    """Extra cards from grey offices: checked on the hand size at the start of phase I (ruling 12)."""
    total = 0
    for card in state["built"][seat]:
        extra = EXTRA_CARDS.get(card)
        if extra and len(state["hands"][seat]) <= extra[1]:
            total += extra[0]
    return total


def deal_steps(state: dict) -> list:
    """Phase I's deal, then phase II's sunrise and plans."""
    deal = [{"do": "hand", "seat": s, "n": DEALT + state["extra"][s]} for s in order_from_lead(state)]
    return deal + [{"do": "stage", "n": 2}, {"do": "market", "row": 0}, {"do": "plans"}]


def production_steps(state: dict) -> list:
    """Phase III's sunset, then phase IV: each seat's turn from the active player, then the round's end."""
    turns = [{"do": "turn", "seat": s} for s in order_from_lead(state)]
    return [{"do": "stage", "n": 3}, {"do": "market", "row": 1}, {"do": "stage", "n": 4},
            *turns, {"do": "end_round"}]


def _hand(state: dict, step: dict, events: list) -> str:
    deck, n = state["deck"], step["n"]
    if len(deck) >= n:                  # enough cards: what n draw()s would pop, top card first
        drawn, result = deck[len(deck) - n:][::-1], DONE
        del deck[len(deck) - n:]
    else:
        drawn, result = _draw_some(state, step, events)
    state["hands"][step["seat"]].extend(drawn)
    if drawn:
        events.append({"type": "CardsDrawn", "seat": step["seat"], "count": len(drawn),
                       "secret": {"cards": drawn}})
    return result


def _draw_some(state: dict, step: dict, events: list) -> tuple:
    """A hand's cards one by one through `draw` (reshuffle, run out, or halt for the discard)."""
    drawn = []
    for left in range(step["n"], 0, -1):
        card = draw(state, events)
        if card == HALT:
            state["steps"][0] = {**step, "n": left}
            return drawn, HALT
        if card is None:
            break
        drawn.append(card)
    return drawn, DONE


def _redraw(state: dict, step: dict, events: list) -> str:
    """Discard the whole hand (but a kept card, option), then draw as many (ruling 10)."""
    seat, keep = step["seat"], step.get("keep")
    hand = state["hands"][seat]
    gone = [c for c in hand if c != keep]
    state["hands"][seat] = [keep] if keep is not None else []
    state["discard"].extend(gone)
    events.append({"type": "HandRedrawn", "seat": seat, "count": len(gone), "kept": keep is not None})
    state["steps"][0] = {"do": "hand", "seat": seat, "n": len(gone)}
    return AGAIN


def _market(state: dict, step: dict, events: list) -> str:
    row, shown, result = state["market"][step["row"]], [], DONE
    suns = sum(SUN[c] for c in row)
    while suns < SUNS:
        card = draw(state, events)
        if card == HALT:
            result = HALT
            break
        if card is None:
            break
        row.append(card)
        shown.append(card)
        suns += SUN[card]
    if shown:
        events.append({"type": "MarketRevealed", "row": step["row"], "cards": shown})
    return result


def _goods(state: dict, step: dict, events: list) -> str:
    """Produced goods drawn face down onto the building; then its chain may be used (ruling 26)."""
    seat, building, deck = step["seat"], step["building"], state["deck"]
    pile, made, result = state["goods"][seat][building], 0, DONE
    if len(deck) >= step["n"]:          # enough cards: what n draw()s would pop, top card first
        made = step["n"]
        pile.extend(deck[len(deck) - made:][::-1])
        del deck[len(deck) - made:]
    for left in range(step["n"] - made, 0, -1):
        card = draw(state, events)
        if card == HALT:
            state["steps"][0], result = {**step, "n": left, "made": step.get("made", 0) + made}, HALT
            break
        if card is None:
            break
        pile.append(card)
        made += 1
    state["tally"]["goods"][seat] += made
    if made:
        events.append({"type": "GoodsProduced", "seat": seat, "building": building, "count": made})
    if result == HALT:
        return HALT
    if step.get("made", 0) + made:
        open_chain(state, seat, building)
    return STOP                       # the producing seat goes on with its turn


def _stage(state: dict, step: dict, events: list) -> str:
    state["stage"], state["halved"] = step["n"], False
    return DONE


def _plans(state: dict, step: dict, events: list) -> str:
    state["phase"], state["active"], state["revealing"] = "plans", order_from_lead(state), "plans"
    state["drafts"] = [None] * state["players"]
    events.append({"type": "PlansOpened", "round": state["round"]})
    return STOP


def _turn(state: dict, step: dict, events: list) -> str:
    seat = step["seat"]
    state["phase"], state["active"], state["pending"] = "production", [seat], None
    state["turn"] = {"seat": seat, "used": [], "built": False, "hired": False}
    events.append({"type": "TurnStarted", "seat": seat})
    return STOP


def _end_round(state: dict, step: dict, events: list) -> str:
    """Discard the market, record the round, pass the active player on; end the game or go on."""
    state["discard"].extend(state["market"][0] + state["market"][1])
    state["market"], state["turn"], state["active"] = [[], []], None, []
    record = record_round(state)
    state["history"].append(record)
    events.append({"type": "RoundEnded", **record})
    if state["round"] == state["end_round"]:
        state["phase"], state["steps"][1:] = "ended", []
        events.append({"type": "GameEnded", "outcome": outcome(state)})
        return STOP
    if state["end_round"] is None and state["round"] >= ROUND_LIMIT:
        state["end_round"] = state["round"] + 1
    state["lead"] = (state["lead"] + 1) % state["players"]
    state["steps"].insert(1, {"do": "new_round"})
    return DONE


def trigger_end(state: dict, seat: int, events: list) -> None:
    """A seat's 8th building ends the game after this round and one more (ruling 32)."""
    if state["end_round"] is None and len(state["built"][seat]) >= END_BUILDINGS:
        state["end_round"] = state["round"] + 1
        events.append({"type": "EndTriggered", "seat": seat, "final_round": state["end_round"]})


def begin(state: dict) -> None:
    """Start the first round (setup's last step)."""
    state["steps"] = [{"do": "new_round"}]
    run(state)


def open_reveal(state: dict) -> None:
    """The last sealed choice is in: the system reveals them all in one step."""
    state["phase"], state["active"] = "reveal", []


def is_final_round(state: dict) -> bool:
    """True in the extra round after the end was triggered (ruling 33)."""
    return state["round"] == state["end_round"]


def open_chain(state: dict, seat: int, building: int) -> None:
    """After a building produced: its chain decision, when a set can be laid (in the final round
    every chain is open all turn long instead, ruling 33)."""
    if not is_final_round(state) and chain_uses(state, seat, building):
        state["pending"] = {"kind": "chain", "seat": seat, "building": building}


STEPS = {"new_round": _new_round, "hand": _hand, "redraw": _redraw, "market": _market,
         "goods": _goods, "stage": _stage, "plans": _plans, "turn": _turn, "end_round": _end_round}

