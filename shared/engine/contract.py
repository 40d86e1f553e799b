"""The game contract (DESIGN §2): one `Ruleset` wraps a pure game module and owns turns and phases.

A game module provides: SPEC, HANDLERS (action type -> handler(state, seat, action) -> events, which
mutates the state), setup, legal_actions, view, scores, outcome, copy_state, and optionally redact.
The engine checks who may act and which action types the phase or pending decision allows before
a handler runs, so games declare turns and phases instead of re-checking them.
"""
import json

from .errors import IllegalAction
from .spec import PhaseKind


class Ruleset:
    """A registered game: the contract functions, with the engine's checks around them."""

    def __init__(self, module):
        self.module = module
        self.spec = module.SPEC
        self.name = self.spec.name
        self._handlers = module.HANDLERS
        self._phases = {p.name: p for p in self.spec.phases}
        self._decisions = {d.name: d for d in self.spec.decisions}
        self._kinds = {p.name: p.kind for p in self.spec.phases}

    # -- creating and reading -------------------------------------------------------------
    def setup(self, options: dict | None, seats: int, seed) -> dict:
        """A new game state for `seats` players; options are validated and defaulted."""
        return self.module.setup(self.spec.validate_options(options, seats), seats, seed)

    def active_seats(self, state: dict) -> frozenset:
        """Seats that may act now: one, several, or none (waiting for the system or over)."""
        pending = state.get("pending")
        if pending is not None:
            return frozenset((pending["seat"],))
        return frozenset(state["active"])

    def awaiting_system(self, state: dict) -> bool:
        """True when only a system action (seat=None) can advance the game."""
        return state.get("pending") is None and self._phases[state["phase"]].kind is PhaseKind.SYSTEM

    def is_over(self, state: dict) -> bool:
        """True once the game has ended."""
        return self._phases[state["phase"]].kind is PhaseKind.OVER

    def legal_actions(self, state: dict, seat: int | None) -> list[dict]:
        """The legal actions of `seat` (None: the system) in a deterministic order."""
        try:
            self._check_actor(state, seat)
        except IllegalAction:
            return []
        return self.module.legal_actions(state, seat)

    def view(self, state: dict, seat: int | None) -> dict:
        """What `seat` may know (None: a spectator)."""
        return self.module.view(state, seat)

    def redact(self, event: dict, seat: int | None) -> dict | None:
        """The event as `seat` may see it, or None."""
        custom = getattr(self.module, "redact", None)
        return custom(event, seat) if custom else redact_event(event, seat)

    def scores(self, state: dict) -> dict:
        """The running score breakdown."""
        return self.module.scores(state)

    def outcome(self, state: dict) -> dict | None:
        """The final ranking with tie-breaks, or None while the game runs."""
        return self.module.outcome(state)

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
        self._check_actor(state, seat)
        kind = action["type"]
        if kind not in self._allowed_types(state):
            raise IllegalAction("action_not_allowed_now",
                                f"{kind!r} is not allowed in {self._where(state)}")
        return self._handlers[kind](state, seat, action)

    def playout(self, state: dict, choose, limit: int = 1_000_000) -> int:
        """Play on to the end in place, `choose(legal_actions, seat)` picking each action; return the count.

        The fast path for simulations and bots: actions come from legal_actions, so the checks of
        apply_in_place are skipped. In simultaneous phases the first active seat acts first.
        """
        legal, handlers, kinds = self.module.legal_actions, self._handlers, self._kinds
        for count in range(limit):
            pending = state["pending"]
            if pending is not None:
                seat = pending["seat"]
            else:
                kind = kinds[state["phase"]]
                if kind is PhaseKind.OVER:
                    return count
                seat = None if kind is PhaseKind.SYSTEM else state["active"][0]
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
        elif seat not in state["active"]:
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
