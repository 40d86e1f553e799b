"""The HTTP contract the README states, route by route: 405 with Allow, the token before the body,
each header taken exactly as the document's pattern says, and the order of the checks."""
import json
import re

import pytest

from tests.fuzz.conftest import Api, gateway

METHODS = ("get", "post", "put", "patch", "delete")
SAMPLE = {"game": "glueckauf", "seat": "0"}   # path parameters that name something real (seat: an int)


def _path(template: str) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: SAMPLE.get(m.group(1), "x1"), template)


def _problem(response, status: int, code: str | None = None) -> dict:
    assert response.status_code == status, (status, response.status_code, response.get_data())
    assert response.mimetype == "application/problem+json"
    if code is not None:
        assert response.json["code"] == code, response.json
    return response.json


def test_a_method_a_path_has_not_is_a_405_with_allow(api):
    for template, item in api.spec["paths"].items():
        declared = {m.upper() for m in item if m in METHODS}
        allowed = declared | {"OPTIONS"} | ({"HEAD"} if "GET" in declared else set())
        for method in ["TRACE", *(m.upper() for m in METHODS if m.upper() not in declared)]:
            response = api.http.open(_path(template), method=method)
            _problem(response, 405, "method_not_allowed")
            assert set(response.headers["Allow"].split(", ")) == allowed, (template, method)
        options = api.http.open(_path(template), method="OPTIONS")
        assert set(options.headers["Allow"].split(", ")) == allowed, template


def _secured(api):
    for template, item in api.spec["paths"].items():
        for method, operation in item.items():
            if method in METHODS and operation.get("security"):
                yield template, method


def test_the_token_is_checked_before_the_body_and_the_headers(api):
    junk = {"data": b'{"deep": ' * 40, "content_type": "application/json",
            "headers": {"If-Match": "yesterday", "Idempotency-Key": "a b", "Last-Event-ID": "x"}}
    for template, method in _secured(api):
        for auth in ({}, {"Authorization": "Bearer pt_nobody"}):
            response = api.http.open(_path(template) + "?unknown=1", method=method.upper(),
                                     **{**junk, "headers": {**junk["headers"], **auth}})
            _problem(response, 401, "invalid_token" if auth else "unauthorized")
        big = api.http.open(_path(template), method=method.upper(), data=b"x" * 70_000)
        _problem(big, 401)


def _doc_pattern(api, template: str, method: str, header: str) -> re.Pattern:
    operation = api.spec["paths"][template][method]
    parameter = next(p for p in operation["parameters"] if p["name"] == header)
    return re.compile(parameter["schema"]["pattern"])


@pytest.fixture(scope="module")
def seated(api):
    """The host of a started game, to move."""
    host = api.player("host")
    return host, api.started_game(host)


IF_MATCH = ['"7"', "7", "*", 'W/"7"', "yesterday", '"7", "8"', "\u00b2", '""', '"-1"', "1" * 16]


@pytest.mark.parametrize("value", IF_MATCH)
def test_if_match_is_taken_exactly_as_documented(api, seated, value):
    host, game_id = seated
    valid = _doc_pattern(api, "/v1/games/{game_id}/actions", "post", "If-Match").fullmatch(value)
    response = api.http.post(f"/v1/games/{game_id}/actions", json={"type": "nope"},
                             headers={**host["auth"], "If-Match": value})
    if valid:   # then the stored game decides: stale, or the rules refuse the action
        assert response.json["code"] != "invalid_if_match" and response.status_code in (409, 422)
    else:
        _problem(response, 400, "invalid_if_match")


KEYS = ["k", "a" * 255, "a" * 256, "has space", "\u00fc" * 20, "tab\tkey", "0" * 15, "0" * 16]


@pytest.mark.parametrize("key", KEYS)
def test_idempotency_keys_are_taken_exactly_as_documented(api, seated, key):
    host, game_id = seated
    for template, path, body, headers in (
            ("/v1/games/{game_id}/actions", f"/v1/games/{game_id}/actions", {"type": "nope"},
             host["auth"]),
            ("/v1/players", "/v1/players", {"name": "k"}, {})):
        valid = _doc_pattern(api, template, "post", "Idempotency-Key").fullmatch(key)
        response = api.http.post(path, json=body, headers={**headers, "Idempotency-Key": key})
        assert (response.json.get("code") != "invalid_idempotency_key") == bool(valid), \
            (template, key, response.json)


@pytest.mark.parametrize("value", ["5", "0", "x", "\u00b2", "-1", "1" * 15, "1" * 16, " 7 "])
def test_last_event_id_is_taken_exactly_as_documented(api, seated, value):
    host, game_id = seated
    valid = _doc_pattern(api, "/v1/games/{game_id}/events", "get",
                         "Last-Event-ID").fullmatch(value.strip())
    for query in ("?wait=0", "?after=0&wait=0"):   # checked even beside `after`
        response = api.http.get(f"/v1/games/{game_id}/events{query}",
                                headers={**host["auth"], "Last-Event-ID": value})
        if valid:
            assert response.status_code == 200, response.json
        else:
            _problem(response, 422, "invalid_last_event_id")


def test_if_none_match(api, seated):
    host, game_id = seated
    version = api.version(game_id)
    for value, status in (("*", 304), (f'"{version}"', 304), (f'W/"{version}"', 304),
                          (f'"0", "{version}"', 304), ('"0"', 200), ("junk", 200)):
        response = api.http.get(f"/v1/games/{game_id}/state",
                                headers={**host["auth"], "If-None-Match": value})
        assert response.status_code == status, value
        assert response.headers["ETag"] == f'"{version}"'


def test_the_order_of_the_checks(api, seated):
    """README, "The order of checks": each request fails only the first check it breaks."""
    host, game_id = seated
    stranger, version = api.player("stranger"), api.version(game_id)
    actions, bad_id = f"/v1/games/{game_id}/actions", "/v1/games/" + "x" * 65 + "/actions"
    deep, big = b'{"a": ' * 40 + b"1" + b"}" * 40, b"{" + b" " * 70_000 + b"}"
    bad_headers = {"If-Match": "yesterday", "Idempotency-Key": "a b"}

    def post(path, auth, body=None, data=None, **headers):
        kw = {"json": body} if data is None else {"data": data, "content_type": "application/json"}
        return api.http.post(path, headers={**auth, **headers}, **kw)

    _problem(api.http.open(actions, method="TRACE"), 405)
    _problem(post(bad_id, {}, data=big, **bad_headers), 401, "unauthorized")
    _problem(post(bad_id, host["auth"], data=big, **bad_headers), 404, "invalid_id")
    _problem(post(actions, host["auth"], data=big, **bad_headers), 413, "payload_too_large")
    _problem(post(actions, host["auth"], data=deep, **bad_headers), 400, "json_too_deep")
    _problem(post(actions, host["auth"], data=b'{"type": ', **bad_headers), 400, "malformed_json")
    _problem(post(actions, host["auth"], {}, **bad_headers), 422, "validation_failed")
    _problem(post(actions, host["auth"], {"type": "nope"}, **bad_headers), 400, "invalid_if_match")
    _problem(post(actions, host["auth"], {"type": "nope", "expected_version": 1},
                  **{"If-Match": "2"}), 409, "version_mismatch")
    _problem(post(actions, host["auth"], {"type": "nope"}, **{"Idempotency-Key": "a b"}), 422,
             "invalid_idempotency_key")
    _problem(post("/v1/games/nope/actions", host["auth"], {"type": "nope"}), 404, "game_not_found")
    _problem(post(actions, stranger["auth"], {"type": "nope"}), 403, "not_a_player")
    stale = _problem(post(actions, host["auth"], {"type": "nope", "expected_version": 0}), 409,
                     "stale_version")
    assert stale["current_version"] == version
    _problem(post(actions, host["auth"], {"type": "nope", "expected_version": version}), 422)
    assert api.version(game_id) == version


def test_a_rate_limited_client_hears_429_first(redis_url):
    mp = pytest.MonkeyPatch()
    ctx, app, redis = gateway(redis_url, 9, mp, RATE_LIMITS="1", RATE_LIMIT_ADDRESS="1/minute")
    try:
        limited = Api(ctx, app)   # the document (its own app) is not counted
        limited.http.get("/v1/catalog")
        for method, path in (("TRACE", "/v1/catalog"), ("POST", "/v1/games/x/actions")):
            _problem(limited.http.open(path, method=method, data=json.dumps({})), 429,
                     "rate_limited")
    finally:
        mp.undo()
        redis.flushdb()
        redis.close()
