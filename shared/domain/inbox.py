"""What a player is told: each notification recorded once per idempotency key in the player's
bounded inbox. Nothing is sent from here (e-mail and push read the inbox elsewhere)."""
KINDS = ("invited", "friend_table_opened", "chat_to_you")


def record_notification(ctx, player_id: str, kind: str, key: str, context: dict) -> bool:
    """Record a `kind` notification for a player once per `key`; True if it is new."""
    if kind not in KINDS:
        raise ValueError(f"unknown notification kind {kind!r}")
    entry = {"kind": kind, "key": key, "at": ctx.clock(), "context": context}
    return ctx.inbox.record(player_id, key, entry)
