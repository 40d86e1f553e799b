"""The failures of schemathesis's checks the fuzz suite accepts, each with the reason it is not a
broken promise (the README lists them: "What schemathesis reports that we keep"). Any other
failure fails the suite."""
import json
from dataclasses import dataclass
from typing import Callable

from shared.api.conformance import Document
from tests.fuzz.harness import Failure, Run

# 422 codes that say the request itself is wrong: the document describes all of it, so a request
# it calls valid never gets one of these
REQUEST_CODES = {"validation_failed", "malformed_json", "invalid_idempotency_key",
                 "invalid_last_event_id", "invalid_if_match", "unknown_game", "invalid_seat_count",
                 "unknown_option", "invalid_option", "invalid_clock", "game_or_view",
                 "seat_required", "invalid_budget", "invalid_webhook_url",
                 "invalid_webhook_events", "invalid_push_endpoint"}


@dataclass(frozen=True)
class Exclusion:
    """A failure of `check` that `applies` to (given the run's document), accepted for `reason`."""

    check: str
    reason: str
    applies: Callable[[Failure, Document], bool]


def body_is_valid(failure: Failure, document: Document) -> bool:
    """True when the body schemathesis called invalid validates against the document (and the
    invalid part it names is the body): the request was not a negative one."""
    method, _, path = failure.operation.partition(" ")
    if "in body" not in failure.message and "Missing required property" not in failure.message:
        return False
    operation = document.spec["paths"].get(path, {}).get(method.lower(), {})
    schema = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
    try:
        sent = json.loads(failure.sent or b"")
    except ValueError:
        return False
    return "schema" in schema and document.validator(schema["schema"]).is_valid(sent)


EXCLUSIONS = (
    Exclusion("negative_data_rejection",
              "RFC 9110 §15.5.14: a body over REQUEST_MAX_BYTES is refused with 413 before it is "
              "read; 413 is a refusal, which schemathesis's list of refusing statuses leaves out",
              lambda f, d: f.status == 413),
    Exclusion("positive_data_acceptance",
              "RFC 9110 §15.5.14: 413 for a body over REQUEST_MAX_BYTES; OpenAPI has no keyword "
              "for the size of a whole body",
              lambda f, d: f.status == 413 and f.code() == "payload_too_large"),
    Exclusion("positive_data_acceptance",
              "draft-ietf-httpapi-idempotency-key-header §2.7: an Idempotency-Key reused with "
              "another request is a 422; no schema can say which keys a client used before",
              lambda f, d: f.status == 422 and f.code() == "idempotency_key_reused"),
    Exclusion("positive_data_acceptance",
              "RFC 9110 §15.5.21: a well-formed request the rules or the named resource refuse "
              "(not your turn, a bot level or seat the game has not, a view the game cannot "
              "read) is a 422; it depends on stored state, which no schema describes",
              lambda f, d: f.status == 422 and f.code() not in REQUEST_CODES),
    Exclusion("ensure_resource_availability",
              "draft-ietf-httpapi-idempotency-key-header §2.6: a create sent again with an "
              "Idempotency-Key it used before answers the recorded 201, naming what that first "
              "request made, which a DELETE since may have removed (a 404 is then the truth)",
              lambda f, d: f.status == 404 and "Idempotency-Key" in f.curl.split("\n", 1)[0]),
    Exclusion("negative_data_rejection",
              "not a broken promise: the body schemathesis 4.32.5 sent as invalid (\"Missing "
              "required property\" of a property no `oneOf` branch requires) validates against "
              "the document, so accepting it is right",
              body_is_valid),
)


def excuse(failure: Failure, document: Document) -> Exclusion | None:
    """The exclusion that accepts `failure`, if any."""
    return next((e for e in EXCLUSIONS
                 if e.check == failure.check and e.applies(failure, document)), None)


def unexcused(run: Run) -> list[Failure]:
    """The failures of a run no exclusion accepts."""
    document = Document(run.document)
    return [f for f in run.failures if excuse(f, document) is None]
