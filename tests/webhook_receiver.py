"""A real HTTP webhook receiver on loopback for the tests: a tiny threaded http.server that keeps
every POST (headers and body) and answers with the status the test sets."""
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Receiver:
    """Start with `with Receiver() as r:`; `r.url`, `r.calls`, `r.status` (answer to give) and
    `r.location` (a Location header to send with it)."""

    def __init__(self):
        self.calls: list[dict] = []
        self.status = 200
        self.location = None
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 (http.server's naming)
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                with receiver.lock:
                    receiver.calls.append({"path": self.path, "headers": dict(self.headers),
                                           "raw": body, "json": json.loads(body or b"null")})
                    status, location = receiver.status, receiver.location
                self.send_response(status)
                if location:
                    self.send_header("Location", location)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_port}/hook"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()

    def events(self) -> list[str]:
        """The `event` of every call so far."""
        with self.lock:
            return [c["json"]["event"] for c in self.calls]
