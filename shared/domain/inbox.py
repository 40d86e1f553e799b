"""Notifications kept for a player (what the notification channels deliver from): one record per
event, in a bounded per-player list."""


def record_notification(ctx, player_id: str, kind: str, key: str, context: dict) -> None:
    """Keep a notification of `kind` for a player; `key` names the event it is about."""
    ctx.inbox.add(player_id, {"kind": kind, "key": key, "context": context, "at": ctx.clock()})
