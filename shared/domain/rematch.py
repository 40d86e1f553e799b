"""Rematch: after the end, one new game of the same game with the same options, seat count and
clock (a fresh deal), its bots at their seats and levels, the caller at their own seat, and every
other person invited to theirs (`invited`).

One finished game has at most one rematch: its id is derived from the finished game's, so a second
call (by anyone at the table, or a race of two) finds the same game. Nothing is written to the
finished game (it may be compacted already); its document names the rematch by looking it up."""
import hashlib
import secrets

from .commands import Rematch
from .errors import Conflict, Forbidden, StaleVersion
from .game import FINISHED, OPEN, Game
from .inbox import record_notification
from .invitations import INVITATIONS, new_record, unknown
from .messagebus import Result, handles
from .presenting import describe
from .turnrecord import holder_player, players_of
from .writes import commit, load


def rematch_id(game_id: str) -> str:
    """The id of a game's rematch (the same for every caller)."""
    return hashlib.sha256(f"rematch:{game_id}".encode()).hexdigest()[:32]


def rematch_of(ctx, game: Game) -> str | None:
    """The id of the finished game's rematch, if someone started it."""
    if game.status != FINISHED:
        return None
    found = ctx.games.load(rematch_id(game.id))
    return found.meta["id"] if found is not None else None


def with_rematch(ctx, game: Game, document: dict) -> dict:
    """A game's document, naming its rematch once the game is over and someone started one."""
    rematch = rematch_of(ctx, game)
    return {**document, "rematch": rematch} if rematch else document


def _seats(game: Game, caller: str, name: str) -> tuple[list, dict]:
    """(the new game's seats, seat -> the person invited to it)."""
    seats, invited = [], {}
    for index, holder in enumerate(game.meta["seats"]):
        person = holder_player(holder)
        if person == caller:
            seats.append({"player_id": caller, "name": name})
            continue
        seats.append({"bot": holder["bot"]} if person is None else None)
        if person is not None:
            invited[index] = person
    return seats, invited


def _new_meta(ctx, game: Game, cmd: Rematch) -> dict:
    """The rematch's metadata, with an invitation for each person's seat."""
    player = ctx.players.get(cmd.player_id)
    seats, invited = _seats(game, cmd.player_id, player["name"])
    table = {}
    for seat, person in invited.items():
        _, record = new_record(ctx, seat, person)
        table[record["id"]] = record
    meta = {"id": rematch_id(game.id), "game": game.meta["game"], "options": game.meta["options"],
            "seed": secrets.randbits(62), "seed_chosen": False, "seats": seats, "status": OPEN,
            "created_by": cmd.player_id, "created_at": ctx.clock(),
            "private": bool(game.meta.get("private")), "rematch_of": game.id, INVITATIONS: table}
    if game.meta.get("clock"):
        meta["clock"] = game.meta["clock"]
    return meta


def _check(game: Game, player_id: str) -> None:
    if player_id not in players_of(game):
        if game.meta.get("private"):
            raise unknown(game.id)
        raise Forbidden("not_a_player", "only the game's players start its rematch")
    if game.status != FINISHED:
        raise Conflict("game_not_over", "a rematch starts once the game has ended")


@handles(Rematch)
def rematch(ctx, cmd: Rematch) -> Result:
    """The finished game's rematch: made now (201), or the one made already (200)."""
    game = load(ctx, cmd.game_id)
    _check(game, cmd.player_id)
    existing = ctx.games.load(rematch_id(game.id))
    if existing is not None:
        return Result(describe(Game.of(existing, rematch_id(game.id))))
    meta = _new_meta(ctx, game, cmd)
    entry = {"kind": "lobby", "seat": None, "actions": [], "events": [
        {"type": "GameCreated", "game": meta["game"], "seats": len(meta["seats"]),
         "options": meta["options"], "by": cmd.player_id, "seed_chosen": False,
         "private": meta["private"], "rematch_of": game.id}]}
    try:
        result = commit(ctx, Game(0, {**meta, "status": None}, None), meta, None, entry,
                        lambda v: describe(Game(v, meta, None)), 201, player_id=cmd.player_id)
    except StaleVersion:   # another player's call made it first
        made = ctx.games.load(meta["id"])
        return Result(describe(Game.of(made, meta["id"])))
    for record in meta[INVITATIONS].values():
        record_notification(ctx, record["player_id"], "invited", f"invited:{record['id']}",
                            {"game_id": meta["id"], "game": meta["game"], "seat": record["seat"],
                             "by": cmd.player_id, "rematch_of": game.id,
                             "invitation_id": record["id"]})
    return result
