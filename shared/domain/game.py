"""The Game aggregate: a snapshot plus the questions every handler asks of it."""
from dataclasses import dataclass

from shared import engine
from .errors import Forbidden, NotFound
from .ports import Snapshot

OPEN, STARTED, FINISHED = "open", "started", "finished"
TIMERS_DUE = "timers_due"   # meta: pending timer id -> when it is due (ms); replays never read it


@dataclass(frozen=True)
class Game:
    """A game as loaded: version, metadata (seats, status, options) and engine state."""

    version: int
    meta: dict
    state: dict | None
    turn: dict | None = None   # the stored turn record as loaded (None: not read)

    @classmethod
    def of(cls, snapshot: Snapshot | None, game_id: str) -> "Game":
        """Wrap a snapshot; NotFound if it is None."""
        if snapshot is None:
            raise NotFound("game_not_found", f"no game {game_id!r}")
        return cls(snapshot.version, snapshot.meta, snapshot.state, snapshot.turn)

    @property
    def id(self) -> str:
        """The game's id."""
        return self.meta["id"]

    @property
    def status(self) -> str:
        """open, started or finished."""
        return self.meta["status"]

    @property
    def rules(self) -> engine.Ruleset:
        """The Ruleset of the game played."""
        return engine.get(self.meta["game"])

    def seat_of(self, player_id: str | None) -> int | None:
        """The seat a player holds, or None (a spectator)."""
        for index, holder in enumerate(self.meta["seats"]):
            if holder and holder.get("player_id") == player_id:
                return index
        return None

    def require_seat(self, player_id: str) -> int:
        """The caller's seat; Forbidden if the caller holds none."""
        seat = self.seat_of(player_id)
        if seat is None:
            raise Forbidden("not_a_player", "you hold no seat in this game")
        return seat

    def bot_level(self, seat: int) -> str | None:
        """The level of the bot holding `seat`, or None if a person (or nobody) holds it."""
        holder = self.meta["seats"][seat]
        return holder.get("bot") if holder else None

    def timer_dues(self) -> dict[int, int]:
        """Pending timer id -> when it is due (ms), as the writes that set the timers recorded."""
        return {int(k): v for k, v in (self.meta.get(TIMERS_DUE) or {}).items()}

    def free_seats(self) -> list[int]:
        """Seats nobody holds yet."""
        return [i for i, holder in enumerate(self.meta["seats"]) if holder is None]

    @property
    def seed_chosen(self) -> bool:
        """True when the creator chose the seed (and so may know the deal)."""
        return bool(self.meta.get("seed_chosen"))

    @property
    def hints(self) -> bool:
        """True when the host allowed hints (so the game is never rated)."""
        return bool(self.meta.get("hints"))

    @property
    def rated(self) -> bool:
        """True when the game counts for ratings: neither a chosen seed nor hints."""
        return not (self.seed_chosen or self.hints)

    def is_host(self, player_id: str) -> bool:
        """True for the player who created the game."""
        return self.meta["created_by"] == player_id


def with_timer_dues(meta: dict, rules: engine.Ruleset, state: dict, now: int) -> dict:
    """`meta` with the due time of every pending timer of `state`: as recorded for a timer it
    already had, `now` plus the delay for a new one (none recorded without pending timers)."""
    recorded = meta.get(TIMERS_DUE) or {}
    due = {str(t["id"]): recorded.get(str(t["id"]), now + t["delay_ms"]) for t in rules.timers(state)}
    out = {k: v for k, v in meta.items() if k != TIMERS_DUE}
    if due:
        out[TIMERS_DUE] = due
    return out
