"""Signed links in mails (confirm an address, one-click unsubscribe): the payload in clear,
base64url JSON, and an HMAC-SHA256 over it and its purpose, so no link serves another purpose."""
import base64
import hashlib
import hmac
import json

from .errors import NotFound


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _mac(secret: str, purpose: str, body: str) -> str:
    return _b64(hmac.new(secret.encode(), f"{purpose}.{body}".encode(), hashlib.sha256).digest())


def sign(secret: str, purpose: str, payload: dict) -> str:
    """A token that carries `payload` for `purpose`."""
    body = _b64(json.dumps(payload, separators=(",", ":"), sort_keys=True).encode())
    return f"{body}.{_mac(secret, purpose, body)}"


def verify(secret: str, purpose: str, token: str, now_ms: int) -> dict:
    """The payload of a token made by `sign` for `purpose`; NotFound if it is not one, or expired
    (its `exp`, ms)."""
    body, _, mac = token.partition(".")
    if not mac or not hmac.compare_digest(mac, _mac(secret, purpose, body)):
        raise NotFound("invalid_link", "this link is not valid")
    try:
        payload = json.loads(_unb64(body))
    except ValueError:
        raise NotFound("invalid_link", "this link is not valid") from None
    if payload.get("exp") is not None and payload["exp"] < now_ms:
        raise NotFound("link_expired", "this link has expired; ask for a new one")
    return payload
