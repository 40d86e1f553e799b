"""Simultaneous hidden choices: each seat's choice is kept sealed until the game reveals them all at once.

Sealed choices live in `state["sealed"]` (str(seat) -> choice, JSON-native). While they are there,
`Ruleset.view` shows another seat only *that* a seat has chosen (its value is null), and the
submission event carries the choice under `secret`, which only the choosing seat sees.
"""


def seal(state: dict, seat: int, choice) -> list[dict]:
    """Keep `seat`'s hidden `choice` until the reveal and take the seat out of `active`; return the event."""
    if choice is None:
        raise ValueError("a sealed choice cannot be null (null marks another seat's hidden choice)")
    state["sealed"] = {**state.get("sealed", {}), str(seat): choice}
    state["active"] = [s for s in state["active"] if s != seat]
    return [{"type": "ChoiceSealed", "seat": seat, "secret": {"choice": choice}}]


def unseal(state: dict) -> dict[int, object]:
    """Take every sealed choice out of the state for the reveal: {seat: choice}."""
    return {int(seat): choice for seat, choice in state.pop("sealed", {}).items()}


def sealed_view(sealed: dict, seat) -> dict:
    """The sealed choices as `seat` may see them: its own, and null for every other seat that chose."""
    own = None if seat is None else str(seat)
    return {key: (choice if key == own else None) for key, choice in sealed.items()}
