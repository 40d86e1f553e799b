"""Bearer-token authentication: the token's sha256 is looked up, the token itself never stored."""
from flask import g, request

from shared.domain import DomainError

BEARER = [{"bearerAuth": []}]


class Unauthorized(DomainError):
    """No or an unknown bearer token (401)."""

    status = 401


def current_player(ctx) -> dict:
    """The authenticated player of this request; raises Unauthorized."""
    if "player" in g:
        return g.player
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("unauthorized", "send 'Authorization: Bearer <token>' "
                           "(POST /v1/players gives you a token)")
    player = ctx.players.by_token(token.strip())
    if player is None:
        raise Unauthorized("invalid_token", "this bearer token is not known")
    g.player = player
    return player
