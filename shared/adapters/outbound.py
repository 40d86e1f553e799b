"""Outbound HTTP for webhooks (the domain's WebhookSender port): public addresses only
(shared/domain/addresses.py), the address checked is the one called.

A name is resolved once per delivery; every address it resolves to must be public (unless private
ones are allowed), and the connection goes to the first of them, so a DNS answer that changes
between the check and the connect (rebinding) cannot reach the private network. The request still
names the host (Host header, TLS SNI and certificate check). Redirects are not followed: a 3xx
could point anywhere, and a webhook's receiver is the URL registered.
"""
import http.client
import socket
import ssl
from urllib.parse import urlsplit

from shared.domain.addresses import is_public, refused_host

__all__ = ["pick_address", "post", "refused_host"]


class _PinnedHTTP(http.client.HTTPConnection):
    """An HTTP connection to `host` that connects to `address` (already checked)."""

    def __init__(self, host: str, port: int, address: str, timeout: float):
        super().__init__(host, port, timeout=timeout)
        self.address = address

    def connect(self) -> None:
        """Open the socket to the checked address, never to a fresh lookup of the name."""
        self.sock = socket.create_connection((self.address, self.port), self.timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)


class _PinnedHTTPS(_PinnedHTTP):
    """The same over TLS; the certificate is checked against the host's name."""

    default_port = http.client.HTTPS_PORT

    def __init__(self, host: str, port: int, address: str, timeout: float):
        super().__init__(host, port, address, timeout)
        self.tls = ssl.create_default_context()

    def connect(self) -> None:
        """Connect to the checked address, then speak TLS to the host's name."""
        super().connect()
        self.sock = self.tls.wrap_socket(self.sock, server_hostname=self.host)


def post(url: str, body: bytes, headers: dict, timeout: float, allow_private: bool) -> str | None:
    """POST `body` to `url`; None on a 2xx answer, else what went wrong ("not sent: ..." when the
    host resolves to an address webhooks may not call)."""
    parts = urlsplit(url)
    secure = parts.scheme == "https"
    port = parts.port or (443 if secure else 80)
    try:
        address, refused = pick_address(parts.hostname, port, allow_private)
    except OSError as exc:
        return f"{type(exc).__name__}: {exc}"
    if refused:
        return f"not sent: {refused}"
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    connection = (_PinnedHTTPS if secure else _PinnedHTTP)(parts.hostname, port, address, timeout)
    try:
        connection.request("POST", target, body, headers)
        status = connection.getresponse().status
    except (OSError, http.client.HTTPException) as exc:
        return f"{type(exc).__name__}: {exc}"
    finally:
        connection.close()
    if 300 <= status < 400:
        return f"HTTP {status} (redirects are not followed)"
    return None if 200 <= status < 300 else f"HTTP {status}"


def pick_address(host: str | None, port: int, allow_private: bool) -> tuple[str, str | None]:
    """(the address to connect to, why it may not be called or None); OSError if the name does
    not resolve."""
    host = (host or "").strip("[]").lower()
    refused = refused_host(host)
    if refused and not allow_private:
        return "", refused
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    addresses = [info[4][0] for info in infos]
    if not allow_private:
        blocked = [a for a in addresses if not is_public(a)]
        if blocked:
            return "", f"{host} is a non-public address ({sorted(blocked)[0]})"
    return addresses[0], None
