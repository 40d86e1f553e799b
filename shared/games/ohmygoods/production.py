"""Phase IV, one seat at a time (rulings 20-31): produce building by building with chains, then build or hire.

A turn is the phase `production` (activate staffed buildings, `end_production`), the decision `chain`
right after a building produced, the decision `build` (build the planned card, hire, `finish_turn`)
and the decision `place` (where a hired apprentice goes). In the final round every chain is open
during the whole production step (ruling 33).
"""
from shared.engine import IllegalAction

from . import flow
from .data import CARDS, apprentice
from .reckon import (chain_uses, coins, colours_of, cover_ok, free_buildings, meets, output,
                     payment_value, worker_at)
from .state import discard_from_hand, discard_goods


def produce(state: dict, seat: int, action: dict) -> list:
    """Activate one staffed building: discard the hand cards that cover its shortfall, draw its goods."""
    building, cards = action.get("building"), action.get("cover", [])
    worker = None
    if type(building) is int and 0 <= building < len(state["built"][seat]):
        worker = worker_at(state, seat, building)
    if worker is None:
        raise IllegalAction("no_worker_there", "activate a building of yours with a worker in it")
    if building in state["turn"]["used"]:
        raise IllegalAction("already_produced", "each building produces once a round")
    _check_hand_cards(state, seat, cards)
    if not cover_ok(state, seat, building, cards, worker):
        raise IllegalAction("wrong_cover", "discard exactly the missing resources (a sloppy master "
                            "may leave one unit uncovered)")
    discard_from_hand(state, seat, cards)
    state["turn"] = {**state["turn"], "used": state["turn"]["used"] + [building]}
    state["steps"].insert(0, {"do": "goods", "seat": seat, "building": building, "n": output(worker)})
    events = [{"type": "Produced", "seat": seat, "building": building, "worker": worker,
               "cover": list(cards)}]
    return events + flow.run(state)


def chain(state: dict, seat: int, action: dict) -> list:
    """Lay one complete set of the building's chain on it: hand resources (shown) and goods moved."""
    building, pending = action.get("building"), state["pending"]
    if pending is None and not flow.is_final_round(state):
        raise IllegalAction("chain_after_production", "a chain follows its building's production")
    if pending is not None and pending["building"] != building:
        raise IllegalAction("other_building", "the chain of the building that just produced")
    if type(building) is not int or not 0 <= building < len(state["built"][seat]):
        raise IllegalAction("no_such_building", "name one of your buildings")
    use = (action.get("cards", []), action.get("goods", []))
    if use not in chain_uses(state, seat, building):
        raise IllegalAction("incomplete_set", "lay one complete set of the chain's items")
    pile = state["goods"][seat][building]
    for card in use[0]:
        state["hands"][seat].remove(card)
        pile.append(card)
    for source in use[1]:
        pile.append(state["goods"][seat][source].pop())
    count = len(use[0]) + len(use[1])
    state["tally"]["goods"][seat] += count
    if pending is not None and not chain_uses(state, seat, building):
        state["pending"] = None
    return [{"type": "ChainUsed", "seat": seat, "building": building, "cards": list(use[0]),
             "goods": list(use[1]), "count": count}]


def end_chain(state: dict, seat: int, action: dict) -> list:
    """Stop using the chain; activate the next building."""
    state["pending"] = None
    return []


def end_production(state: dict, seat: int, action: dict) -> list:
    """The production step ends: the master leaves its building; build or hire comes next."""
    state["masters"][seat] = None
    return [{"type": "ProductionEnded", "seat": seat}] + _next_decision(state, seat)


def build(state: dict, seat: int, action: dict) -> list:
    """Build the planned card, paying with goods worth at least its cost (no change)."""
    card, turn = state["planned"][seat], state["turn"]
    if card is None or turn["built"] or (turn["hired"] and not state["options"].get("build_and_hire")):
        raise IllegalAction("nothing_to_build", "build only the card planned in phase II, once")
    payment = action.get("payment")
    _pay(state, seat, payment, CARDS[card]["cost"])
    state["built"][seat].append(card)
    state["goods"][seat].append([])
    state["planned"][seat], state["turn"] = None, {**turn, "built": True}
    state["tally"]["built"][seat].append(card)
    events = [{"type": "Built", "seat": seat, "card": card, "payment": list(payment)}]
    flow.trigger_end(state, seat, events)
    return events + _next_decision(state, seat)


def hire(state: dict, seat: int, action: dict) -> list:
    """Hire one apprentice of the display: own its colours, pay its cost; it is placed next."""
    turn, card = state["turn"], action.get("apprentice")
    if turn["hired"] or (turn["built"] and not state["options"].get("build_and_hire")):
        raise IllegalAction("cannot_hire", "build or hire, one of them (ruling 29)")
    offer = next((a for a in state["display"] if a["card"] == card), None)
    if offer is None or not meets(state, seat, card, offer["side"]):
        raise IllegalAction("apprentice_not_available", f"{card!r} is not in the display for you")
    if not free_buildings(state, seat):
        raise IllegalAction("no_free_building", "the apprentice needs a free production building")
    _pay(state, seat, action.get("payment"), apprentice(card, offer["side"])["cost"])
    state["display"] = [a for a in state["display"] if a["card"] != card]
    state["turn"] = {**turn, "hired": True}
    state["pending"] = {"kind": "place", "seat": seat, "apprentice": offer}
    return [{"type": "Hired", "seat": seat, "apprentice": card, "side": offer["side"],
             "payment": list(action["payment"])}]


def place_apprentice(state: dict, seat: int, action: dict) -> list:
    """Put the hired apprentice in a free production building at once."""
    building = action.get("building")
    if type(building) is not int or building not in free_buildings(state, seat):
        raise IllegalAction("building_not_free", "a production building of yours without an apprentice")
    offer = state["pending"]["apprentice"]
    state["apprentices"][seat] = state["apprentices"][seat] + [{**offer, "building": building}]
    state["tally"]["hired"][seat].append(offer["card"])
    state["pending"] = None
    events = [{"type": "ApprenticePlaced", "seat": seat, "apprentice": offer["card"], "building": building}]
    return events + _next_decision(state, seat)


def finish_turn(state: dict, seat: int, action: dict) -> list:
    """End the turn; an unbuilt planned card goes back to the hand."""
    return _finish(state, seat)


def can_build(state: dict, seat: int, money: int | None = None) -> bool:
    """True if the seat may still build its planned card this turn and can pay for it (`money`:
    its coins, when the caller has them)."""
    card, turn = state["planned"][seat], state["turn"]
    return (card is not None and not turn["built"]
            and (not turn["hired"] or state["options"].get("build_and_hire"))
            and (coins(state, seat) if money is None else money) >= CARDS[card]["cost"])


def hireable(state: dict, seat: int, money: int | None = None) -> list:
    """The display's apprentices the seat may hire now (colours owned, cost affordable, a free building)."""
    turn = state["turn"]
    if turn["hired"] or (turn["built"] and not state["options"].get("build_and_hire")):
        return []
    money = coins(state, seat) if money is None else money
    # the price first: the colour count and the free buildings are looked up only if one is affordable
    offers = [a for a in state["display"] if money >= apprentice(a["card"], a["side"])["cost"]]
    if not offers or not free_buildings(state, seat):
        return []
    colours = colours_of(state, seat)
    return [a for a in offers if meets(state, seat, a["card"], a["side"], colours)]


def _next_decision(state: dict, seat: int) -> list:
    money = coins(state, seat)
    if can_build(state, seat, money) or hireable(state, seat, money):
        state["pending"] = {"kind": "build", "seat": seat}
        return []
    return _finish(state, seat)


def _finish(state: dict, seat: int) -> list:
    events = []
    card = state["planned"][seat]
    if card is not None:
        state["hands"][seat].append(card)
        state["planned"][seat] = None
        events.append({"type": "BuildingReturned", "seat": seat, "secret": {"card": card}})
    state["pending"], state["turn"] = None, None
    events.append({"type": "TurnEnded", "seat": seat})
    return events + flow.run(state)


def _pay(state: dict, seat: int, payment, price: int) -> None:
    worth = payment_value(state, seat, payment)
    if worth is None or worth < price:
        raise IllegalAction("payment_too_small", f"pay at least {price} coins with goods you have")
    discard_goods(state, seat, payment)


def _check_hand_cards(state: dict, seat: int, cards) -> None:
    if not isinstance(cards, list) or len(set(map(str, cards))) != len(cards) \
            or any(c not in state["hands"][seat] for c in cards):
        raise IllegalAction("card_not_in_hand", "name distinct cards of your hand")
