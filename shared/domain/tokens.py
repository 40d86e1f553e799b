"""Token rotation and revocation: a player may hold several bearer tokens and revoke any of them."""
from .commands import IssueToken, RevokeToken
from .errors import Conflict, NotFound
from .messagebus import Result, handles

MAX_TOKENS = 20   # live tokens per player (rotation: issue a new one, then revoke the old one)


@handles(IssueToken)
def issue_token(ctx, cmd: IssueToken) -> Result:
    """A new token for the player; the token is in this answer and nowhere else."""
    if len(ctx.players.tokens(cmd.player_id)) >= MAX_TOKENS:
        raise Conflict("too_many_tokens", f"a player holds at most {MAX_TOKENS} tokens; "
                       "revoke one first")
    token, record = ctx.players.create_token(cmd.player_id, ctx.clock())
    return Result({**record, "token": token}, 201)


@handles(RevokeToken)
def revoke_token(ctx, cmd: RevokeToken) -> Result:
    """Revoke a token: any request that sends it gets 401 from now on."""
    live = [t["id"] for t in ctx.players.tokens(cmd.player_id)]
    if cmd.token_id not in live:
        raise NotFound("token_not_found", f"you hold no token {cmd.token_id!r}")
    if live == [cmd.token_id]:
        raise Conflict("last_token", "this is your only token: issue a new one before "
                       "revoking it, or you could never sign in again")
    ctx.players.revoke_token(cmd.player_id, cmd.token_id)
    return Result({"id": cmd.token_id, "revoked": True})
