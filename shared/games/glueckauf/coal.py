"""Coal cubes and orders: spot filling, order completion, counting a seat's cubes."""
from .data import COLOURS, ORDER_CARDS


def spot_complete(printed: str, spot: list) -> bool:
    """A spot is filled by one cube of its printed colour or by any two cubes."""
    return len(spot) == 2 or (len(spot) == 1 and spot[0] == printed)


def order_complete(order: dict) -> bool:
    """True when every spot of an outstanding order is filled."""
    for printed, spot in zip(ORDER_CARDS[order["card"]]["coals"], order["spots"]):
        filled = len(spot)
        if filled == 0 or (filled == 1 and spot[0] != printed):
            return False
    return True


def ready_vehicles(seat_state: dict) -> set:
    """Vehicles for which the seat has at least one complete outstanding order."""
    return {ORDER_CARDS[o["card"]]["vehicle"] for o in seat_state["outstanding"] if order_complete(o)}


def find_order(seat_state: dict, card) -> dict | None:
    """The seat's outstanding order for `card`, or None."""
    for order in seat_state["outstanding"]:
        if order["card"] == card:
            return order
    return None


def cubes_held(seat_state: dict) -> int:
    """Every cube the seat holds: lorries, cage, private storage and outstanding orders."""
    total = sum(seat_state["cage"].values()) + sum(seat_state["storage"].values())
    total += sum(sum(level["cubes"].values()) for level in seat_state["pit"].values())
    total += sum(len(spot) for order in seat_state["outstanding"] for spot in order["spots"])
    return total


def empty_lorries(seat_state: dict, colour: str) -> int:
    """Lorries of a pit level holding no cube (the printed starting lorry included)."""
    level = seat_state["pit"][colour]
    return level["lorries"] - sum(level["cubes"].values())


def coal_in_play(state: dict) -> dict:
    """Cubes per colour everywhere (supply and all seats): the conservation check's input."""
    count = dict(state["supply"])
    for seat in state["seats"]:
        for colour in COLOURS:
            count[colour] += seat["cage"][colour] + seat["storage"][colour]
            count[colour] += sum(level["cubes"][colour] for level in seat["pit"].values())
        for order in seat["outstanding"]:
            for spot in order["spots"]:
                for cube in spot:
                    count[cube] += 1
    return count
