"""Settings from environment variables only (12-factor): nothing is read from files."""
import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Settings:
    """Every knob of the platform; see `load()` for the variable names and defaults."""

    redis_url: str
    broker_url: str
    log_level: str
    log_json: bool
    idempotency_ttl: int          # seconds an Idempotency-Key answer is kept
    reconcile_after: float        # seconds a game may wait for the system or a bot before re-enqueue
    reconcile_interval: float     # seconds between two reconcile runs (celery beat)
    bot_batch_limit: int          # most steps one bot turn may take in one write
    task_queue: str               # Celery queue the services enqueue to
    worker_concurrency: int       # Celery worker processes
    events_wait: float            # most seconds a long-poll or SSE stream of /events is held
    events_hold_limit: int        # most held /events requests per process (more get 429)
    sweep_interval: float         # seconds between two turn-clock sweeps (celery beat)
    webhook_tries: int            # delivery attempts of a webhook before it fails for good
    webhook_backoff: float        # seconds before the first retry; doubles each time
    webhook_timeout: float        # seconds a receiver has to answer
    webhook_allow_private: bool   # webhooks may call loopback/private addresses (local testing)
    rate_limits: bool = True      # per-token and per-address limits in Redis (RATE_LIMITS=0 turns them off)
    rate_limit_address: str = "30000/minute"   # per client address, every route together
    rate_limit_token: str = "1200/minute;100/second"   # per bearer token, every route together
    trusted_proxies: tuple = ()   # peers whose X-Forwarded-For names the client (the gateway)
    request_max_bytes: int = 65536   # larger request bodies get 413
    json_max_depth: int = 32      # deeper JSON nesting gets 400
    reconcile_repeat: float = 30.0   # seconds before the reconciler re-enqueues the same work again
    check_responses: bool = False   # test mode: every answer checked against its document
    # the game store on a Redis Cluster (seeds "redis://h:p,redis://h:p"); the broker stays REDIS_URL
    redis_cluster_url: str = ""
    wait_replicas: int = 0        # replicas each commit waits for (WAIT) before it is acknowledged
    wait_timeout_ms: int = 500    # most ms that WAIT waits; short of replicas: 503, not acknowledged
    finished_retention_days: float | None = None   # delete finished games this long after; None keeps
    tidy_interval: float = 30.0   # seconds between two passes over finished games (celery beat)
    compact_after: float = 0.0    # seconds a finished game stays live (uncompacted) after it ended
    # notifications to people (docs/guide/notifications.md)
    public_url: str = ""          # where links in mails, pushes and invitations point ("": 127.0.0.1:8000 in mails, the request's host in invitation links)
    smtp_host: str = ""           # no host: mails are not sent (and retried until they fail)
    smtp_port: int = 25
    smtp_security: str = "none"   # none, starttls or ssl
    smtp_user: str = ""
    smtp_password: str = ""
    smtp_from: str = "Pithead <pithead@localhost>"
    smtp_timeout: float = 10.0
    vapid_private_key: str = ""   # base64url (raw or DER) or a PEM file's path; none: no push
    vapid_subject: str = "mailto:pithead@localhost"
    notify_batch_seconds: float = 120.0   # a turn's mail waits this long for others to join it
    notify_push_delay_seconds: float = 30.0   # a turn's push waits this long (played meanwhile: none)
    notify_secret: str = ""       # signs links in mails; empty: one made once, kept in Redis
    notify_tries: int = 6         # attempts of a mail or push before it fails for good
    notify_backoff: float = 5.0   # seconds before the first retry; doubles each time
    clock_low_seconds: int = 3600   # warn a person whose turn clock has this little left
    notify_interval: float = 15.0   # seconds between two beat passes (quiet hours, clocks)


def _flag(value: str) -> bool:
    return value.strip().lower() in ("1", "true", "yes", "on")


def _days(value: str) -> float | None:
    """A retention in days; empty (or "keep") keeps finished games for good."""
    value = value.strip().lower()
    if value in ("", "keep", "forever"):
        return None
    days = float(value)
    if days <= 0:
        raise ValueError("FINISHED_RETENTION_DAYS must be positive (or empty: keep)")
    return days


def load(env=None) -> Settings:
    """Settings from `env` (default: os.environ)."""
    env = os.environ if env is None else env
    redis_url = env.get("REDIS_URL", "redis://127.0.0.1:6379/0")
    return Settings(
        redis_url=redis_url,
        broker_url=env.get("CELERY_BROKER_URL", redis_url),
        log_level=env.get("LOG_LEVEL", "INFO").upper(),
        log_json=_flag(env.get("LOG_JSON", "1")),
        idempotency_ttl=int(env.get("IDEMPOTENCY_TTL", "86400")),
        reconcile_after=float(env.get("RECONCILE_AFTER", "3")),
        reconcile_interval=float(env.get("RECONCILE_INTERVAL", "2")),
        bot_batch_limit=int(env.get("BOT_BATCH_LIMIT", "64")),
        task_queue=env.get("CELERY_QUEUE", "celery"),
        # more processes than 2 cores: a scoring mostly waits on Redis, and with 2 a saturated
        # machine queued them (shift-scoring p99 55 ms against 30 and 37 with 4: tests/bench/http.py)
        worker_concurrency=int(env.get("CELERY_CONCURRENCY", "4")),
        events_wait=float(env.get("EVENTS_WAIT", "30")),
        # each held request keeps a Redis connection blocked (XREAD BLOCK) while it waits
        events_hold_limit=int(env.get("EVENTS_HOLD_LIMIT", "24")),
        sweep_interval=float(env.get("SWEEP_INTERVAL", "1")),
        webhook_tries=int(env.get("WEBHOOK_TRIES", "6")),
        webhook_backoff=float(env.get("WEBHOOK_BACKOFF", "2")),
        webhook_timeout=float(env.get("WEBHOOK_TIMEOUT", "5")),
        webhook_allow_private=_flag(env.get("WEBHOOK_ALLOW_PRIVATE", "0")),
        rate_limits=_flag(env.get("RATE_LIMITS", "1")),
        rate_limit_address=env.get("RATE_LIMIT_ADDRESS", "30000/minute"),
        rate_limit_token=env.get("RATE_LIMIT_TOKEN", "1200/minute;100/second"),
        trusted_proxies=tuple(p.strip() for p in env.get("TRUSTED_PROXIES", "").split(",")
                              if p.strip()),
        request_max_bytes=int(env.get("REQUEST_MAX_BYTES", "65536")),
        json_max_depth=int(env.get("JSON_MAX_DEPTH", "32")),
        reconcile_repeat=float(env.get("RECONCILE_REPEAT", "30")),
        check_responses=_flag(env.get("PITHEAD_CHECK_RESPONSES", "0")),
        redis_cluster_url=env.get("REDIS_CLUSTER_URL", "").strip(),
        wait_replicas=int(env.get("REDIS_WAIT_REPLICAS", "0")),
        wait_timeout_ms=int(env.get("REDIS_WAIT_TIMEOUT_MS", "500")),
        finished_retention_days=_days(env.get("FINISHED_RETENTION_DAYS", "")),
        tidy_interval=float(env.get("TIDY_INTERVAL", "30")),
        compact_after=float(env.get("COMPACT_AFTER", "0")),
        **_notify(env),
    )


def _notify(env) -> dict:
    """The PITHEAD_SMTP_*, PITHEAD_VAPID_* and PITHEAD_NOTIFY_* settings."""
    security = env.get("PITHEAD_SMTP_SECURITY", "none").strip().lower()
    if security not in ("none", "starttls", "ssl"):
        raise ValueError("PITHEAD_SMTP_SECURITY is none, starttls or ssl")
    return dict(
        public_url=env.get("PITHEAD_PUBLIC_URL", "").rstrip("/"),
        smtp_host=env.get("PITHEAD_SMTP_HOST", ""), smtp_port=int(env.get("PITHEAD_SMTP_PORT", "25")),
        smtp_security=security, smtp_user=env.get("PITHEAD_SMTP_USER", ""),
        smtp_password=env.get("PITHEAD_SMTP_PASSWORD", ""),
        smtp_from=env.get("PITHEAD_SMTP_FROM", "Pithead <pithead@localhost>"),
        smtp_timeout=float(env.get("PITHEAD_SMTP_TIMEOUT", "10")),
        vapid_private_key=env.get("PITHEAD_VAPID_PRIVATE_KEY", "").strip(),
        vapid_subject=env.get("PITHEAD_VAPID_SUBJECT", "mailto:pithead@localhost"),
        notify_batch_seconds=float(env.get("PITHEAD_NOTIFY_BATCH_SECONDS", "120")),
        notify_push_delay_seconds=float(env.get("PITHEAD_NOTIFY_PUSH_DELAY_SECONDS", "30")),
        notify_secret=env.get("PITHEAD_NOTIFY_SECRET", ""),
        notify_tries=int(env.get("PITHEAD_NOTIFY_TRIES", "6")),
        notify_backoff=float(env.get("PITHEAD_NOTIFY_BACKOFF", "5")),
        clock_low_seconds=int(env.get("PITHEAD_CLOCK_LOW_SECONDS", "3600")),
        notify_interval=float(env.get("PITHEAD_NOTIFY_INTERVAL", "15")))


def settings() -> Settings:
    """The current settings, read from the environment at call time (so tests can set it)."""
    return load()
