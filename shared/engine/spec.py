"""Game specs: what a game is, its options, its phases and its decision sub-phases."""
from dataclasses import dataclass, field
from enum import Enum

from .errors import IllegalAction


class PhaseKind(str, Enum):
    """How the engine decides who acts in a phase."""

    TURN = "turn"                  # one seat at a time, in an order the game keeps in `active`
    SIMULTANEOUS = "simultaneous"  # several seats act; hidden choices stay hidden until it resolves
    SYSTEM = "system"              # no seat acts; a system action (seat=None) advances the game
    OVER = "over"                  # the game has ended


@dataclass(frozen=True)
class Phase:
    """A phase of play and the action types allowed in it."""

    name: str
    kind: PhaseKind
    actions: frozenset
    sealed: bool = False   # a SIMULTANEOUS phase whose choices stay hidden until the reveal (engine.seal)
    out_of_turn: bool = False  # any seat may send this phase's actions: the game refuses with its own codes
    description: str = ""   # for people, in English (the API translates it)


@dataclass(frozen=True)
class Decision:
    """A multi-step decision: one seat stays active until it is resolved."""

    name: str
    actions: frozenset


@dataclass(frozen=True)
class Option:
    """One game option with its type, default and bounds."""

    name: str
    kind: str  # "int", "bool" or "choice"
    default: object
    description: str = ""
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple = ()
    seat: bool = False  # an "int" naming a seat: it must also be below the game's seat count

    def check(self, value, seats: int | None = None):
        """Return the value if it is valid for this option (in a game of `seats`), else raise IllegalAction."""
        ok = {
            "int": isinstance(value, int) and not isinstance(value, bool)
            and (self.minimum is None or value >= self.minimum)
            and (self.maximum is None or value <= self.maximum)
            and not (self.seat and seats is not None and value >= seats),
            "bool": isinstance(value, bool),
            "choice": value in self.choices,
        }[self.kind]
        if value is None and self.default is None:
            ok = True
        if not ok:
            raise IllegalAction("invalid_option", f"option {self.name!r} does not accept {value!r}")
        return value

    def to_json(self) -> dict:
        """The option as the catalog shows it."""
        out = {"name": self.name, "type": self.kind, "default": self.default,
               "description": self.description}
        if self.minimum is not None:
            out["minimum"] = self.minimum
        if self.maximum is not None:
            out["maximum"] = self.maximum
        if self.choices:
            out["choices"] = list(self.choices)
        if self.seat:
            out["seat"] = True
        return out


@dataclass(frozen=True)
class GameSpec:
    """Everything the platform needs to know about a game without playing it."""

    name: str
    title: str
    rulebook: str
    min_seats: int
    max_seats: int
    phases: tuple
    decisions: tuple = ()
    options: tuple = ()
    simultaneous: bool = False
    hidden_information: bool = False
    system_actions: frozenset = field(default_factory=frozenset)
    free_actions: frozenset = field(default_factory=frozenset)  # out of turn: see Ruleset.free_actions
    round_name: str = "round"          # what the game calls a scored round: "shift", "day", "round"
    round_event: str | None = None     # the event type the game emits when a round has been scored

    def phase(self, name: str) -> Phase:
        """The phase called `name`."""
        return self._phases()[name]

    def decision(self, name: str) -> Decision:
        """The decision sub-phase called `name`."""
        return {d.name: d for d in self.decisions}[name]

    def _phases(self) -> dict:
        return {p.name: p for p in self.phases}

    def validate_options(self, options: dict | None, seats: int) -> dict:
        """Options filled with defaults; raises IllegalAction for unknown or invalid ones."""
        options = dict(options or {})
        if not self.min_seats <= seats <= self.max_seats:
            raise IllegalAction("invalid_seat_count",
                                f"{self.title} takes {self.min_seats}-{self.max_seats} seats, not {seats}")
        known = {o.name: o for o in self.options}
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise IllegalAction("unknown_option", f"unknown option(s): {', '.join(unknown)}")
        return {name: opt.check(options.get(name, opt.default), seats) for name, opt in known.items()}

    def to_json(self) -> dict:
        """The spec as the catalog shows it."""
        return {
            "name": self.name, "title": self.title, "rulebook": self.rulebook,
            "seats": {"min": self.min_seats, "max": self.max_seats},
            "options": [o.to_json() for o in self.options],
            "phases": [{"name": p.name, "kind": p.kind.value, "sealed": p.sealed,
                        "out_of_turn": p.out_of_turn, "description": p.description}
                       for p in self.phases],
            "simultaneous": self.simultaneous, "hidden_information": self.hidden_information,
        }
