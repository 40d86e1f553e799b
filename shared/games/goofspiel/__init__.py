"""Goofspiel (the Game of Pure Strategy), as OpenSpiel ships it: Goofspiel(13) with a random prize order.

Rules source: OpenSpiel's open_spiel/games/goofspiel (DeepMind, Apache-2.0) and
https://en.wikipedia.org/wiki/Goofspiel; our rulings in RULINGS.md beside this file. Every seat
holds the bid cards 1-13; a shuffled prize deck 1-13 turns up one prize a round; all seats bid a
card at once, sealed; the system reveals every bid in one event; the single highest bid takes the
prize and a tie for highest discards it. After 13 rounds the most prize value wins.

The template game: a new game copies this shape (SPEC, constants from data.json, action types,
contract functions, private helpers last). Pure: imports only the engine and the stdlib.
"""
import json
import random
from pathlib import Path

from shared import engine
from shared.engine import Bots, GameSpec, IllegalAction, Option, Phase, PhaseKind, Rng, rng, shapes

from . import bots
from .texts import EVENT_TEXTS  # noqa: F401 (the log's lines)

DATA = json.loads((Path(__file__).parent / "data.json").read_text(encoding="utf-8"))
CARDS = tuple(DATA["cards"])             # each seat's bid cards, and the prize deck (worth face value)

SPEC = GameSpec(
    name="goofspiel",
    title="Goofspiel",
    rulebook="https://github.com/google-deepmind/open_spiel/blob/master/open_spiel/games/goofspiel/"
             "goofspiel.h",
    min_seats=DATA["players"]["min"],
    max_seats=DATA["players"]["max"],
    phases=(
        Phase("bid", PhaseKind.SIMULTANEOUS, frozenset({"bid"}), sealed=True,
              description="every seat bids a card"),
        Phase("reveal", PhaseKind.SYSTEM, frozenset({"reveal"}),
              description="the hidden choices are revealed"),
        Phase("ended", PhaseKind.OVER, frozenset(),
              description="the game is over"),
    ),
    options=(
        Option("bid_timer_s", "int", DATA["bid_timer_s"]["default"], "seconds to bid (0: no timer); "
               "when it runs out, each seat that has not bid bids its lowest card",
               minimum=0, maximum=DATA["bid_timer_s"]["maximum"]),
    ),
    simultaneous=True,
    hidden_information=True,
    system_actions=frozenset({"reveal"}),
    round_name="round",
    round_event="BidsRevealed",
)

BOTS = Bots(levels=bots.LEVELS, choose=bots.choose, determinize=bots.determinize, default_level="greedy")


# -- action types: each handler mutates the state it is given and returns the events ----------------
def bid(state: dict, seat: int, action: dict) -> list:
    """A seat bids a card from its hand, sealed until the reveal; the last bid calls the reveal."""
    card = action.get("card")
    if type(card) is not int or card not in state["hands"][seat]:
        raise IllegalAction("card_not_in_hand", f"bid one of your cards {state['hands'][seat]}")
    events = engine.seal(state, seat, card)
    if not state["active"]:
        engine.cancel_timer(state)
        state["phase"] = "reveal"
    return events


def reveal(state: dict, seat, action: dict) -> list:
    """System: show every bid in one event and award the prize; on the bid timer, latecomers bid lowest."""
    defaults = _defaults(state)
    if action.get("defaults", {}) != defaults:
        raise IllegalAction("wrong_defaults", f"the seats still to bid bid their lowest cards: {defaults}")
    for key, card in defaults.items():
        engine.seal(state, int(key), card)
    sealed = engine.unseal(state)
    bids = [sealed[s] for s in range(state["players"])]
    for hand, card in zip(state["hands"], bids):
        hand.remove(card)
    best = [s for s, card in enumerate(bids) if card == max(bids)]
    winner = best[0] if len(best) == 1 else None
    if winner is not None:
        state["won"][winner].append(state["prize"])
    record = {"round": state["round"], "prize": state["prize"], "bids": bids, "winner": winner,
              "timed_out": sorted(int(k) for k in defaults)}
    state["rounds"].append(record)
    return [{"type": "BidsRevealed", **record}] + (_turn_prize(state) if state["deck"] else _end(state))


HANDLERS = {"bid": bid, "reveal": reveal}

# what a player sends for each action type (the platform checks it before the rules run)
ACTION_SHAPES = {"bid": shapes.action("bid", "bid a card of your hand, sealed until the reveal",
                                      {"card": shapes.integer(min(CARDS), max(CARDS), "a bid card")})}


# -- the contract ------------------------------------------------------------------------------
def setup(options: dict, players: int, seed) -> dict:
    """A new game: the prize deck shuffled by the seeded PRNG and the first prize turned up."""
    state = {"game": "goofspiel", "players": players, "rng": rng.seed_state(seed), "phase": "bid",
             "active": [], "pending": None, "round": 0, "prize": None, "deck": list(CARDS),
             "hands": [list(CARDS) for _ in range(players)], "won": [[] for _ in range(players)],
             "rounds": [], "bid_timer_ms": options["bid_timer_s"] * 1000}
    Rng(state).shuffle(state["deck"])
    _turn_prize(state)
    return state


def legal_actions(state: dict, seat) -> list:
    """Bids of the cards in hand (in card order) while bidding; the reveal for the system."""
    if state["phase"] == "bid" and seat in state["active"]:
        return [{"type": "bid", "card": card} for card in state["hands"][seat]]
    if state["phase"] == "reveal" and seat is None:
        return [{"type": "reveal"}]
    return []


def fill_system_action(state: dict, action: dict) -> dict:
    """The bid timer's reveal carries the lowest card of every seat still to bid."""
    return {**action, "defaults": _defaults(state)}


def view(state: dict, seat) -> dict:
    """Everything but the prize deck's order (a seat knows which prizes remain, not when they come).

    Hands are public (every card played is revealed); the engine nulls other seats' sealed bids.
    """
    out = copy_state(state)
    del out["rng"]
    out["deck"] = sorted(state["deck"])
    out["viewer"] = seat
    return out


def scores(state: dict) -> dict:
    """Each seat's prizes won and their value, and the rounds so far."""
    seats = [{"seat": s, "vp": sum(won), "won": list(won)} for s, won in enumerate(state["won"])]
    return {"round": state["round"], "phase": state["phase"], "seats": seats, "rounds": state["rounds"]}


def outcome(state: dict) -> dict | None:
    """Final ranking by total prize value; equal totals share a place."""
    if state["phase"] != "ended":
        return None
    vp = [sum(won) for won in state["won"]]
    order = sorted(range(len(vp)), key=lambda s: (-vp[s], s))
    ranking = [{"seat": s, "place": 1 + sum(1 for v in vp if v > vp[s]), "vp": vp[s]} for s in order]
    return {"ranking": ranking, "winners": [r["seat"] for r in ranking if r["place"] == 1]}


def rounds(state: dict) -> list:
    """One result per revealed round: {"round", "prize", "bids", "winner" (None: a tie), "timed_out"}."""
    return [dict(record) for record in state["rounds"]]


def copy_state(state: dict) -> dict:
    """A copy that knows the shape of the state (the engine's keys are replaced, never mutated)."""
    new = dict(state)
    new["active"], new["deck"] = list(state["active"]), list(state["deck"])
    new["rounds"] = list(state["rounds"])             # a round's record is never changed once written
    new["hands"] = [list(hand) for hand in state["hands"]]
    new["won"] = [list(won) for won in state["won"]]
    return new


def invariants(state: dict) -> list:
    """Every prize is in the deck, turned up, won or discarded once; hands shrink one card a round."""
    problems = []
    prizes = state["deck"] + [state["prize"]] * (state["phase"] != "ended") + \
        [r["prize"] for r in state["rounds"]]
    if sorted(prizes) != list(CARDS):
        problems.append(f"prizes are not each accounted for once: {sorted(prizes)}")
    if any(len(hand) != len(CARDS) - len(state["rounds"]) for hand in state["hands"]):
        problems.append("a hand does not hold one card per round still to play")
    return problems


def shuffle_hidden(state: dict, seat, salt: int) -> dict:
    """A copy with what `seat` cannot know reshuffled: the deck order, other seats' sealed bids."""
    new, probe = copy_state(state), random.Random(salt)   # a seeded test probe, not game randomness
    probe.shuffle(new["deck"])
    if "sealed" in state:
        new["sealed"] = {key: card if key == str(seat) else probe.choice(state["hands"][int(key)])
                         for key, card in state["sealed"].items()}
    return new


# -- private helpers ---------------------------------------------------------------------------
def _turn_prize(state: dict) -> list:
    state["round"] += 1
    state["prize"] = state["deck"].pop()
    state["phase"], state["active"] = "bid", list(range(state["players"]))
    if state["bid_timer_ms"]:
        engine.schedule(state, state["bid_timer_ms"], {"type": "reveal"})
    return [{"type": "PrizeTurned", "round": state["round"], "prize": state["prize"]}]


def _end(state: dict) -> list:
    state["phase"], state["active"], state["prize"] = "ended", [], None
    return [{"type": "GameEnded", "outcome": outcome(state)}]


def _defaults(state: dict) -> dict:
    if state["phase"] != "bid":
        return {}
    return {str(seat): min(state["hands"][seat]) for seat in state["active"]}
