"""An SMTP server that keeps what it receives, for `make run` and the tests (aiosmtpd): each mail is
parsed and kept in a list, written to <folder>/<time>-<n>.eml when a folder is given, and told in
one printed line, so a developer reads the mails a local stack sends without a real mail server.

`python -m shared.mailsink [folder] [port]` runs it in the foreground (the Procfile's `mail`)."""
import email
import email.policy
import sys
import threading
import time
from pathlib import Path

from shared.redis_server import free_port

try:   # the `local` and `test` extras (make run, the tests); the services' image has no mail sink
    from aiosmtpd.controller import Controller
except ImportError:
    Controller = None


class MailSink:
    """A real SMTP server on loopback: `with MailSink() as sink:`; `sink.port`, `sink.messages`
    (email.message.EmailMessage), `sink.wait(n)`."""

    def __init__(self, folder: Path | None = None, port: int = 0, quiet: bool = True):
        self.folder, self.quiet = folder, quiet
        self.messages: list = []
        self.changed = threading.Condition()
        if Controller is None:
            raise RuntimeError("the mail sink needs aiosmtpd (pyproject.toml's local extra)")
        # a free port chosen here: aiosmtpd checks its server by connecting to the port it was given
        self.controller = Controller(self, hostname="127.0.0.1", port=port or free_port())

    async def handle_DATA(self, server, session, envelope) -> str:  # noqa: N802 (aiosmtpd's name)
        """Keep one mail; answer 250."""
        message = email.message_from_bytes(envelope.content, policy=email.policy.default)
        with self.changed:
            self.messages.append(message)
            number = len(self.messages)
            self.changed.notify_all()
        if self.folder is not None:
            path = self.folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{number:04d}.eml"
            path.write_bytes(envelope.content)
        if not self.quiet:
            print(f"mail to {', '.join(envelope.rcpt_tos)}: {message['Subject']}"
                  + (f" ({path})" if self.folder is not None else ""), flush=True)
        return "250 OK"

    @property
    def port(self) -> int:
        """The port it listens on."""
        return self.controller.port

    def wait(self, count: int, timeout: float = 30.0) -> list:
        """The mails once at least `count` arrived (fewer after `timeout` seconds)."""
        with self.changed:
            self.changed.wait_for(lambda: len(self.messages) >= count, timeout)
            return list(self.messages)

    def __enter__(self):
        self.controller.start()
        return self

    def __exit__(self, *exc):
        self.controller.stop()


def main(argv: list[str]) -> None:
    """Run the sink until interrupted: mails into the folder argv[0], on port argv[1]."""
    folder = Path(argv[0] if argv else "var/mail")
    folder.mkdir(parents=True, exist_ok=True)
    with MailSink(folder, int(argv[1]) if len(argv) > 1 else 8025, quiet=False) as sink:
        print(f"mailsink: SMTP on 127.0.0.1:{sink.port}, mails in {folder}/*.eml", flush=True)
        threading.Event().wait()


if __name__ == "__main__":
    main(sys.argv[1:])
