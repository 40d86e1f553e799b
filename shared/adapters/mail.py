"""E-mail out over SMTP (the domain's MailSender port), with the standard library's smtplib: one
connection per mail (a mail is a task's whole work), STARTTLS or implicit TLS as configured."""
import smtplib
import ssl
from dataclasses import dataclass


@dataclass(frozen=True)
class SmtpSender:
    """Sends one EmailMessage to the SMTP server of the settings (PITHEAD_SMTP_*)."""

    host: str
    port: int = 25
    security: str = "none"     # none, starttls or ssl
    user: str = ""
    password: str = ""
    timeout: float = 10.0

    def __call__(self, message) -> str | None:
        """Send `message`; None when the server accepted it for every recipient, else why not."""
        if not self.host:
            return "no SMTP server is configured (PITHEAD_SMTP_HOST)"
        try:
            with self._connect() as smtp:
                if self.security == "starttls":
                    smtp.starttls(context=ssl.create_default_context())
                if self.user:
                    smtp.login(self.user, self.password)
                refused = smtp.send_message(message)
        except (OSError, smtplib.SMTPException) as exc:
            return f"{type(exc).__name__}: {exc}"
        return f"refused: {sorted(refused)}" if refused else None

    def _connect(self) -> smtplib.SMTP:
        if self.security == "ssl":
            return smtplib.SMTP_SSL(self.host, self.port, timeout=self.timeout,
                                    context=ssl.create_default_context())
        return smtplib.SMTP(self.host, self.port, timeout=self.timeout)
