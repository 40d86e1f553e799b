"""Timed system steps: a game asks for a system action after a delay; the platform applies it when due.

The pending timer lives in `state["timer"]` as `{"id", "delay_ms", "action"}`; once it fired or was
cancelled only `{"id"}` stays, so every new timer gets a larger id. One timer at a time: scheduling
replaces a pending one. The engine accepts the timer's action from the system (seat None) in any
phase while it is pending; an action stamped with another timer's id (`"timer": id`) is refused.
"""
from .errors import IllegalAction


def schedule(state: dict, delay_ms: int, action: dict) -> int:
    """Ask for the system `action` in `delay_ms` (replacing any pending timer); return the new timer id."""
    if not isinstance(delay_ms, int) or isinstance(delay_ms, bool) or delay_ms < 0:
        raise ValueError(f"a timer's delay is a whole number of ms >= 0, not {delay_ms!r}")
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise ValueError("a timer's action is an object with a string 'type'")
    previous = state.get("timer")
    timer_id = (previous["id"] if previous else 0) + 1
    state["timer"] = {"id": timer_id, "delay_ms": delay_ms, "action": dict(action)}
    return timer_id


def cancel_timer(state: dict) -> None:
    """Drop the pending timer, if any (its id stays spent)."""
    timer = state.get("timer")
    if timer is not None and "action" in timer:
        state["timer"] = {"id": timer["id"]}


def pending_timer(state: dict) -> dict | None:
    """The pending timer `{"id", "delay_ms", "action"}`, or None."""
    timer = state.get("timer")
    return timer if timer is not None and "action" in timer else None


def public_timer(state: dict) -> dict | None:
    """The pending timer as the platform and the views see it: `{"id", "delay_ms"}`, or None."""
    timer = pending_timer(state)
    return None if timer is None else {"id": timer["id"], "delay_ms": timer["delay_ms"]}


def fires(state: dict, seat, action: dict) -> bool:
    """True if `action` from `seat` is the pending timer firing; IllegalAction for a stale timer's action."""
    if seat is not None:
        return False
    timer = pending_timer(state)
    stamp = action.get("timer")
    if timer is None or timer["action"]["type"] != action["type"]:
        if stamp is not None:
            raise IllegalAction("stale_timer", f"timer {stamp} is no longer pending")
        return False
    if stamp is not None and stamp != timer["id"]:
        raise IllegalAction("stale_timer", f"timer {stamp} was replaced by timer {timer['id']}")
    return True
