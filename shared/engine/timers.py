"""Timed system steps: a game asks for a system action after a delay; the platform applies it when due.

Two ways to ask, one per game:
- one timer at a time (`schedule`, `cancel_timer(state)`): the pending timer lives in
  `state["timer"]` as `{"id", "delay_ms", "action"}`; once it fired or was cancelled only `{"id"}`
  stays; scheduling replaces a pending one.
- several at once (`add_timer`, `cancel_timer(state, id)`): the pending timers live in
  `state["timers"]`, in id order, each `{"id", "delay_ms", "action"[, "key"]}` (`key`: the game's
  name for it, shown to views so a bot can tell the timers apart), and `state["timer"]` is `{"id"}`
  of the last timer asked for.
Every new timer gets a larger id. The engine accepts a pending timer's action from the system
(seat None) in any phase; an action stamped with a timer's id (`"timer": id`) fires that timer and
is refused while it is not pending. The engine has no clock: when several are pending, the one a
playout fires first (`pending_timer`) is the shortest delay, the oldest among equals; the platform
keeps each timer's real due time outside the state.
"""
from .errors import IllegalAction


def schedule(state: dict, delay_ms: int, action: dict) -> int:
    """Ask for the system `action` in `delay_ms` (replacing every pending timer); return its id."""
    timer = _new(state, delay_ms, action, None)
    if "timers" in state:
        state["timers"], state["timer"] = [timer], {"id": timer["id"]}
    else:
        state["timer"] = timer
    return timer["id"]


def add_timer(state: dict, delay_ms: int, action: dict, key: str | None = None) -> int:
    """Ask for the system `action` in `delay_ms` beside the pending timers; return its id."""
    timer = _new(state, delay_ms, action, key)
    state["timers"] = pending_timers(state) + [timer]
    state["timer"] = {"id": timer["id"]}
    return timer["id"]


def cancel_timer(state: dict, timer_id: int | None = None) -> None:
    """Drop the pending timer `timer_id` (None: every pending timer), if pending; ids stay spent."""
    if state.get("timers"):
        state["timers"] = [t for t in state["timers"] if timer_id is not None and t["id"] != timer_id]
    single = state.get("timer")
    if single is not None and "action" in single and timer_id in (None, single["id"]):
        state["timer"] = {"id": single["id"]}


def pending_timers(state: dict) -> list[dict]:
    """Every pending timer `{"id", "delay_ms", "action"[, "key"]}`, in id order."""
    single = state.get("timer")
    out = list(state.get("timers", ()))
    if single is not None and "action" in single:
        out.append(single)
    return sorted(out, key=lambda t: t["id"])


def pending_timer(state: dict, timer_id: int | None = None) -> dict | None:
    """The pending timer `timer_id`, or (None) the one a playout fires first; None if not pending."""
    pending = pending_timers(state)
    if timer_id is not None:
        return next((t for t in pending if t["id"] == timer_id), None)
    return min(pending, key=lambda t: (t["delay_ms"], t["id"])) if pending else None


def keyed_timer(state: dict, key: str) -> dict | None:
    """The pending timer the game named `key`, or None."""
    return next((t for t in pending_timers(state) if t.get("key") == key), None)


def public_timer(state: dict) -> dict | None:
    """`pending_timer` as the platform and the views see it: `{"id", "delay_ms"[, "key"]}`, or None."""
    timer = pending_timer(state)
    return None if timer is None else _public(timer)


def public_timers(state: dict) -> list[dict]:
    """Every pending timer as the platform and the views see it, in id order."""
    return [_public(t) for t in pending_timers(state)]


def firing(state: dict, seat, action: dict) -> dict | None:
    """The pending timer `action` from `seat` fires, or None; IllegalAction for a stale timer's action.

    A stamped action fires its timer; an unstamped one the oldest pending timer of its type."""
    if seat is not None:
        return None
    stamp = action.get("timer")
    if stamp is None:
        return next((t for t in pending_timers(state) if t["action"]["type"] == action["type"]), None)
    valid = isinstance(stamp, int) and not isinstance(stamp, bool)
    timer = pending_timer(state, stamp) if valid else None
    if timer is None or timer["action"]["type"] != action["type"]:
        raise IllegalAction("stale_timer", f"timer {stamp} is no longer pending")
    return timer


def _new(state: dict, delay_ms: int, action: dict, key) -> dict:
    if not isinstance(delay_ms, int) or isinstance(delay_ms, bool) or delay_ms < 0:
        raise ValueError(f"a timer's delay is a whole number of ms >= 0, not {delay_ms!r}")
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise ValueError("a timer's action is an object with a string 'type'")
    ids = [t["id"] for t in state.get("timers", ())] + [state["timer"]["id"] if "timer" in state else 0]
    timer = {"id": max(ids) + 1, "delay_ms": delay_ms, "action": dict(action)}
    if key is not None:
        timer["key"] = key
    return timer


def _public(timer: dict) -> dict:
    out = {"id": timer["id"], "delay_ms": timer["delay_ms"]}
    if "key" in timer:
        out["key"] = timer["key"]
    return out
