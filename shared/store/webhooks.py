"""Players' webhooks (a hash per player), their deliveries (one expiring record each, created
once) and the deliveries that failed for good (a short list per player)."""
import json

from . import keys

KEEP_FAILURES, DELIVERY_TTL = 100, 7 * 86400


class HooksRead:
    """The webhooks of some players, read in the round trip of a commit (`value`: player id ->
    their webhooks)."""

    def __init__(self, player_ids):
        self.player_ids = sorted(set(player_ids))
        self.value: dict = {}

    def queue(self, pipe) -> None:
        """Queue one HVALS per player."""
        for player_id in self.player_ids:
            pipe.hvals(keys.webhooks(player_id))

    def settle(self, answers: list) -> list:
        """Take this read's answers; return the rest."""
        count = len(self.player_ids)
        self.value = {p: [json.loads(raw) for raw in values]
                      for p, values in zip(self.player_ids, answers[:count])}
        return answers[count:]


class WebhookStore:
    """Webhooks, deliveries and failures in Redis."""

    def __init__(self, redis):
        self.redis = redis

    def count(self, player_id: str) -> int:
        """How many webhooks a player has."""
        return self.redis.hlen(keys.webhooks(player_id))

    def add(self, player_id: str, hook: dict) -> None:
        """Store a webhook (with its secret)."""
        self.redis.hset(keys.webhooks(player_id), hook["id"], json.dumps(hook))

    def remove(self, player_id: str, hook_id: str) -> bool:
        """Forget a webhook; False if there was none."""
        return bool(self.redis.hdel(keys.webhooks(player_id), hook_id))

    def all(self, player_id: str) -> list[dict]:
        """A player's webhooks (with secrets), in no order."""
        return [json.loads(v) for v in self.redis.hvals(keys.webhooks(player_id))]

    def get(self, player_id: str, hook_id: str) -> dict | None:
        """One webhook, or None."""
        raw = self.redis.hget(keys.webhooks(player_id), hook_id)
        return json.loads(raw) if raw is not None else None

    def prefetch(self, player_ids) -> HooksRead:
        """A read of these players' webhooks to carry in a commit's round trip."""
        return HooksRead(player_ids)

    def new_delivery(self, player_id: str, record: dict) -> bool:
        """Create a delivery record once; False if it exists (a write replayed, a hook run twice).
        Its game lists it until it is settled (a game is compacted only then)."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.set(keys.webhook_delivery(player_id, record["id"]), json.dumps(record), nx=True,
                 ex=DELIVERY_TTL)
        pipe.sadd(keys.game_deliveries(record["payload"]["game_id"]), f"{player_id}:{record['id']}")
        return bool(pipe.execute()[0])

    def pending_of_game(self, game_id: str) -> list[str]:
        """The game's deliveries still pending ("<player id>:<delivery id>"); those settled or
        expired are forgotten on the way."""
        listed = [m.decode() for m in self.redis.smembers(keys.game_deliveries(game_id))]
        if not listed:
            return []
        pipe = self.redis.pipeline(transaction=False)
        for member in listed:
            pipe.get(keys.webhook_delivery(*member.split(":", 1)))
        pending = [m for m, raw in zip(listed, pipe.execute())
                   if raw and json.loads(raw)["status"] == "pending"]
        settled = set(listed) - set(pending)
        if settled:
            self.redis.srem(keys.game_deliveries(game_id), *settled)
        return pending

    def delivery(self, player_id: str, delivery_id: str) -> dict | None:
        """A delivery record, or None (unknown or expired)."""
        raw = self.redis.get(keys.webhook_delivery(player_id, delivery_id))
        return json.loads(raw) if raw else None

    def save_delivery(self, player_id: str, record: dict) -> None:
        """Overwrite a delivery record (its attempts and status)."""
        self.redis.set(keys.webhook_delivery(player_id, record["id"]), json.dumps(record),
                       ex=DELIVERY_TTL)

    def add_failure(self, player_id: str, failure: dict) -> None:
        """Keep a delivery that failed for good (the newest KEEP_FAILURES)."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.lpush(keys.webhook_failures(player_id), json.dumps(failure))
        pipe.ltrim(keys.webhook_failures(player_id), 0, KEEP_FAILURES - 1)
        pipe.execute()

    def failures(self, player_id: str) -> list[dict]:
        """Deliveries that failed for good, newest first."""
        raw = self.redis.lrange(keys.webhook_failures(player_id), 0, KEEP_FAILURES - 1)
        return [json.loads(v) for v in raw]
