"""Table chat: who may write and read a game's chat, the length cap and the rate limit, lines
addressed to a seat, the creator's spectator switch, mutes and reports.

The lines live beside the game (ports.ChatRepository), never in its state, log, replay or version;
the feed delivers them with the moves (shared/domain/feed.py)."""
from .commands import MutePlayer, PostChat, ReportChat, SetChatSettings
from .errors import Conflict, Forbidden, Invalid, NotFound, RateLimited
from .game import Game
from .inbox import record_notification
from .messagebus import Result, handles
from .visibility import readable

MAX_CHARS = 500    # a line, after trimming
RATE = (5, 10)     # lines per seconds, per player and game
KEPT = 300         # lines a game keeps (the oldest go first)
CHAT_TO_YOU = "chat_to_you"


def spectators_write(ctx, game: Game) -> bool:
    """Whether spectators may write now: the creator's last switch, else the create option."""
    return ctx.chat.settings(game.id).get("spectators_write",
                                          bool(game.meta.get("spectators_chat")))


def settings_for(ctx, game: Game, player_id: str) -> dict:
    """The chat's settings as one reader sees them (what they may do)."""
    spectators = spectators_write(ctx, game)
    return {"spectators_write": spectators, "host": game.is_host(player_id),
            "can_write": game.seat_of(player_id) is not None or spectators}


def public(line_id: str, line: dict) -> dict:
    """A line as readers see it (the poster's id stays with the moderators)."""
    return {"id": line_id, **{k: v for k, v in line.items() if k != "player_id"}}


def read_chat(ctx, game: Game, player_id: str, after: str, limit: int) -> dict:
    """The lines after `after` that the reader has not muted, and the cursor past all read."""
    found = ctx.chat.lines(game.id, after, limit)
    muted = ctx.chat.mutes(player_id) if found else set()
    return {"game_id": game.id, "settings": settings_for(ctx, game, player_id),
            "lines": [public(i, line) for i, line in found if line["name"] not in muted],
            "cursor": found[-1][0] if found else after}


def mutes_of(ctx, player_id: str) -> dict:
    """The names a player muted, sorted."""
    return {"mutes": sorted(ctx.chat.mutes(player_id))}


def _recipient(game: Game, to) -> dict | None:
    """{"seat", "name"} of the person a line is addressed to (a seat or a seated name)."""
    if to is None:
        return None
    for seat, holder in enumerate(game.meta["seats"]):
        person = holder and holder.get("player_id") and not isinstance(to, bool)
        if person and to == (seat if isinstance(to, int) else holder.get("name")):
            return {"seat": seat, "name": holder["name"]}
    raise Invalid("invalid_recipient", f"no person holds the seat {to!r} in this game: address "
                  "a seat index or the name of a seated player")


def _text(raw: str) -> str:
    text = raw.strip()
    if not text:
        raise Invalid("empty_message", "the line is empty")
    if len(text) > MAX_CHARS:
        raise Invalid("message_too_long", f"a line has at most {MAX_CHARS} characters "
                      f"(this one has {len(text)})")
    return text


@handles(PostChat)
def post_chat(ctx, cmd: PostChat) -> Result:
    """Add a line to a game's chat; a line addressed to a seat notifies its player."""
    game = readable(Game.of(ctx.games.load(cmd.game_id), cmd.game_id), cmd.player_id)
    text, seat = _text(cmd.text), game.seat_of(cmd.player_id)
    if seat is None and not spectators_write(ctx, game):
        raise Forbidden("spectators_may_not_write", "only seated players may write in this "
                        "game's chat")
    to = _recipient(game, cmd.to)
    name = ctx.players.get(cmd.player_id)["name"]
    line = {"at": ctx.clock(), "player_id": cmd.player_id, "name": name, "seat": seat,
            "text": text, "to": to}
    status, value = ctx.chat.post(game.id, line, cmd.player_id, RATE, KEPT)
    if status == "rate":
        raise RateLimited("chat_rate_limited", f"at most {RATE[0]} lines every {RATE[1]} seconds "
                          "in one game's chat; wait a moment", int(value))
    if status == "gone":
        raise Conflict("chat_closed", "the game is over and archived: its chat is read-only")
    holder = game.meta["seats"][to["seat"]] if to else None
    if holder and holder["player_id"] != cmd.player_id:
        record_notification(ctx, holder["player_id"], CHAT_TO_YOU, f"{game.id}:{value}",
                            {"game_id": game.id, "game": game.meta["game"], "line_id": value,
                             "from": name, "text": text})
    return Result(public(value, line), 201)


@handles(SetChatSettings)
def set_chat_settings(ctx, cmd: SetChatSettings) -> Result:
    """The creator opens or closes the chat to spectators' lines."""
    game = readable(Game.of(ctx.games.load(cmd.game_id), cmd.game_id), cmd.player_id)
    if not game.is_host(cmd.player_id):
        raise Forbidden("not_the_creator", "only the game's creator changes its chat settings")
    if not ctx.chat.set_spectators_write(game.id, cmd.spectators_write):
        raise Conflict("chat_closed", "the game is over and archived: its chat is read-only")
    return Result(settings_for(ctx, game, cmd.player_id))


@handles(ReportChat)
def report_chat(ctx, cmd: ReportChat) -> Result:
    """Keep a report of a line for the moderators."""
    game = readable(Game.of(ctx.games.load(cmd.game_id), cmd.game_id), cmd.player_id)
    line = ctx.chat.line(game.id, cmd.line_id)
    if line is None:
        raise NotFound("chat_line_not_found", f"no line {cmd.line_id!r} in this game's chat")
    record = {"game_id": game.id, "line_id": cmd.line_id, "line": line, "reason": cmd.reason,
              "by": cmd.player_id, "at": ctx.clock()}
    ctx.chat.report(record)
    return Result({"game_id": game.id, "line_id": cmd.line_id, "reported": True}, 201)


@handles(MutePlayer)
def mute_player(ctx, cmd: MutePlayer) -> Result:
    """Mute (or unmute) a name in every game's chat, for this player only."""
    if cmd.mute:
        ctx.chat.mute(cmd.player_id, cmd.name)
    elif not ctx.chat.unmute(cmd.player_id, cmd.name):
        raise NotFound("not_muted", f"you have not muted {cmd.name!r}")
    return Result(mutes_of(ctx, cmd.player_id))
