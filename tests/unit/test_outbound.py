"""Outbound webhook calls: the address checked is the one connected to (no DNS rebinding), the
request still names the host, and private addresses are refused unless allowed."""
import socket
import ssl
import subprocess

import pytest

from shared.adapters import outbound
from tests.webhook_receiver import Receiver

PUBLIC = "93.184.216.34"
REAL_GETADDRINFO = socket.getaddrinfo


def _resolver(answers: dict, seen: list):
    """A getaddrinfo that answers the names in `answers` (a list: one answer per lookup) and
    literal addresses as the real one does (socket.create_connection looks those up)."""
    def getaddrinfo(name, port, *args, **kwargs):
        if name not in answers:
            return REAL_GETADDRINFO(name, port, *args, **kwargs)
        seen.append(name)
        address = answers[name].pop(0) if len(answers[name]) > 1 else answers[name][0]
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (address, port))]
    return getaddrinfo


def test_the_checked_address_is_the_one_connected_to(monkeypatch):
    """The name resolves to a public address, then (rebinding) to loopback: the worker connects
    to the public address it checked, once, and never looks the name up again."""
    seen, connected = [], []
    monkeypatch.setattr(outbound.socket, "getaddrinfo",
                        _resolver({"hooks.example.com": [PUBLIC, "127.0.0.1"]}, seen))

    def create_connection(address, *args, **kwargs):
        connected.append(address)
        raise ConnectionRefusedError(111, "Connection refused")
    monkeypatch.setattr(outbound.socket, "create_connection", create_connection)
    error = outbound.post("http://hooks.example.com:8080/h", b"{}", {}, 1.0, allow_private=False)
    assert error.startswith("ConnectionRefusedError")
    assert connected == [(PUBLIC, 8080)] and seen == ["hooks.example.com"]


def test_the_request_names_the_host_it_was_registered_with(monkeypatch):
    with Receiver() as receiver:
        port = receiver.server.server_port
        monkeypatch.setattr(outbound.socket, "getaddrinfo",
                            _resolver({"hooks.test": ["127.0.0.1"]}, []))
        assert outbound.post(f"http://hooks.test:{port}/h?x=1", b'{"a": 1}',
                             {"Content-Type": "application/json"}, 2.0, allow_private=True) is None
        call = receiver.calls[0]
        assert call["headers"]["Host"] == f"hooks.test:{port}" and call["path"] == "/h?x=1"
        assert call["json"] == {"a": 1}


@pytest.mark.parametrize("answers", [["10.1.2.3"], [PUBLIC, "127.0.0.1"]])
def test_a_name_with_any_private_address_is_not_called(monkeypatch, answers):
    def getaddrinfo(name, port, *args, **kwargs):
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", (a, port)) for a in answers]
    monkeypatch.setattr(outbound.socket, "getaddrinfo", getaddrinfo)
    monkeypatch.setattr(outbound.socket, "create_connection", pytest.fail)
    error = outbound.post("https://hooks.example.com/h", b"{}", {}, 1.0, allow_private=False)
    assert error.startswith("not sent: hooks.example.com is a non-public address")


@pytest.mark.parametrize("host,refused", [
    ("localhost", True), ("api.localhost", True), ("127.0.0.1", True), ("[::1]", True),
    ("169.254.169.254", True), ("10.0.0.7", True), ("224.0.0.1", True), (PUBLIC, False),
    ("hooks.example.com", False)])
def test_refused_host_as_written(host, refused):
    assert (outbound.refused_host(host) is not None) is refused


def test_a_name_that_does_not_resolve_is_an_error(monkeypatch):
    def getaddrinfo(*args, **kwargs):
        raise socket.gaierror(-2, "Name or service not known")
    monkeypatch.setattr(outbound.socket, "getaddrinfo", getaddrinfo)
    assert outbound.post("http://nowhere.invalid/h", b"{}", {}, 1.0, False).startswith("gaierror")


def _certificate(tmp_path, name: str) -> tuple[str, str]:
    """A self-signed certificate and key for `name` (files)."""
    cert, key = tmp_path / f"{name}.pem", tmp_path / f"{name}.key"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", f"/CN={name}", "-addext", f"subjectAltName=DNS:{name}",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    return str(cert), str(key)


@pytest.mark.parametrize("served_as,delivered", [("hooks.test", True), ("other.test", False)])
def test_https_checks_the_certificate_against_the_name(monkeypatch, tmp_path, served_as,
                                                        delivered):
    """TLS to the pinned address still verifies the certificate for the registered name."""
    cert, key = _certificate(tmp_path, served_as)
    monkeypatch.setenv("SSL_CERT_FILE", cert)   # trust this certificate alone
    tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    tls.load_cert_chain(cert, key)
    receiver = Receiver()
    receiver.server.socket = tls.wrap_socket(receiver.server.socket, server_side=True)
    with receiver:
        monkeypatch.setattr(outbound.socket, "getaddrinfo",
                            _resolver({"hooks.test": ["127.0.0.1"]}, []))
        error = outbound.post(f"https://hooks.test:{receiver.server.server_port}/h", b"{}", {},
                              2.0, allow_private=True)
    if delivered:
        assert error is None and receiver.calls[0]["headers"]["Host"].startswith("hooks.test")
    else:
        assert "CERTIFICATE_VERIFY_FAILED" in error and receiver.calls == []
