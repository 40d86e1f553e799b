"""A stand-in for a browser's push service on loopback: it checks each message's VAPID signature
(RFC 8292: the ES256 JWT in `Authorization: vapid t=..., k=...`, against the server's public key,
with `cryptography`) and decrypts its aes128gcm payload (RFC 8291, http_ece) with the keys of the
subscription it made, as a browser would."""
import base64
import json
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import http_ece
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature


def b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def vapid_pair() -> tuple[str, str]:
    """A new VAPID key pair: (private key as base64url DER, public key as base64url point)."""
    key = ec.generate_private_key(ec.SECP256R1())
    der = key.private_bytes(serialization.Encoding.DER, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption())
    point = key.public_key().public_bytes(serialization.Encoding.X962,
                                          serialization.PublicFormat.UncompressedPoint)
    return b64(der), b64(point)


def check_vapid(authorization: str, public_key: str, audience: str) -> dict:
    """The claims of a valid VAPID header for `audience`; AssertionError if it is not one."""
    scheme, _, params = authorization.partition(" ")
    assert scheme == "vapid", authorization
    fields = dict(part.strip().split("=", 1) for part in params.split(","))
    assert fields["k"] == public_key, "the header names another key"
    head, claims, signature = fields["t"].split(".")
    assert json.loads(unb64(head))["alg"] == "ES256"
    raw = unb64(signature)
    der = encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big"))
    verifier = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64(public_key))
    try:
        verifier.verify(der, f"{head}.{claims}".encode(), ec.ECDSA(hashes.SHA256()))
    except InvalidSignature:
        raise AssertionError("the VAPID signature does not verify") from None
    body = json.loads(unb64(claims))
    assert body["aud"] == audience and body["exp"] > time.time() and body["sub"], body
    return body


class PushService:
    """`with PushService(vapid_public_key) as push:`; `push.subscription()` is what a browser's
    PushSubscription.toJSON() gives; `push.received` the decrypted messages; `push.refused` the
    requests whose VAPID check failed (each answered 401)."""

    def __init__(self, vapid_public_key: str):
        self.vapid_public_key = vapid_public_key
        self.receiver = ec.generate_private_key(ec.SECP256R1())
        self.auth = os.urandom(16)
        self.received: list[dict] = []
        self.refused: list[str] = []
        self.changed = threading.Condition()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self.server.daemon_threads = True
        self.origin = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def _handler(self):
        service = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 (http.server's naming)
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                status = service.take({k.lower(): v for k, v in self.headers.items()}, body)
                self.send_response(status)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        return Handler

    def take(self, headers: dict, body: bytes) -> int:
        """Check and decrypt one message (`headers` with lower-case names); the status to answer."""
        try:
            check_vapid(headers.get("authorization", ""), self.vapid_public_key, self.origin)
            assert headers.get("content-encoding") == "aes128gcm" and int(headers["ttl"]) > 0
            plain = http_ece.decrypt(body, private_key=self.receiver, auth_secret=self.auth,
                                     version="aes128gcm")
        except (AssertionError, KeyError, ValueError) as exc:
            with self.changed:
                self.refused.append(str(exc))
            return 401
        with self.changed:
            self.received.append(json.loads(plain))
            self.changed.notify_all()
        return 201

    def subscription(self) -> dict:
        """A subscription to this service, with the receiving browser's keys."""
        point = self.receiver.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)
        return {"endpoint": f"{self.origin}/push/{b64(os.urandom(8))}", "expirationTime": None,
                "keys": {"p256dh": b64(point), "auth": b64(self.auth)}}

    def wait(self, count: int, timeout: float = 30.0) -> list[dict]:
        """The messages once at least `count` arrived (fewer after `timeout` seconds)."""
        with self.changed:
            self.changed.wait_for(lambda: len(self.received) >= count, timeout)
            return list(self.received)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()
