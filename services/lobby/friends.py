"""Friend routes: add (ask or accept), list, remove, and friends' open tables."""
from marshmallow import Schema, fields, validate
from werkzeug.routing import BaseConverter

from shared.api import BEARER, answer, ctx, current_player, documents
from shared.api.http import Blueprint
from shared.api.schemas import GameSchema, Reply
from shared.domain import handle
from shared.domain.commands import AddFriend, RemoveFriend
from shared.domain.friends import friends_of, friends_tables

blp = Blueprint("friends", __name__, url_prefix="/v1/players/me/friends",
                description="Friends: requests, acceptance, friends' open tables")


class FriendId(BaseConverter):
    """A friend's id in a path: any segment but `tables` (GET /friends/tables is its own
    resource, so its Allow names GET alone)."""

    regex = r"(?!tables$)[^/]+"


blp.record_once(lambda state: state.app.url_map.converters.setdefault("friend", FriendId))
STATUS = ("friends", "incoming", "requested")


class FriendAdd(Schema):
    name = fields.String(required=True, validate=validate.Length(1, 40), metadata={
        "description": "the player's name (case-insensitive)"})
    player_id = fields.String(validate=validate.Length(1, 64), metadata={
        "description": "optional: which of the players of that name (names need not be unique; "
                       "without it, a name several players share is a 409 name_ambiguous)"})


class Friend(Reply):
    player_id = fields.String()
    name = fields.String(allow_none=True)
    status = fields.String(validate=validate.OneOf(STATUS), metadata={
        "description": "friends (both agreed), incoming (they asked you: add them back to "
                       "accept) or requested (you asked, they have not answered)"})
    since = fields.Integer(metadata={"description": "ms since the epoch"})


class FriendList(Reply):
    friends = fields.List(fields.Nested(Friend), metadata={
        "description": "friends first, then requests to you, then yours; by name"})


class FriendRemoved(Reply):
    player_id = fields.String()
    friend_id = fields.String()
    removed = fields.Boolean()


class FriendTable(Reply):
    game = fields.Nested(GameSchema)
    invited = fields.Boolean(metadata={"description": "you hold an invitation to it"})
    invited_seat = fields.Integer(allow_none=True, metadata={
        "description": "the seat your invitation holds (null: none, or any)"})


class FriendTableList(Reply):
    tables = fields.List(fields.Nested(FriendTable), metadata={
        "description": "open tables a friend sits at: public ones, and private ones that invite "
                       "you; newest first"})


@blp.route("", methods=["POST"])
@blp.arguments(FriendAdd)
@blp.response(201, Friend)
@blp.alt_response(200, schema=Friend, description="already friends, or already asked")
@blp.doc(security=BEARER, operationId="addFriend")
@documents(blp, 400, 401, 404, 409, 422)
def add_friend(body):
    """Ask a player to be friends; adding someone who asked you accepts (friends are mutual)."""
    c = ctx()
    player = current_player(c)
    cmd = AddFriend(player["id"], body.get("name"), body.get("player_id"))
    return answer(handle(c, cmd))


@blp.route("")
@blp.response(200, FriendList)
@blp.doc(security=BEARER, operationId="listFriends")
@documents(blp, 401, 422)
def list_friends():
    """Your friends, the requests sent to you, and yours."""
    c = ctx()
    return {"friends": friends_of(c, current_player(c)["id"])}


@blp.route("/<friend:friend_id>", methods=["DELETE"])
@blp.response(200, FriendRemoved)
@blp.doc(security=BEARER, operationId="removeFriend")
@documents(blp, 400, 401, 404, 422)
def remove_friend(friend_id):
    """End a friendship, withdraw your request, or decline theirs."""
    c = ctx()
    return answer(handle(c, RemoveFriend(current_player(c)["id"], friend_id)))


@blp.route("/tables")
@blp.response(200, FriendTableList)
@blp.doc(security=BEARER, operationId="listFriendTables")
@documents(blp, 401, 422)
def friend_tables():
    """Open tables your friends sit at (private ones only when they invite you)."""
    c = ctx()
    return {"tables": friends_tables(c, current_player(c)["id"])}
