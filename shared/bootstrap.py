"""The one place the application is wired: settings -> a Redis client -> the repositories
(shared/store), the adapters (Celery task queue, outbound HTTP) and the domain's event dispatcher,
in one domain Context that the Flask services and the Celery worker hand to every handler."""
from shared import config
from shared.adapters import outbound, texts
from shared.adapters.mail import SmtpSender
from shared.adapters.vapid import public_key_of
from shared.adapters.queue import CeleryQueue, RecordingQueue
from shared.domain import Context
from shared.domain.ports import NotifySettings
from shared.domain.subscriptions import dispatcher
from shared.store import (BotMoveStore, ChatStore, ClockStore, Durability, FriendStore, GameStore,
                          NotificationStore, PlayerStore, RatingStore, TimerStore, TurnStore,
                          WebhookStore, connect_store)

__all__ = ["RecordingQueue", "build_context", "context_on"]
LOCAL_URL = "http://127.0.0.1:8000"   # links in mails when PITHEAD_PUBLIC_URL is not set (make run)


def context_on(redis, enqueue=None, idempotency_ttl: int = 86400,
               durability: Durability = Durability(), **options) -> Context:
    """A context whose repositories use `redis` (a Redis or a RedisCluster client): tasks go to
    `enqueue` (default: recorded in a list, for tools and tests), webhooks out through outbound
    HTTP; commits wait for `durability.replicas`. `options` are Context fields (clock,
    bot_batch_limit, webhook_private, or any port to replace)."""
    ports = {"games": GameStore(redis, idempotency_ttl, durability), "players": PlayerStore(redis),
             "turns": TurnStore(redis), "clocks": ClockStore(redis), "timers": TimerStore(redis),
             "webhooks": WebhookStore(redis), "ratings": RatingStore(redis),
             "bot_moves": BotMoveStore(redis), "chat": ChatStore(redis), "friends": FriendStore(redis),
             "notifications": NotificationStore(redis), "enqueue": enqueue or RecordingQueue(),
             "send_webhook": outbound.post, "events": dispatcher(), "translate": texts.translate}
    return Context(**{**ports, **options})


def build_context(settings=None, enqueue=None, **ports) -> Context:
    """The context of a service or worker process, wired from settings (the environment). The game
    store may be a Redis Cluster (REDIS_CLUSTER_URL); Celery's broker is always a plain Redis
    (kombu's Redis transport knows no cluster: README, "Redis Cluster")."""
    settings = settings or config.settings()
    if enqueue is None:
        enqueue = CeleryQueue(settings.broker_url, settings.task_queue)
        enqueue.app   # noqa: B018 (made now, at start: ~0.2 s the first move would otherwise wait)
    durability = Durability(settings.wait_replicas, settings.wait_timeout_ms)
    return context_on(connect_store(settings), enqueue, settings.idempotency_ttl, durability,
                      bot_batch_limit=settings.bot_batch_limit,
                      webhook_private=settings.webhook_allow_private,
                      **{**notifying(settings), **ports})


def notifying(settings) -> dict:
    """The Context fields of notifications to people: SMTP and the settings (the worker adds
    its push sender, shared/adapters/push.py: build_context's `ports`)."""
    key = settings.vapid_private_key
    return {"send_mail": SmtpSender(settings.smtp_host, settings.smtp_port, settings.smtp_security,
                                    settings.smtp_user, settings.smtp_password,
                                    settings.smtp_timeout),
            "notify": NotifySettings(
                public_url=settings.public_url or LOCAL_URL, batch_ms=int(settings.notify_batch_seconds * 1000),
                push_delay_ms=int(settings.notify_push_delay_seconds * 1000),
                secret=settings.notify_secret or None,
                vapid_public_key=public_key_of(key) if key else "", tries=settings.notify_tries,
                clock_low_s=settings.clock_low_seconds, sender=settings.smtp_from)}
