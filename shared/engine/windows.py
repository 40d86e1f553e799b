"""Response windows: after an action, named seats may respond or pass, in any order, until all have
answered or the window's time-out (a timed system step) closes it.

An open window lives in `state["window"]` = {"seats", "answered", "actions", "close"} and overlays
the game's turn: while it is open only its seats that have not answered may act, with the game's
response `actions` or `{"type": "pass"}`. When it closes, the game's own phase, `active` and
`pending` (as the game left them) apply again, after the game's `close` action (a system action,
optional) has run.
"""
from .timers import cancel_timer, pending_timers, schedule

PASS = "pass"                  # a seat's answer: no response (engine-handled)
CLOSE = "close_window"         # the time-out's system action: every seat that has not answered passes


def open_window(state: dict, seats, actions, timeout_ms: int | None = None,
                close: dict | None = None) -> list[dict]:
    """Let `seats` respond with `actions` or pass; on time-out (ms) the rest pass; return the event.

    `close` is the system action the game wants applied when the window closes (None: just resume).
    A window with no seats is not opened (and `close` is not applied): there is nobody to ask.
    """
    seats, actions = sorted(set(seats)), sorted(set(actions))
    if not seats:
        return []
    if PASS in actions or CLOSE in actions:
        raise ValueError(f"{PASS!r} and {CLOSE!r} are the engine's own window actions")
    state["window"] = {"seats": seats, "answered": [], "actions": actions, "close": close}
    if timeout_ms is not None:
        schedule(state, timeout_ms, {"type": CLOSE})
    return [{"type": "WindowOpened", "seats": seats, "actions": actions, "timeout_ms": timeout_ms}]


def waiting(window: dict) -> list[int]:
    """The window's seats that have not answered yet."""
    return [seat for seat in window["seats"] if seat not in window["answered"]]


def answer(state: dict, seat: int) -> bool:
    """Record `seat`'s answer; True when every seat of the window has answered."""
    window = state["window"]
    state["window"] = {**window, "answered": window["answered"] + [seat]}
    return not waiting(state["window"])


def take(state: dict, timed_out: bool) -> tuple[dict | None, list[dict]]:
    """Close the window: return (the game's close action or None, the closing event)."""
    window = state.pop("window")
    for timer in pending_timers(state):
        if timer["action"]["type"] == CLOSE:
            cancel_timer(state, timer["id"])
    event = {"type": "WindowClosed", "seats": window["seats"], "answered": window["answered"],
             "timed_out": timed_out}
    return window["close"], [event]


def public_window(state: dict) -> dict | None:
    """The open window as the platform and views see it: {"seats", "answered", "actions"}, or None."""
    window = state.get("window")
    if window is None:
        return None
    return {"seats": list(window["seats"]), "answered": list(window["answered"]),
            "actions": list(window["actions"])}
