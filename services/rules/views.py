"""Rules routes: a seat's view, legal actions, submitting actions, the redacted log."""

from shared import domain
from shared.api.http import (ETAG, IDEMPOTENCY_HEADER, IF_MATCH_HEADER, IF_NONE_MATCH_HEADER,
                             PREFER_HEADER, PREFERENCE_APPLIED, REPLAYED, Blueprint, json_body,
                             json_response, prefers_representation, publish_body)
from shared.api import (BEARER, answer, ctx, documents, etag, idempotency, if_match_version,
                        not_modified)
from shared.api import gamerequest, logtext
from shared.api.auth import current_player_id
from shared.api.onetrip import commits_game
from shared.domain.presenting import present
from shared.domain.visibility import readable

from .documents import actions_document, representation, state_document
from .schemas import (ActionsResultSchema, ActionsSchema, LegalActionsSchema, LogQuerySchema,
                      LogSchema, StateSchema)

blp = Blueprint("play", __name__, url_prefix="/v1/games", description="Views, moves and the log")


def _game_and_seat(game_id: str, started: bool = True):
    c = ctx()
    player_id = current_player_id(c)   # the id is all these routes need: no profile read
    game = readable(domain.Game.of(gamerequest.snapshot(c, game_id, player_id), game_id),
                    player_id)
    if started and game.state is None:
        raise domain.Conflict("game_not_started", "the game has not started yet")
    return c, player_id, game, game.seat_of(player_id)


@blp.route("/<game_id>/state")
@blp.response(200, StateSchema, headers=ETAG)
@blp.alt_response(304, description="Not modified (If-None-Match names the current version)",
                  headers=ETAG)
@blp.doc(operationId="getState", security=BEARER, parameters=[IF_NONE_MATCH_HEADER])
@documents(blp, 401, 404, 409)
@gamerequest.reads_game
def state(game_id):
    """The game as your seat may know it (a spectator's view if you hold no seat)."""
    _, _, game, seat = _game_and_seat(game_id)
    if not_modified(game.version):
        return "", 304, {"ETag": etag(game.version)}
    return json_response(state_document(game, seat), 200, {"ETag": etag(game.version)})


@blp.route("/<game_id>/actions")
@blp.response(200, LegalActionsSchema, headers=ETAG)
@blp.doc(operationId="listLegalActions", security=BEARER)
@documents(blp, 401, 404, 409)
@gamerequest.reads_game
def legal_actions(game_id):
    """Your legal actions now (the next steps of a pending decision); empty when not your turn."""
    _, _, game, seat = _game_and_seat(game_id)
    return json_response(actions_document(game, seat), 200, {"ETag": etag(game.version)})


@blp.route("/<game_id>/actions", methods=["POST"])
@publish_body("ActionsSubmit")
@json_body(blp, ActionsSchema())
@blp.response(200, ActionsResultSchema, headers={**ETAG, **REPLAYED, **PREFERENCE_APPLIED})
@blp.doc(operationId="submitActions", security=BEARER,
         parameters=[IDEMPOTENCY_HEADER, IF_MATCH_HEADER, PREFER_HEADER])
@documents(blp, 400, 401, 403, 404, 409, 422)
@commits_game
def submit(body, game_id):
    """Play one action or an atomic batch, at `expected_version` (or If-Match) if given; with
    `Prefer: return=representation` the answer carries your new view and legal actions too."""
    c = ctx()
    player_id = current_player_id(c)
    expected = body.get("expected_version")
    header = if_match_version()
    if expected is not None and header is not None and expected != header:
        # one of them is stale whatever the game's version: a conflict with its state
        raise domain.Conflict("version_mismatch", "expected_version and If-Match disagree: at "
                              "most one of them names the game's version")
    cmd = domain.SubmitActions(player_id, game_id, tuple(body["actions"]),
                               expected if expected is not None else header, idempotency())
    result = gamerequest.handle(c, cmd, player_id)
    body, status, headers = answer(result)
    if result.game is not None and prefers_representation():
        body = representation(body, result.game)
        headers["Preference-Applied"] = "return=representation"
    headers["Vary"] = "Prefer"
    return json_response(body, status, headers)


@blp.route("/<game_id>/log")
@blp.arguments(LogQuerySchema(), location="query")
@blp.response(200, LogSchema)
@blp.doc(operationId="getLog", security=BEARER)
@documents(blp, 401, 404, 422)
def game_log(query, game_id):
    """Every committed change, each event redacted for your seat."""
    c, _, game, seat = _game_and_seat(game_id, started=False)
    entries = [_in_words(game, present(game, item.entry, item.version, seat))
               for item in c.games.log(game.id, query["after"])]
    return {"game_id": game.id, "version": game.version, "entries": entries}


def _in_words(game, entry: dict) -> dict:
    """A log entry with its events as lines in the request's language."""
    return {**entry, "text": logtext.entry_lines(game.rules, entry["events"], game.meta["seats"])}
