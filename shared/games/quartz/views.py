"""What a seat may know (ruling 7), the scores, the outcome (rulings 23-24), the day results, the
invariants and the leak probe of the contract suite."""
import random

from .data import CARD_IDS, COAL, COPIES, GEM_COUNT, KINDS, SCANDAL_AT, TOKENS
from .state import copy_state

WGW = "what_gem_where"


def view(state: dict, seat) -> dict:
    """Everything public, and the seat's own hand: other hands and the deck's order stay hidden.

    The bag is a count per kind (public: every gem outside it is in sight); the PRNG is not shown.
    """
    out = copy_state(state)
    del out["rng"], out["deck"]
    out["hands"] = [hand if s == seat else None for s, hand in enumerate(state["hands"])]
    out["hand_sizes"] = [len(hand) for hand in state["hands"]]
    out["deck_size"] = len(state["deck"])
    out["viewer"] = seat
    return out


def scores(state: dict) -> dict:
    """Each seat's coins so far (its VP), with what it holds in sight."""
    seats = [{"seat": s, "vp": state["coins"][s], "coins": state["coins"][s],
              "chest": list(state["chests"][s]), "token": bool(state["tokens"][s]),
              "hand_size": len(state["hands"][s]), "card_coins": state["card_coins"][s]}
             for s in range(state["players"])]
    return {"day": state["day"], "phase": state["phase"], "seats": seats}


def outcome(state: dict) -> dict | None:
    """Most coins first; a tie goes to more coins from the hand cards sold at the end; then shared."""
    if state["phase"] != "ended":
        return None
    key = [(state["coins"][s], state["card_coins"][s]) for s in range(state["players"])]
    order = sorted(range(state["players"]), key=lambda s: (-key[s][0], -key[s][1], s))
    ranking = [{"seat": s, "place": 1 + sum(k > key[s] for k in key), "vp": key[s][0],
                "card_coins": key[s][1]} for s in order]
    return {"ranking": ranking, "winners": [r["seat"] for r in ranking if r["place"] == 1]}


def rounds(state: dict) -> list:
    """One result per day: {"round", "first", "last", "out", "sales", "coins"}."""
    return [dict(record) for record in state["days"]]


def invariants(state: dict) -> list:
    """Every gem and every card is somewhere exactly once; money is never negative; carts stay legal."""
    problems = []
    gems = _gems(state)
    if gems != GEM_COUNT:
        problems.append(f"gems are not each accounted for once: {gems}")
    cards = _cards(state)
    if cards != COPIES:
        problems.append(f"cards are not each accounted for once: {cards}")
    if min(state["coins"]) < 0:
        problems.append(f"negative money: {state['coins']}")
    if sum(state["tokens"]) > TOKENS or any(t not in (0, 1) for t in state["tokens"]):
        problems.append(f"tokens: {state['tokens']}")
    for seat, cart in enumerate(state["carts"]):
        checking = (state["pending"] or {}).get("kind") == "coal_check" and state["pending"]["seat"] == seat
        if cart.count(COAL) >= SCANDAL_AT and not checking:
            problems.append(f"seat {seat} holds {cart.count(COAL)} coal outside a coal check")
        if cart and not state["in_mine"][seat]:
            problems.append(f"seat {seat} is out of the mine with gems in its cart")
    if any(len(c) > 2 or COAL in c for c in state["chests"]):
        problems.append(f"a chest holds more than 2 gems or coal: {state['chests']}")
    return problems


def shuffle_hidden(state: dict, seat, salt: int) -> dict:
    """A copy with what `seat` cannot know reshuffled: the other hands with the deck, and the PRNG."""
    new, probe = copy_state(state), random.Random(salt)     # a seeded test probe, not game randomness
    others = [s for s in range(state["players"]) if s != seat]
    cards = list(state["deck"]) + [c for s in others for c in state["hands"][s]]
    probe.shuffle(cards)
    for s in others:
        size = len(state["hands"][s])
        new["hands"][s], cards = sorted(cards[:size]), cards[size:]
    new["deck"], new["rng"] = cards, probe.getrandbits(64)
    return new


def _gems(state: dict) -> dict:
    counts = dict(state["bag"])
    places = state["carts"] + state["aside"] + state["protected"] + state["chests"] + state["pools"]
    loose = (state["pending"] or {}).get("drawn", [])
    attack = state["attack"]
    travelling = [COAL] if attack is not None and attack["card"] == "not_mine" else []
    for gems in places + [loose, travelling]:
        for gem in gems:
            counts[gem] = counts.get(gem, 0) + 1
    return {k: counts.get(k, 0) for k in KINDS}


def _cards(state: dict) -> dict:
    counts = dict.fromkeys(CARD_IDS, 0)
    laid = [t["card"] for t in state["track"] if t["to"] is None and t["card"] is not None]
    for card in state["deck"] + state["discard"] + laid + [c for h in state["hands"] for c in h]:
        counts[card] += 1
    counts[WGW] += sum(state["wgw"])
    return counts
