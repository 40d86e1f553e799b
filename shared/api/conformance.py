"""The documented answer is the real answer: in test mode (PITHEAD_CHECK_RESPONSES=1) every
response is checked against its route's OpenAPI document, hot routes included (their bodies are
written by `json_response`, never dumped through the documented schema).

Checked: the status is listed for the operation, the content type is one the status lists, the
JSON body validates against its schema, and the headers the document requires are there and match.
A response that is not as documented is logged (`response not as documented`) and replaced by a
500 problem `response_not_as_documented` naming the difference, so a drift fails whichever test
sent the request (the e2e client and the fuzz suite refuse every 5xx). Off in production: the
check costs a JSON parse and a validation per response. Needs `jsonschema_rs` (the test extras).
"""
import json
import logging
import re

from flask import request

from .problems import PROBLEM_JSON, problem

try:
    import jsonschema_rs
except ImportError:   # production installs leave the test extras out; install() says so
    jsonschema_rs = None

log = logging.getLogger("pithead.conformance")
_RULE_PARAM = re.compile(r"<(?:[^:>]+:)?([^>]+)>")
UNMATCHED = {"content": {PROBLEM_JSON: {"schema": {"$ref": "#/components/schemas/Problem"}}}}


def to_json_schema(node):
    """An OpenAPI 3.0 schema as JSON Schema (Draft 4): `nullable` becomes a null type."""
    if isinstance(node, list):
        return [to_json_schema(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {k: to_json_schema(v) for k, v in node.items()
           if k not in ("nullable", "example", "discriminator", "readOnly", "writeOnly")}
    if node.get("nullable"):
        if "type" in out:
            out["type"] = [out["type"], "null"]
        if "enum" in out and None not in out["enum"]:
            out["enum"] = [*out["enum"], None]
    return out


class Document:
    """One app's OpenAPI document, with a validator per response schema (made on first use)."""

    def __init__(self, spec: dict):
        self.spec = spec
        self.components = to_json_schema(spec.get("components", {}))
        self._validators = {}

    def operation(self, rule: str | None, method: str) -> dict | None:
        """The operation of a Flask rule and method; None if the document has no such one."""
        if rule is None:
            return None
        path = _RULE_PARAM.sub(r"{\1}", rule)
        return self.spec.get("paths", {}).get(path, {}).get(method.lower())

    def validator(self, schema: dict):
        """A Draft 4 validator of `schema` whose $refs resolve in the document's components."""
        key = json.dumps(schema, sort_keys=True)
        if key not in self._validators:
            root = {"components": self.components, "allOf": [to_json_schema(schema)]}
            self._validators[key] = jsonschema_rs.Draft4Validator(root, validate_formats=True)
        return self._validators[key]


def differences(document: Document, response) -> list[str]:
    """How the response differs from what the document says of this request's answers."""
    if request.method == "OPTIONS":
        return []
    operation = document.operation(request.url_rule and request.url_rule.rule, request.method)
    if operation is None:   # no route matched (404, 405): still a problem document
        return _body(document, UNMATCHED, response) if response.status_code >= 400 else []
    documented = operation.get("responses", {}).get(str(response.status_code))
    if documented is None:
        return [f"status {response.status_code} is not documented"]
    return _headers(document, documented, response) + _body(document, documented, response)


def _headers(document: Document, documented: dict, response) -> list[str]:
    found = []
    for name, header in documented.get("headers", {}).items():
        value = response.headers.get(name)
        if value is None:
            if header.get("required"):
                found.append(f"header {name} is missing")
        elif not document.validator(header.get("schema", {})).is_valid(value):
            found.append(f"header {name}: {value!r} does not match its schema")
    return found


def _body(document: Document, documented: dict, response) -> list[str]:
    content = documented.get("content")
    if response.status_code in (204, 304):   # werkzeug never sends their bodies
        return [] if not content else [f"{response.status_code} documents a body"]
    if not content:
        return [] if not response.get_data() else ["a body where the document has none"]
    media = content.get(response.mimetype)
    if media is None:
        return [f"content type {response.mimetype} is not documented"]
    if response.is_streamed or request.method == "HEAD" or "json" not in response.mimetype:
        return []
    try:
        body = json.loads(response.get_data())
    except ValueError:
        return ["the body is not JSON"]
    errors = document.validator(media.get("schema", {})).iter_errors(body)
    return [f"{'/'.join(map(str, e.instance_path)) or 'body'}: {e.message}" for e in errors][:5]


def install(app, spec: dict) -> None:
    """Check every response of `app` against `spec` (its OpenAPI document)."""
    if jsonschema_rs is None:
        raise RuntimeError("PITHEAD_CHECK_RESPONSES=1 needs jsonschema_rs (the test extras: "
                           "pip install -e '.[test]')")
    document = Document(spec)

    @app.after_request
    def _check(response):
        found = differences(document, response)
        if not found:
            return response
        detail = (f"{request.method} {request.path} answered {response.status_code} not as "
                  f"documented: {'; '.join(found)}")
        sent = response.get_data()[:500].decode(errors="replace")
        log.error("response not as documented", extra={"detail": detail, "body": sent})
        return problem(500, "response_not_as_documented", detail)
