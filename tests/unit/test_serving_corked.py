"""An answer's head leaves with the first part of its body (shared/api/serving.py's Corked): one
send where gunicorn makes two, in the same order, and nothing held back at the answer's end."""
import socket

from shared.api.serving import Corked

HEAD = b"HTTP/1.1 200 OK\r\nContent-Length: 7\r\n\r\n"


def _pair():
    ours, theirs = socket.socketpair()
    theirs.settimeout(2)
    return ours, theirs


def _received(sock, size: int) -> bytes:
    data = b""
    while len(data) < size:
        data += sock.recv(1000)
    return data


class Counting:
    """A real socket whose sends are counted."""

    def __init__(self, sock):
        self.sock, self.sends = sock, []

    def sendall(self, data):
        self.sends.append(data)
        self.sock.sendall(data)

    def __getattr__(self, name):
        return getattr(self.sock, name)


def test_the_head_goes_with_the_first_part_of_the_body_in_one_send():
    ours, theirs = _pair()
    counted = Counting(ours)
    corked = Corked(counted)
    corked.sendall(HEAD)
    assert counted.sends == []
    corked.sendall(b"{}")
    corked.sendall(b"12345")
    corked.flush()
    assert counted.sends == [HEAD + b"{}", b"12345"]
    assert _received(theirs, len(HEAD) + 7) == HEAD + b"{}12345"


def test_an_answer_without_a_body_sends_its_head_at_the_flush():
    ours, theirs = _pair()
    corked = Corked(ours)
    corked.sendall(HEAD.replace(b"200 OK", b"304 Not Modified"))
    corked.flush()
    assert theirs.recv(1000).startswith(b"HTTP/1.1 304 Not Modified")


def test_a_write_past_sendall_finds_the_head_sent_first():
    ours, theirs = _pair()
    corked = Corked(ours)
    corked.sendall(HEAD)
    ours_fd = corked.fileno()        # what sendfile asks for before it writes the body itself
    assert ours_fd == ours.fileno()
    ours.sendall(b"content")
    assert _received(theirs, len(HEAD) + 7) == HEAD + b"content"


def test_a_body_part_that_looks_like_no_head_is_sent_at_once():
    ours, _theirs = _pair()
    counted = Counting(ours)
    corked = Corked(counted)
    corked.sendall(b"7\r\nchunked\r\n")     # a chunk of a streamed answer whose head went out
    assert counted.sends == [b"7\r\nchunked\r\n"]
