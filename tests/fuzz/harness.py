"""Run schemathesis's engine (what `schemathesis run --checks all` runs: examples, coverage,
fuzzing and stateful phases, every check) against the gateway served over real HTTP in a thread,
and hand back what it found: failures by check, engine errors, and every request and response.

Over HTTP rather than schemathesis's WSGI transport: 4.32.5's `ignored_auth` probe passes
`max_redirects` to werkzeug's test client, which refuses it (a TypeError on every probe).
"""
import json
import threading
from dataclasses import dataclass, field

import requests
import schemathesis
from schemathesis.engine import events, from_schema
from werkzeug.serving import make_server


@dataclass
class Failure:
    """One failed check on one response."""

    check: str
    operation: str
    title: str
    message: str
    status: int | None
    body: bytes
    curl: str
    sent: bytes | None = None     # the request body

    def code(self) -> str | None:
        """The problem `code` of the answer, if it is a problem document."""
        try:
            return json.loads(self.body).get("code")
        except (ValueError, AttributeError):
            return None


@dataclass
class Run:
    """What one engine run found."""

    failures: list[Failure] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    exchanges: list[tuple] = field(default_factory=list)   # (method, template, url, status, body)
    cases: int = 0
    document: dict = field(default_factory=dict)   # the OpenAPI document the run read


class Served:
    """A WSGI app on 127.0.0.1 in a thread (werkzeug's threaded server), until stop()."""

    def __init__(self, app):
        self.server = make_server("127.0.0.1", 0, app, threaded=True)
        self.url = f"http://127.0.0.1:{self.server.server_port}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        """Shut the server down."""
        self.server.shutdown()
        self.thread.join(timeout=10)


def run(url: str, headers: dict, examples: int, seed: int = 20, parameters=None) -> Run:
    """One engine run against the document at `url` + /v1/openapi.json."""
    config = schemathesis.Config.from_dict({   # no cache, no database: each run from scratch
        "headers": headers, "parameters": parameters or {}, "seed": seed,
        "cache": {"enabled": False}, "request-timeout": 30,
        "generation": {"max-examples": examples, "database": "none"}})
    schema = schemathesis.openapi.from_url(f"{url}/v1/openapi.json", config=config)
    found = Run(document=requests.get(f"{url}/v1/openapi.json", timeout=10).json())
    for event in from_schema(schema).execute():
        if isinstance(event, events.ScenarioFinished):
            _collect(found, event.recorder)
        elif isinstance(event, events.NonFatalError):
            found.errors.append(f"{event.label}: {event.info.message}")
        elif isinstance(event, events.FatalError):
            found.errors.append(f"fatal: {event.exception!r}")
    return found


def _collect(found: Run, recorder) -> None:
    for case_id, interaction in recorder.interactions.items():
        response, node = interaction.response, recorder.cases.get(case_id)
        if response is not None and node is not None:
            found.exchanges.append((interaction.request.method, node.value.operation.path,
                                    interaction.request.uri, response.status_code,
                                    response.content or b""))
    found.cases += len(recorder.cases)
    for case_id, checks in recorder.checks.items():
        for check in checks:
            if check.status.name != "FAILURE":
                continue
            interaction = recorder.interactions.get(case_id)
            response = interaction.response if interaction else None
            info = check.failure_info
            found.failures.append(Failure(
                check.name, recorder.label, info.failure.title, info.failure.message,
                response.status_code if response else None,
                (response.content or b"") if response else b"", info.code_sample,
                interaction.request.body if interaction else None))
