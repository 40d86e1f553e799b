"""Decision sub-phases: the order draft, the draw-5 spaces (keep one, return the rest) and coal shortage."""
from collections import Counter

from shared.engine import IllegalAction

from .data import COLOURS, ORDER_SPACE_ORDER, TILE_COST
from .state import draw_top, new_order
from .work import end_turn, fill_short_lorries, gain_tile, put_substitute

DESTINATIONS = ("top", "bottom")


def draft(state: dict, seat: int, action: dict) -> list:
    """Handle `draft`: take one order from the display; after the last pick the work phase starts."""
    display, card = state["draft"]["display"], action.get("card")
    if card not in display:
        raise IllegalAction("order_not_on_display", f"order {card!r} is not on the draft display")
    display.remove(card)
    state["seats"][seat]["outstanding"].append(new_order(card))
    picks = state["draft"]["picks"]
    picks.pop(0)
    events = [{"type": "OrderDrafted", "seat": seat, "order": card}]
    if picks:
        state["active"] = [picks[0]]
        return events
    return events + _finish_draft(state)


def _finish_draft(state: dict) -> list:
    spaces = [s for s in ORDER_SPACE_ORDER if s in state["order_spaces"]]
    leftover = state["draft"]["display"]
    state["order_spaces"][spaces[0]] = leftover[0] if leftover else draw_top(state, "order")
    for space in spaces[1:]:
        state["order_spaces"][space] = draw_top(state, "order")
    state["draft"] = None
    state["phase"], state["active"] = "work", [state["start_player"]]
    return [{"type": "DraftFinished", "order_spaces": dict(state["order_spaces"]),
             "start_player": state["start_player"]},
            {"type": "ShiftStarted", "shift": state["shift"], "start_player": state["start_player"]}]


def keep_tile(state: dict, seat: int, action: dict) -> list:
    """Handle `keep_tile`: keep one drawn tile (paying for it) or none (`tile`: null)."""
    drawn, tile = state["pending"]["drawn"], action.get("tile")
    rest = _without(drawn, tile)
    if tile is not None and state["seats"][seat]["marks"] < TILE_COST[tile]:
        raise IllegalAction("cannot_afford_tile", f"tile {tile} costs {TILE_COST[tile]} Marks")
    resume = {"kind": "return_tiles", "seat": seat, "drawn": rest} if rest else None
    if tile is None:
        state["pending"] = resume
        events = [{"type": "TileDeclined", "seat": seat}]
    else:
        state["pending"] = None
        events = gain_tile(state, seat, tile, resume)
    return events + (end_turn(state) if state["pending"] is None else [])


def keep_order(state: dict, seat: int, action: dict) -> list:
    """Handle `keep_order`: keep one drawn order card face up, or none (`card`: null)."""
    drawn, card = state["pending"]["drawn"], action.get("card")
    rest = _without(drawn, card)
    if card is not None:
        state["seats"][seat]["outstanding"].append(new_order(card))
    state["pending"] = {"kind": "return_orders", "seat": seat, "drawn": rest} if rest else None
    events = [{"type": "OrderKept", "seat": seat, "order": card}]
    return events + (end_turn(state) if state["pending"] is None else [])


def return_to_stack(stack: str):
    """A handler for `return_tiles` / `return_orders`: all to the top or bottom, in a chosen order."""
    cards_key, known_key = ("tile_stack", "tile_known") if stack == "tile" else ("order_deck", "order_known")

    def handle(state: dict, seat: int, action: dict) -> list:
        order, to = action.get("order"), action.get("to")
        if to not in DESTINATIONS:
            raise IllegalAction("invalid_destination", "return to 'top' or 'bottom'")
        if not isinstance(order, list) or not _same_items(order, state["pending"]["drawn"]):
            raise IllegalAction("invalid_return_order", "'order' must list exactly the cards held, top first")
        back, bit = list(reversed(order)), [1 << seat] * len(order)   # lists keep the top at the end
        if to == "top":
            state[cards_key].extend(back)
            state[known_key].extend(bit)
        else:
            state[cards_key][:0] = back
            state[known_key][:0] = bit
        state["pending"] = None
        event = {"type": f"{stack.capitalize()}sReturned", "seat": seat, "to": to, "count": len(order),
                 "secret": {"order": list(order)}}
        return [event] + end_turn(state)
    return handle


def substitute_coal(state: dict, seat: int, action: dict) -> list:
    """Handle `substitute_coal`: a cube of another colour for a lorry whose own colour ran out, or none."""
    pending, colour = state["pending"], action.get("colour")
    if "colour" not in action:        # leaving a lorry empty is a choice, never a missing field
        raise IllegalAction("colour_missing", "name a colour in the supply, or null to leave the lorry empty")
    if colour is not None and (colour not in COLOURS or state["supply"][colour] == 0):
        raise IllegalAction("colour_not_in_supply", f"no {colour!r} cube is left in the supply")
    events = put_substitute(state, seat, pending["level"], colour)
    state["pending"] = None
    events += fill_short_lorries(state, seat, pending["level"], pending["remaining"] - 1, pending["resume"])
    return events + (end_turn(state) if state["pending"] is None else [])


def _without(drawn: list, item) -> list:
    if item is None:
        return list(drawn)
    if item not in drawn:
        raise IllegalAction("not_drawn", f"{item!r} is not among the drawn cards")
    rest = list(drawn)
    rest.remove(item)
    return rest


def _same_items(a: list, b: list) -> bool:
    try:
        return Counter(a) == Counter(b)
    except TypeError:
        return False
