"""Friends: mutual, by request and acceptance. Adding a player asks them (`requested` on your side,
`incoming` on theirs); adding back, by name or id, accepts and both become `friends`. Removing ends
a friendship, withdraws a request or declines one. A player's friends see the public tables they
open (`friend_table_opened`) and can be invited to a seat (`invited`)."""
from .commands import AddFriend, RemoveFriend
from .errors import Conflict, Invalid, NotFound
from .events import StatusChanged
from .game import OPEN, Game
from .inbox import record_notification
from .invitations import personal
from .messagebus import Result, handles
from .presenting import describe

REQUESTED, INCOMING, FRIENDS = "requested", "incoming", "friends"
MAX_FRIENDS = 500   # friends and open requests per player
TABLES_PER_FRIEND = 50   # a friend's latest games read for their open tables


def _other(ctx, cmd: AddFriend) -> str:
    """The player named (by a name only one player has, or by name and id)."""
    if cmd.friend_id is not None:
        person = ctx.players.get(cmd.friend_id) or {}
        if (person.get("name") or "").casefold() != cmd.name.casefold():
            raise NotFound("player_not_found", f"no player {cmd.friend_id!r} is called "
                           f"{cmd.name!r}")
        return cmd.friend_id
    found = ctx.players.named(cmd.name)
    if not found:
        raise NotFound("player_not_found", f"no player is called {cmd.name!r}")
    if len(found) > 1:
        raise Conflict("name_ambiguous", f"{len(found)} players are called {cmd.name!r}: add "
                       "the one you mean with its player_id too")
    return found[0]


@handles(AddFriend)
def add_friend(ctx, cmd: AddFriend) -> Result:
    """Ask a player to be friends, or accept the request they sent (201 when it is new)."""
    other = _other(ctx, cmd)
    if other == cmd.player_id:
        raise Invalid("friend_is_you", "you cannot befriend yourself")
    row = ctx.friends.get(cmd.player_id, other)
    status = (row or {}).get("status")
    if status in (FRIENDS, REQUESTED):
        return Result(entry(ctx, other, row))
    if status is None and ctx.friends.count(cmd.player_id) >= MAX_FRIENDS:
        raise Conflict("too_many_friends", f"at most {MAX_FRIENDS} friends and requests")
    mine, theirs = (FRIENDS, FRIENDS) if status == INCOMING else (REQUESTED, INCOMING)
    now = ctx.clock()
    ctx.friends.link(cmd.player_id, other, mine, theirs, now)
    return Result(entry(ctx, other, {"status": mine, "since": now}), 201)


@handles(RemoveFriend)
def remove_friend(ctx, cmd: RemoveFriend) -> Result:
    """End a friendship, withdraw a request or decline one (both sides forget it)."""
    if not ctx.friends.unlink(cmd.player_id, cmd.friend_id):
        raise NotFound("friend_not_found", f"no friend or request {cmd.friend_id!r}")
    return Result({"player_id": cmd.player_id, "friend_id": cmd.friend_id, "removed": True})


def entry(ctx, other: str, row: dict) -> dict:
    """One friend or request as its owner sees it."""
    person = ctx.players.get(other) or {}
    return {"player_id": other, "name": person.get("name"), "status": row["status"],
            "since": row["since"]}


def friends_of(ctx, player_id: str) -> list[dict]:
    """A player's friends and requests: friends first, then incoming, then sent; by name."""
    order = {FRIENDS: 0, INCOMING: 1, REQUESTED: 2}
    rows = [entry(ctx, other, row) for other, row in ctx.friends.all(player_id).items()]
    return sorted(rows, key=lambda r: (order[r["status"]], (r["name"] or "").casefold()))


def mutual(ctx, player_id: str) -> list[str]:
    """The ids of a player's friends (accepted both ways)."""
    return sorted(o for o, row in ctx.friends.all(player_id).items() if row["status"] == FRIENDS)


def friends_tables(ctx, player_id: str) -> list[dict]:
    """Open tables a friend sits at or hosts: public ones, and private ones that invite you."""
    ids = []
    for friend in mutual(ctx, player_id):
        ids += [i for i in ctx.turns.games_of(friend, TABLES_PER_FRIEND) if i not in ids]
    out = []
    for snapshot in ctx.games.load_many(ids):
        from_game = _table(ctx, snapshot, player_id)
        if from_game is not None:
            out.append(from_game)
    return sorted(out, key=lambda t: -t["game"]["created_at"])


def _table(ctx, snapshot, player_id: str) -> dict | None:
    game = Game(snapshot.version, snapshot.meta, None)
    if game.status != OPEN or game.seat_of(player_id) is not None:
        return None
    invitation = personal(game, player_id)
    if game.meta.get("private") and invitation is None:
        return None
    return {"game": describe(game), "invited_seat": (invitation or {}).get("seat"),
            "invited": invitation is not None}


def announce_table(ctx, event: StatusChanged) -> None:
    """A new public table (not a rematch): each of its host's friends is told
    (`friend_table_opened`)."""
    game = event.game
    if event.previous is not None or game.meta.get("private") or game.meta.get("rematch_of"):
        return
    host = game.meta["created_by"]
    name = (ctx.players.get(host) or {}).get("name")
    for friend in mutual(ctx, host):
        record_notification(ctx, friend, "friend_table_opened", f"friend_table_opened:{game.id}",
                            {"game_id": game.id, "game": game.meta["game"], "by": host,
                             "by_name": name})
