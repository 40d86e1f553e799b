"""Web push out (the domain's PushSender port) with pywebpush: the payload encrypted for the
subscription (aes128gcm, RFC 8291) and the request signed with the server's VAPID key (RFC 8292).
Only the worker sends pushes and imports this (pywebpush brings aiohttp: seconds of a busy
machine's start-up that the API processes do not pay); their key is vapid.py's."""
from dataclasses import dataclass

from pywebpush import WebPushException, webpush


@dataclass(frozen=True)
class VapidPusher:
    """Sends one push message with the VAPID private key of the settings."""

    private_key: str          # the key as pywebpush takes it: base64url DER, or a PEM file's path
    subject: str              # mailto: or https: contact of the sender, told to push services
    timeout: float = 10.0

    def __call__(self, subscription: dict, payload: bytes, ttl: int) -> tuple[str | None, bool]:
        """Push `payload`; (None, False) when the push service took it, else (why not, gone)."""
        if not self.private_key:
            return "no VAPID key is configured (PITHEAD_VAPID_PRIVATE_KEY)", False
        info = {"endpoint": subscription["endpoint"], "keys": subscription["keys"]}
        try:
            webpush(info, data=payload.decode(), vapid_private_key=self.private_key,
                    vapid_claims={"sub": self.subject}, ttl=ttl, timeout=self.timeout)
        except WebPushException as exc:
            status = getattr(exc.response, "status_code", None)
            return f"push refused: {status or exc}", status in (404, 410)
        except (OSError, ValueError) as exc:
            return f"{type(exc).__name__}: {exc}", False
        return None, False
