"""Rate limits (flask-limiter on the game Redis): per client address and per bearer token, each
counted over every route of every service together; over a limit: 429 problem+json + Retry-After."""
import hashlib
import ipaddress
import math
import time

from flask import current_app, request
from flask_limiter import ApplicationLimit, Limiter, RateLimitExceeded

from .problems import problem

KEY_PREFIX = "rl"          # shared by the three services, so their counters add up
_EXEMPT = ("/healthz", "/readyz", "/metrics")


def client_address(trusted=()) -> str:
    """The client's address: the peer, or the last X-Forwarded-For hop if the peer is a trusted
    proxy (an address or a network such as 10.0.0.0/8)."""
    peer = request.remote_addr or "unknown"
    forwarded = request.headers.get("X-Forwarded-For", "")
    if forwarded.strip() and _trusted(peer, trusted):
        return forwarded.split(",")[-1].strip() or peer
    return peer


def _trusted(peer: str, trusted) -> bool:
    try:
        address = ipaddress.ip_address(peer)
        return any(address in ipaddress.ip_network(net, strict=False) for net in trusted)
    except ValueError:
        return False


def bearer_key() -> str:
    """The rate-limit key of the request's bearer token (its hash: raw tokens never reach Redis)."""
    _, _, token = request.headers.get("Authorization", "").partition(" ")
    # salted differently from the stored token hash, so the counter key names no stored key
    return "tok:" + hashlib.sha256(b"rate-limit:" + token.strip().encode()).hexdigest()[:32]


def _no_token() -> bool:
    return request.path in _EXEMPT or not request.headers.get("Authorization", "").strip()


def _exempt() -> bool:
    return request.path in _EXEMPT


def _too_many(error: RateLimitExceeded):
    """429 as problem+json, with the seconds until the window that was hit resets."""
    limiter = current_app.extensions["pithead.limiter"]
    current = limiter.current_limit
    wait = math.ceil(current.window[0] - time.time()) if current else 1  # window[0]: reset time
    return problem(429, "rate_limited", f"rate limit exceeded ({error.description}); retry later",
                   headers={"Retry-After": str(max(1, wait))})


def install(app, settings, redis) -> Limiter | None:
    """Attach the limits to `app`, counted on `redis` (the game store's pool); none if RATE_LIMITS=0."""
    if not settings.rate_limits:
        return None
    trusted = settings.trusted_proxies
    limiter = Limiter(
        key_func=lambda: client_address(trusted), app=app, storage_uri="redis://",
        storage_options={"connection_pool": redis.connection_pool},
        strategy="fixed-window", key_prefix=KEY_PREFIX, headers_enabled=False,
        # Redis down: the request goes on and meets the store's own 503, never a limiter 500
        swallow_errors=True,
        application_limits=[
            ApplicationLimit(settings.rate_limit_address, scope="address",
                             key_function=lambda: client_address(trusted), exempt_when=_exempt),
            ApplicationLimit(settings.rate_limit_token, scope="token", key_function=bearer_key,
                             exempt_when=_no_token),
        ])
    app.extensions["pithead.limiter"] = limiter
    app.register_error_handler(RateLimitExceeded, _too_many)
    return limiter
