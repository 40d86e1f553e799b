"""Invitations to a game: links whose token only the holder knows (the game keeps its sha256), for
any free seat, for one seat, or for one person (a friend, a rematch's players).

They live in the game's metadata, so using one is checked and recorded by the same version-checked
write that seats the player: a seat token is spent by the seat it fills, once. A live invitation
for a seat (or a person) holds that seat: nobody else takes it while it is free.

Joining a private game takes an invitation: a token, or one naming the joiner. A stranger (no
token, a wrong one) is told the game does not exist, exactly as for an id nobody made."""
import hashlib
import hmac
import secrets

from .commands import CreateInvitation, RevokeInvitation
from .errors import Conflict, Forbidden, Invalid, NotFound
from .game import OPEN, Game
from .inbox import record_notification
from .messagebus import Result, handles
from .writes import commit, on_game

INVITATIONS = "invitations"   # meta: invitation id -> record (with the token's hash)
MAX_INVITATIONS = 32          # per game, revoked ones included


def digest(token: str) -> str:
    """The sha256 hex of a token: all a game keeps of it."""
    return hashlib.sha256(token.encode()).hexdigest()


def invitation_id(token_digest: str) -> str:
    """An invitation's public id: a prefix of its token's hash (it cannot be used as the token)."""
    return "inv_" + token_digest[:16]


def records(game: Game) -> dict:
    """Invitation id -> record, of a game."""
    return game.meta.get(INVITATIONS) or {}


def public(record: dict, ctx=None) -> dict:
    """An invitation as its host sees it: never the token nor its hash."""
    invited = record.get("player_id")
    person = ctx.players.get(invited) if (ctx and invited) else None
    return {"id": record["id"], "seat": record.get("seat"), "created_at": record["created_at"],
            "revoked": record["revoked"], "used_by": record.get("used_by"),
            "friend": {"player_id": invited, "name": (person or {}).get("name")} if invited
            else None}


def live(record: dict) -> bool:
    """Not revoked, and (a seat's or a person's) not used yet."""
    spent = record.get("used_by") and (record.get("seat") is not None or record.get("player_id"))
    return not record["revoked"] and not spent


def held_seats(game: Game, player_id: str | None) -> set[int]:
    """Free seats a live invitation holds for someone other than `player_id`."""
    free = set(game.free_seats())
    return {r["seat"] for r in records(game).values()
            if live(r) and r.get("seat") in free and r.get("player_id") != player_id}


def personal(game: Game, player_id: str) -> dict | None:
    """The live invitation naming `player_id`, if any."""
    return next((r for r in records(game).values()
                 if live(r) and r.get("player_id") == player_id), None)


def by_token(game: Game, token: str) -> dict | None:
    """The invitation a token belongs to, or None (constant-time comparison of the hashes)."""
    hashed = digest(token)
    record = records(game).get(invitation_id(hashed))
    if record is None or not hmac.compare_digest(record["hash"], hashed):
        return None
    return record


def unknown(game_id: str) -> NotFound:
    """What a stranger to a private game is told: the same as for a game that does not exist."""
    return NotFound("game_not_found", f"no game {game_id!r}")


def admit(game: Game, player_id: str, token: str | None, seat: int | None) -> tuple:
    """(the invitation used or None, the seat asked for) for a join; refuses a bad invitation."""
    record = by_token(game, token) if token else None
    if token and record is None and game.meta.get("private"):
        raise unknown(game.id)
    if token and record is None:
        raise Forbidden("invitation_invalid", "this invitation is not one of this game's")
    if record is None:
        record = personal(game, player_id)
        mine = (record or {}).get("seat")
        if record and not game.meta.get("private") and seat not in (None, mine):
            record = None   # on a public table the invited person may take another free seat
    if record is None:
        if game.meta.get("private"):
            raise unknown(game.id)
        return None, seat
    _check_usable(record, player_id)
    if record.get("seat") is not None:
        if seat not in (None, record["seat"]):
            raise Forbidden("invitation_other_seat", f"this invitation is for seat "
                            f"{record['seat']}, not seat {seat}")
        seat = record["seat"]
    return record, seat


def _check_usable(record: dict, player_id: str) -> None:
    if record["revoked"]:
        raise Forbidden("invitation_revoked", "the host revoked this invitation")
    if record.get("player_id") not in (None, player_id):
        raise Forbidden("invitation_for_someone_else", "this invitation names another player")
    spent = record.get("used_by") not in (None, player_id)
    if spent and (record.get("seat") is not None or record.get("player_id")):
        raise Forbidden("invitation_used", "this invitation's seat was taken with it already")


def spend(meta: dict, record: dict | None, player_id: str) -> dict:
    """`meta` with the invitation marked used by the joiner (a seat's: spent)."""
    if record is None or record.get("used_by"):
        return meta
    table = {**records(Game(0, meta, None)), record["id"]: {**record, "used_by": player_id}}
    return {**meta, INVITATIONS: table}


def new_record(ctx, seat: int | None, person: str | None) -> tuple[str, dict]:
    """(a new token, its record): 192 random bits, URL-safe."""
    token = "inv_" + secrets.token_urlsafe(24)
    hashed = digest(token)
    return token, {"id": invitation_id(hashed), "hash": hashed, "seat": seat,
                   "player_id": person, "created_at": ctx.clock(), "revoked": False,
                   "used_by": None}


def invite(ctx, game: Game, seat: int | None, person: str | None, by: str) -> Result:
    """Commit a new invitation to `game`; the answer holds its token (shown this once)."""
    token, record = new_record(ctx, seat, person)
    meta = {**game.meta, INVITATIONS: {**records(game), record["id"]: record}}
    event = {"type": "InvitationCreated", "invitation_id": record["id"], "seat": seat}
    entry = {"kind": "lobby", "seat": None, "actions": [], "events": [event]}
    commit(ctx, game, meta, None, entry, lambda v: {}, player_id=by)
    if person is not None:
        record_notification(ctx, person, "invited", f"invited:{record['id']}",
                            {"game_id": game.id, "game": game.meta["game"], "seat": seat,
                             "by": by, "invitation_id": record["id"]})
    return Result({**public(record, ctx), "token": token, "game_id": game.id}, 201)


def free_seat_for(game: Game, seat: int | None, person: str | None) -> int | None:
    """The seat an invitation holds: the one asked for, or for a person the first free one."""
    held = held_seats(game, None)
    if seat is None and person is None:
        return None
    if seat is None:
        choice = [s for s in game.free_seats() if s not in held]
        if not choice:
            raise Conflict("game_full", "no free seat is left to invite anyone to")
        return choice[0]
    if not 0 <= seat < len(game.meta["seats"]):
        raise Invalid("invalid_seat", f"seat must be 0-{len(game.meta['seats']) - 1}")
    if game.meta["seats"][seat] is not None:
        raise Conflict("seat_taken", f"seat {seat} is taken")
    if seat in held:
        raise Conflict("seat_invited", f"a live invitation holds seat {seat}; revoke it first")
    return seat


def require_host(game: Game, player_id: str) -> None:
    """Only the host manages invitations; a stranger to a private game learns nothing of it."""
    if game.is_host(player_id):
        return
    if game.meta.get("private") and game.seat_of(player_id) is None:
        raise unknown(game.id)
    raise Forbidden("not_host", "only the player who created the game may do this")


@handles(CreateInvitation)
def create_invitation(ctx, cmd: CreateInvitation) -> Result:
    """An invitation link to an open game (host only)."""
    def decide(game: Game) -> Result:
        require_host(game, cmd.player_id)
        if game.status != OPEN:
            raise Conflict("game_not_open", f"the game is {game.status}: nobody can join it now")
        if len(records(game)) >= MAX_INVITATIONS:
            raise Conflict("too_many_invitations", f"a game has at most {MAX_INVITATIONS} "
                           "invitations")
        person = friend_named(ctx, cmd.player_id, cmd.friend) if cmd.friend else None
        if person is not None and game.seat_of(person) is not None:
            raise Conflict("already_seated", "that friend holds a seat in this game already")
        if person is not None and personal(game, person):
            raise Conflict("already_invited", "that friend holds an invitation to this game")
        seat = free_seat_for(game, cmd.seat, person)
        return invite(ctx, game, seat, person, cmd.player_id)
    return on_game(ctx, cmd, decide)


def friend_named(ctx, player_id: str, name: str) -> str:
    """The id of the player's friend called `name` (case-insensitive); Invalid if none."""
    wanted = set(ctx.players.named(name))
    rows = ctx.friends.all(player_id)
    found = sorted(i for i in wanted if (rows.get(i) or {}).get("status") == "friends")
    if not found:
        raise Invalid("not_a_friend", f"you have no friend called {name!r} (friends are added "
                      "at POST /v1/players/me/friends and accept there)")
    return found[0]


@handles(RevokeInvitation)
def revoke_invitation(ctx, cmd: RevokeInvitation) -> Result:
    """Revoke an invitation (host only): its token refuses from now on."""
    def decide(game: Game) -> Result:
        require_host(game, cmd.player_id)
        record = records(game).get(cmd.invitation_id)
        if record is None:
            raise NotFound("invitation_not_found", f"no invitation {cmd.invitation_id!r}")
        if record["revoked"]:
            return Result(public(record, ctx))
        done = {**record, "revoked": True}
        meta = {**game.meta, INVITATIONS: {**records(game), record["id"]: done}}
        event = {"type": "InvitationRevoked", "invitation_id": record["id"]}
        entry = {"kind": "lobby", "seat": None, "actions": [], "events": [event]}
        return commit(ctx, game, meta, None, entry, lambda v: public(done, ctx),
                      player_id=cmd.player_id)
    return on_game(ctx, cmd, decide)


def list_of(ctx, game: Game, player_id: str) -> list[dict]:
    """A game's invitations, oldest first (host only)."""
    require_host(game, player_id)
    return [public(r, ctx) for r in sorted(records(game).values(), key=lambda r: r["created_at"])]
