"""The game contract (DESIGN §2): one `Ruleset` wraps a pure game module and owns turns and phases.

A game module provides: SPEC, HANDLERS (action type -> handler(state, seat, action) -> events, which
mutates the state), setup, legal_actions, view, scores, outcome, copy_state, and optionally redact,
rounds, invariants, shuffle_hidden, fill_system_action, free_actions, BOTS and ACTION_SHAPES (the
JSON shape of each action type a player sends, `shapes.py`; `protocol.GameModule`).
The engine checks who may act and which action types the phase or pending decision allows before
a handler runs, so games declare turns and phases instead of re-checking them. It also runs the
three kinds of turn beyond one seat at a time: sealed simultaneous choices (`sealed.py`), response
windows (`windows.py`) and timed system steps (`timers.py`), and free actions: the types a game lists
in `spec.free_actions`, which a seat may take whenever the game's `free_actions(state, seat)` offers
them, on its turn or not, inside a window or a decision of another seat, without taking a turn or
answering a window (Quartz's experience tokens).
"""
import json

from . import windows
from .errors import IllegalAction
from .protocol import Bots, Outcome, RoundResult, missing
from .sealed import sealed_view
from .spec import PhaseKind
from .texts import with_common
from .timers import cancel_timer, firing, pending_timer, public_timer, public_timers

class Ruleset:
    """A registered game: the contract functions, with the engine's checks around them."""

    def __init__(self, module):
        lacking = missing(module)
        if lacking:
            name = getattr(module, "__name__", type(module).__name__)
            raise TypeError(f"{name} is not a game module: it lacks {', '.join(lacking)}")
        self.module = module
        self.spec = module.SPEC
        self.name = self.spec.name
        self.bots: Bots | None = getattr(module, "BOTS", None)
        if self.bots is not None and not isinstance(self.bots, Bots):
            raise TypeError(f"{self.name}: BOTS is an engine.Bots, not {type(self.bots).__name__}")
        self._handlers = module.HANDLERS
        self._phases = {p.name: p for p in self.spec.phases}
        self._decisions = {d.name: d for d in self.spec.decisions}
        self._kinds = {p.name: p.kind for p in self.spec.phases}
        self._rounds = getattr(module, "rounds", None)
        self._fill = getattr(module, "fill_system_action", None)
        self._free = getattr(module, "free_actions", None) if self.spec.free_actions else None
        self.action_shapes: dict | None = getattr(module, "ACTION_SHAPES", None)
        self.names: dict = getattr(module, "NAMES", {})   # printed names (engine/printed.py)
        self.event_texts = with_common(getattr(module, "EVENT_TEXTS", None))   # engine/texts.py

    # -- creating and reading -------------------------------------------------------------
    def setup(self, options: dict | None, seats: int, seed) -> dict:
        """A new game state for `seats` players; options are validated and defaulted."""
        return self.module.setup(self.spec.validate_options(options, seats), seats, seed)

    def active_seats(self, state: dict) -> frozenset:
        """Seats that may act now: one, several, or none (waiting for the system or over)."""
        window = state.get("window")
        if window is not None:
            return frozenset(windows.waiting(window))
        pending = state.get("pending")
        if pending is not None:
            return frozenset((pending["seat"],))
        return frozenset(state["active"])

    def awaiting_system(self, state: dict) -> bool:
        """True when only an immediate system action (seat=None) can advance the game."""
        return (state.get("pending") is None and state.get("window") is None
                and self._phases[state["phase"]].kind is PhaseKind.SYSTEM)

    def is_over(self, state: dict) -> bool:
        """True once the game has ended."""
        return self._phases[state["phase"]].kind is PhaseKind.OVER

    def legal_actions(self, state: dict, seat: int | None) -> list[dict]:
        """The legal actions of `seat` (None: the system, a pending timer's included), in a fixed order."""
        if seat is None and not self.awaiting_system(state):
            action = None if self.is_over(state) else self.system_action(state)
            return [] if action is None else [action]
        window = state.get("window")
        if window is not None:
            return self._with_free(state, seat, self._window_actions(state, seat, window))
        try:
            self._check_actor(state, seat)
        except IllegalAction:
            return self.free_actions(state, seat)
        return self._with_free(state, seat, self.module.legal_actions(state, seat))

    def free_actions(self, state: dict, seat: int | None) -> list[dict]:
        """The free actions `seat` may take now, whoever's turn it is ([] for a game without them)."""
        if self._free is None or seat is None or self.is_over(state):
            return []
        return self._free(state, seat)

    def view(self, state: dict, seat: int | None) -> dict:
        """What `seat` may know (None: a spectator); other seats' sealed choices are null."""
        out = self.module.view(state, seat)
        if "sealed" in state:
            out["sealed"] = sealed_view(state["sealed"], seat)
        if "timer" in state:
            out["timer"] = public_timer(state)
        if "timers" in state:
            out["timers"] = public_timers(state)
        if "window" in state:
            out["window"] = windows.public_window(state)
        return out

    def redact(self, event: dict, seat: int | None) -> dict | None:
        """The event as `seat` may see it, or None."""
        custom = getattr(self.module, "redact", None)
        return custom(event, seat) if custom else redact_event(event, seat)

    def scores(self, state: dict) -> dict:
        """The running score breakdown."""
        return self.module.scores(state)

    def outcome(self, state: dict) -> Outcome | None:
        """The final ranking with tie-breaks, or None while the game runs."""
        return self.module.outcome(state)

    def rounds(self, state: dict) -> list[RoundResult]:
        """The scored rounds so far (the game calls them `spec.round_name`); [] for a game without rounds."""
        return self._rounds(state) if self._rounds else []

    # -- the three kinds of turn beyond one seat at a time ----------------------------------
    def sealed(self, state: dict) -> bool:
        """True while a hidden simultaneous phase collects choices or sealed choices await their reveal."""
        return bool(state.get("sealed")) or self._phases[state["phase"]].sealed

    def window(self, state: dict) -> dict | None:
        """The open response window {"seats", "answered", "actions"}, or None."""
        return windows.public_window(state)

    def timer(self, state: dict) -> dict | None:
        """The pending timed system step {"id", "delay_ms"} (of several, the one a playout fires
        first: the shortest delay, the oldest among equals), or None."""
        return public_timer(state)

    def timers(self, state: dict) -> list[dict]:
        """Every pending timed system step {"id", "delay_ms"[, "key"]}, in id order."""
        return public_timers(state)

    def system_action(self, state: dict, timer_id: int | None = None) -> dict | None:
        """The system's action now: the immediate system step, else a pending timer's (with its id);
        with `timer_id`, the action of that timer (None unless it is pending)."""
        if timer_id is None and self.awaiting_system(state):
            legal = self.module.legal_actions(state, None)
            return legal[0] if legal else None
        timer = pending_timer(state, timer_id)
        if timer is None:
            return None
        action = dict(timer["action"])
        if self._fill is not None and action["type"] != windows.CLOSE:
            action = self._fill(state, action)
        return {**action, "timer": timer["id"]}

    # -- changing -------------------------------------------------------------------------
    def apply(self, state: dict, seat: int | None, action: dict) -> tuple[dict, list[dict]]:
        """Return (new state, events); the input state is never mutated."""
        new = self.module.copy_state(state)
        return new, self.apply_in_place(new, seat, action)

    def apply_batch(self, state: dict, seat: int | None, actions: list) -> tuple[dict, list[dict]]:
        """Apply several actions atomically: all of them, or raise and change nothing."""
        new = self.module.copy_state(state)
        events = []
        for index, action in enumerate(actions):
            try:
                events.extend(self.apply_in_place(new, seat, action))
            except IllegalAction as exc:
                raise IllegalAction(exc.code, f"action {index}: {exc.message}") from None
        return new, events

    def apply_in_place(self, state: dict, seat: int | None, action: dict) -> list[dict]:
        """Mutate `state` by `action` (fast path for simulations); raises IllegalAction."""
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("malformed_action", "an action is an object with a string 'type'")
        timer = firing(state, seat, action)
        if timer is not None:
            return self._fire(state, action, timer["id"])
        if action["type"] in self.spec.free_actions:
            return self._free_action(state, seat, action)
        window = state.get("window")
        if window is not None:
            return self._respond(state, seat, action, window)
        self._check_actor(state, seat)
        kind = action["type"]
        if kind not in self._allowed_types(state):
            raise IllegalAction("action_not_allowed_now",
                                f"{kind!r} is not allowed in {self._where(state)}")
        return self._handlers[kind](state, seat, action)

    def playout(self, state: dict, choose, limit: int = 1_000_000) -> int:
        """Play on to the end in place, `choose(legal_actions, seat)` picking each action; return the count.

        The fast path for simulations and bots: actions come from legal_actions, so the checks of
        apply_in_place are skipped. In simultaneous phases the first active seat acts first (every
        active seat acts: a seat leaves `active` once it has). A game with response windows or timers
        goes through the checked path instead: every window seat answers, and a pending timer fires
        only when no seat can act (so the playout plays as if every seat beat the clock).
        """
        legal, handlers, kinds = self.module.legal_actions, self._handlers, self._kinds
        for count in range(limit):
            kind = kinds[state["phase"]]
            if kind is PhaseKind.OVER:
                return count
            if "timer" in state or "window" in state:
                self._checked_step(state, choose)
                continue
            pending = state["pending"]
            if pending is not None:
                seat = pending["seat"]
            elif kind is PhaseKind.SYSTEM:
                seat = None
            elif state["active"]:
                seat = state["active"][0]
            else:
                raise RuntimeError(f"{self.name}: no seat may act in {state['phase']!r}")
            action = choose(legal(state, seat), seat)
            handlers[action["type"]](state, seat, action)
        raise RuntimeError(f"no end after {limit} actions")

    def copy_state(self, state: dict) -> dict:
        """An independent copy of a state."""
        return self.module.copy_state(state)

    def replay(self, options: dict | None, seats: int, seed, log: list) -> dict:
        """Rebuild a state from its setup and a log of (seat, action) pairs."""
        state = self.setup(options, seats, seed)
        for seat, action in log:
            self.apply_in_place(state, seat, action)
        return state

    # -- private --------------------------------------------------------------------------
    def _checked_step(self, state: dict, choose) -> None:
        seat = self._first_actor(state)
        if seat is not None:
            action = choose(self.legal_actions(state, seat), seat)
        else:
            action = self.system_action(state)
            if action is None:
                raise RuntimeError(f"{self.name}: nobody may act in {state['phase']!r} and no timer is set")
        self.apply_in_place(state, seat, action)

    def _first_actor(self, state: dict) -> int | None:
        window, pending = state.get("window"), state["pending"]
        if window is not None:
            return windows.waiting(window)[0]
        if pending is not None:
            return pending["seat"]
        if self._kinds[state["phase"]] is PhaseKind.SYSTEM or not state["active"]:
            return None
        return state["active"][0]

    def _fire(self, state: dict, action: dict, timer_id: int) -> list[dict]:
        kind = action["type"]
        if self.is_over(state):
            raise IllegalAction("game_over", "the game has ended")
        if kind != windows.CLOSE and kind not in self._handlers:
            raise IllegalAction("action_not_allowed_now", f"{kind!r} is not an action of {self.name}")
        cancel_timer(state, timer_id)
        if kind == windows.CLOSE:
            return self._close_window(state, True) if state.get("window") is not None else []
        return self._handlers[kind](state, None, action)

    def _respond(self, state: dict, seat: int | None, action: dict, window: dict) -> list[dict]:
        if seat is None or seat not in windows.waiting(window):
            raise IllegalAction("not_your_turn",
                                f"seats {windows.waiting(window)} are answering a response window")
        kind = action["type"]
        if kind == windows.PASS:
            events = [{"type": "Passed", "seat": seat}]
        elif kind in window["actions"]:
            events = self._handlers[kind](state, seat, action)
        else:
            raise IllegalAction("action_not_allowed_now", f"{kind!r} is not a response of this window")
        if state.get("window") is window and windows.answer(state, seat):
            events = events + self._close_window(state, False)
        return events

    def _close_window(self, state: dict, timed_out: bool) -> list[dict]:
        close, events = windows.take(state, timed_out)
        if close is not None:
            events += self._handlers[close["type"]](state, None, close)
        return events

    def _free_action(self, state: dict, seat: int | None, action: dict) -> list[dict]:
        if action not in self.free_actions(state, seat):
            raise IllegalAction("action_not_allowed_now",
                                f"{action['type']!r} is not open to seat {seat} now")
        return self._handlers[action["type"]](state, seat, action)

    def _with_free(self, state: dict, seat: int | None, actions: list[dict]) -> list[dict]:
        free = self.free_actions(state, seat)
        return actions + [a for a in free if a not in actions] if free else actions

    def _window_actions(self, state: dict, seat: int | None, window: dict) -> list[dict]:
        if seat not in windows.waiting(window):
            return []
        allowed = window["actions"]
        responses = [a for a in self.module.legal_actions(state, seat) if a["type"] in allowed]
        return responses + [{"type": windows.PASS}]

    def _check_actor(self, state: dict, seat: int | None) -> None:
        pending = state.get("pending")
        if pending is not None:
            if seat != pending["seat"]:
                raise IllegalAction("not_your_turn", f"seat {pending['seat']} is deciding {pending['kind']}")
            return
        kind = self._phases[state["phase"]].kind
        if kind is PhaseKind.SYSTEM:
            if seat is not None:
                raise IllegalAction("awaiting_system", f"{state['phase']} is done by the system")
        elif kind is PhaseKind.OVER:
            raise IllegalAction("game_over", "the game has ended")
        elif seat is None:
            raise IllegalAction("not_a_system_step", "a player must act now")
        elif seat not in state["active"] and not self._phases[state["phase"]].out_of_turn:
            raise IllegalAction("not_your_turn", f"seat {seat} may not act now")

    def _allowed_types(self, state: dict) -> frozenset:
        pending = state.get("pending")
        if pending is not None:
            return self._decisions[pending["kind"]].actions
        return self._phases[state["phase"]].actions

    def _where(self, state: dict) -> str:
        pending = state.get("pending")
        return f"decision {pending['kind']!r}" if pending else f"phase {state['phase']!r}"


def redact_event(event: dict, seat: int | None) -> dict:
    """Default redaction: `secret` fields reach only the event's own seat."""
    if "secret" not in event:
        return event
    out = {k: v for k, v in event.items() if k != "secret"}
    if seat is not None and seat == event.get("seat"):
        out.update(event["secret"])
    return out


def canonical_json(state: dict) -> str:
    """The exact JSON text of a state (sorted keys, no spaces) used for equality and storage."""
    return json.dumps(state, sort_keys=True, separators=(",", ":"))
