"""Bearer-token authentication: the token's sha256 is looked up, the token itself never stored."""
from flask import g, request

from shared.domain import DomainError
from shared.store import keys, token_hash

from . import gamerequest
from .http import ctx as app_context

BEARER = [{"bearerAuth": []}]


def bearer_token() -> str | None:
    """The request's bearer token, or None."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    token = token.strip()
    return token if scheme.lower() == "bearer" and token else None


class Unauthorized(DomainError):
    """No or an unknown bearer token (401)."""

    status = 401


def current_player_id(ctx) -> str:
    """The id of the authenticated player (the token is looked up in this request, so a revoked
    token fails at once); raises Unauthorized."""
    if "player_id" in g:
        return g.player_id
    token = bearer_token()
    if token is None:
        raise Unauthorized("unauthorized", "send 'Authorization: Bearer <token>' "
                           "(POST /v1/players gives you a token)")
    prefetched = g.get("token_owner")
    if prefetched and prefetched[0] == token:   # looked up in the first round trip
        player_id = ctx.players.owner(token, prefetched[1])
    else:
        player_id = ctx.players.owner(token)
    gamerequest.OWNERS.learn(token_hash(token), player_id)
    if player_id is None:
        raise Unauthorized("invalid_token", "this bearer token is not known")
    g.player_id = player_id
    return player_id


class TokenCheck:
    """Asks again, later in a request (a held wait, a stream), whether its bearer token still
    belongs to its player; `key` is the token's Redis key, for a caller that reads it in a round
    trip of its own."""

    def __init__(self, ctx):
        self.ctx, self.token, self.player_id = ctx, bearer_token(), current_player_id(ctx)
        self.key = keys.token(token_hash(self.token))

    def __call__(self, *stored) -> bool:
        """True while the token is the player's (`stored`: the key's value, if read already)."""
        owner = self.ctx.players.owner(self.token, *stored)
        gamerequest.OWNERS.learn(token_hash(self.token), owner)
        return owner == self.player_id


def current_player(ctx) -> dict:
    """The authenticated player's profile; raises Unauthorized."""
    if "player" in g:
        return g.player
    player = ctx.players.get(current_player_id(ctx))
    if player is None:
        raise Unauthorized("invalid_token", "this bearer token is not known")
    g.player = player
    return player


def requires_token(view) -> bool:
    """True when the route's document names bearer security: the document is the rule."""
    manual = getattr(view, "_apidoc", {}).get("manual_doc", {})
    return bool(manual.get("security"))


def install(app) -> None:
    """Refuse a request without a valid token (401) before anything reads its body or headers,
    on every route whose document asks for one (the token was looked up in the first round trip)."""
    secured = {endpoint for endpoint, view in app.view_functions.items() if requires_token(view)}

    @app.before_request
    def _authenticate():
        if request.endpoint in secured and request.method != "OPTIONS":
            current_player_id(app_context())
