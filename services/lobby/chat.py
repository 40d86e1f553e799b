"""Table chat routes: a game's chat (read, write, report a line, the creator's spectator switch)
and a player's mutes. Schema in, command to the handler, schema out (shared/domain/chat.py)."""
import re

from shared import domain
from shared.api import BEARER, answer, ctx, current_player, documents, idempotency, idempotent
from shared.api.chatschemas import (LINE_ID, ChatLine, ChatLineCreate, ChatPage, ChatQuery,
                                    ChatReport, ChatReportCreate, ChatSettings, ChatSettingsUpdate,
                                    Mutes)
from shared.api.http import IDEMPOTENCY_HEADER, REPLAYED, Blueprint
from shared.domain import chat
from shared.domain.visibility import readable

blp = Blueprint("chat", __name__, url_prefix="/v1/games", description="Table chat")
mutes = Blueprint("mutes", __name__, url_prefix="/v1/players/me/mutes",
                  description="Muted players (their chat lines are not shown to you)")
_LINE_ID = re.compile(LINE_ID)
_NAME = {"in": "path", "name": "name", "required": True, "description": "a player's name",
         "schema": {"type": "string", "minLength": 1, "maxLength": 40}}


def _game(c, game_id: str, player_id: str) -> domain.Game:
    """The game, if the player may read it (a stranger to a private game is told it is unknown)."""
    return readable(domain.Game.of(c.games.load(game_id), game_id), player_id)


@blp.route("/<game_id>/chat")
@blp.arguments(ChatQuery, location="query")
@blp.response(200, ChatPage)
@blp.doc(security=BEARER, operationId="listChatLines")
@documents(blp, 401, 404, 422)
def read(query, game_id):
    """The game's chat after `after` (seated players and spectators read it)."""
    c = ctx()
    player = current_player(c)
    game = _game(c, game_id, player["id"])
    return chat.read_chat(c, game, player["id"], query["after"], query["limit"])


@blp.route("/<game_id>/chat", methods=["POST"])
@blp.arguments(ChatLineCreate)
@blp.response(201, ChatLine, headers=REPLAYED)
@blp.doc(security=BEARER, parameters=[IDEMPOTENCY_HEADER], operationId="postChatLine")
@documents(blp, 400, 401, 403, 404, 409, 422)
def post(body, game_id):
    """Write a line: seated players, and spectators when the table allows it."""
    c = ctx()
    player = current_player(c)
    cmd = domain.PostChat(player["id"], game_id, body["text"], body.get("to"))
    return answer(idempotent.handle_recorded(c, cmd, idempotency(), player["id"]))


@blp.route("/<game_id>/chat/settings", methods=["PATCH"])
@blp.arguments(ChatSettingsUpdate)
@blp.response(200, ChatSettings)
@blp.doc(security=BEARER, operationId="updateChatSettings")
@documents(blp, 400, 401, 403, 404, 409, 422)
def settings(body, game_id):
    """The game's creator closes (or reopens) the chat to spectators' lines."""
    c = ctx()
    player = current_player(c)
    cmd = domain.SetChatSettings(player["id"], game_id, body["spectators_write"])
    return answer(domain.handle(c, cmd))


@blp.route("/<game_id>/chat/<line_id>/report", methods=["POST"])
@blp.arguments(ChatReportCreate)
@blp.response(201, ChatReport, headers=REPLAYED)
@blp.doc(security=BEARER, parameters=[IDEMPOTENCY_HEADER], operationId="reportChatLine")
@documents(blp, 400, 401, 404, 409, 422)
def report(body, game_id, line_id):
    """Report a line to the moderators, with a reason."""
    c = ctx()
    player = current_player(c)
    if not _LINE_ID.fullmatch(line_id):
        raise domain.NotFound("chat_line_not_found", f"no line {line_id!r} in this game's chat")
    cmd = domain.ReportChat(player["id"], game_id, line_id, body["reason"])
    return answer(idempotent.handle_recorded(c, cmd, idempotency(), player["id"]))


@mutes.route("")
@mutes.response(200, Mutes)
@mutes.doc(security=BEARER, operationId="listMutes")
@documents(mutes, 401)
def list_mutes():
    """The names you muted."""
    c = ctx()
    return chat.mutes_of(c, current_player(c)["id"])


@mutes.route("/<name>", methods=["PUT"])
@mutes.response(200, Mutes)
@mutes.doc(security=BEARER, parameters=[_NAME], operationId="mutePlayer")
@documents(mutes, 401, 422)
def mute(name):
    """Hide that player's chat lines from you, in every game."""
    return _mute(name, True)


@mutes.route("/<name>", methods=["DELETE"])
@mutes.response(200, Mutes)
@mutes.doc(security=BEARER, parameters=[_NAME], operationId="unmutePlayer")
@documents(mutes, 401, 404, 422)
def unmute(name):
    """Show that player's chat lines again."""
    return _mute(name, False)


def _mute(name: str, on: bool):
    c = ctx()
    player = current_player(c)
    if not 1 <= len(name) <= 40:
        raise domain.Invalid("invalid_name", "a player's name has 1-40 characters")
    return answer(domain.handle(c, domain.MutePlayer(player["id"], name, mute=on)))
