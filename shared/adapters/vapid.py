"""The VAPID key pair of web push: the public key a browser subscribes with, from the private key
of the settings (py_vapid; pushing itself is push.py's, in the worker)."""
import base64
import os

from cryptography.hazmat.primitives import serialization
from py_vapid import Vapid


def public_key_of(private_key: str) -> str:
    """The application server key a browser subscribes with (base64url, uncompressed point)."""
    vapid = Vapid.from_file(private_key) if os.path.isfile(private_key) else \
        Vapid.from_string(private_key)
    raw = vapid.public_key.public_bytes(serialization.Encoding.X962,
                                        serialization.PublicFormat.UncompressedPoint)
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()
