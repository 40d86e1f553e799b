"""No input reaches a 5xx (issue 28, deliverable 3), on every route the OpenAPI document lists, so a
new route is covered without a line here: a body that is not strict JSON is a 400 problem+json on
every route that takes one, an unknown query parameter a 422 naming it on every route, and neither
changes anything (every Redis key's whole value: the game's state, version and log, the players,
tokens and webhooks)."""
from urllib.parse import urlsplit

import pytest
from werkzeug.test import Client

from shared.api.queries import openapi_path
from shared.store import connect
from tests.integration.asyncplay import context

PROBLEM = "application/problem+json"
WRITES = ("post", "put", "patch", "delete")
METHODS = ("get", *WRITES)
BIG = "1" * 5_000   # over Python's 4,300-digit integer-string limit
OWN_DB = 7


@pytest.fixture(scope="module")
def world(redis_url):
    """The gateway app on the real Redis (a database of its own, so a snapshot reads only this
    module's keys), a started two-player game, a webhook, a spare token."""
    redis = connect(urlsplit(redis_url)._replace(path=f"/{OWN_DB}").geturl())
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("RATE_LIMITS", "0")   # rate-limit counters would be new keys in the snapshot
        from services.gateway import create_gateway
        http = Client(create_gateway(context(redis)))
    host, guest = (_register(http, name) for name in ("host", "guest"))
    gid = http.post("/v1/games", json={"game": "glueckauf", "seats": 2}, headers=host).json["id"]
    assert http.post(f"/v1/games/{gid}/seats", json={}, headers=guest).status_code == 200
    assert http.post(f"/v1/games/{gid}/start", headers=host).status_code == 200
    hook = http.post("/v1/players/me/webhooks", headers=host,
                     json={"url": "https://example.com/hook", "events": ["your_turn"]})
    assert hook.status_code == 201, hook.json
    spare = http.post("/v1/players/me/tokens", headers=host).json
    ids = {"game_id": gid, "game": "glueckauf", "webhook_id": hook.json["id"],
           "token_id": spare["id"], "player_id": "me", "move_id": "0" * 32,
           "invitation_id": "inv_" + "0" * 16, "friend_id": "0" * 32,
           "subscription_id": "0" * 24, "token": "e30.forged", "name": "guest", "line_id": "1-1",
           "seat": "0"}
    yield {"http": http, "redis": redis, "auth": host, "ids": ids, "gid": gid,
           "spec": http.get("/v1/openapi.json").json}
    redis.close()


def _register(http, name: str) -> dict:
    token = http.post("/v1/players", json={"name": name}).json["token"]
    return {"Authorization": f"Bearer {token}"}


def _operations(methods=None) -> list[tuple[str, str]]:
    """(method, path) of every operation in the merged OpenAPI document."""
    from services.gateway import docs_app
    spec = docs_app.test_client().get("/v1/openapi.json").json
    return sorted((method, path) for path, item in spec["paths"].items() for method in item
                  if method in (methods or METHODS))


def _url(world, path: str) -> str:
    for name, value in world["ids"].items():
        path = path.replace("{" + name + "}", value)
    assert "{" not in path, f"no sample id for {path}: add one to the `world` fixture"
    return path


def snapshot(world) -> dict:
    """Everything a request could change: every key's type and whole value (DUMP), but the rate
    limits and the tokens' last use (a read touches them)."""
    redis = world["redis"]
    keys = sorted(k for k in redis.scan_iter(count=1000) if not k.startswith(b"rl:")
                  and not k.endswith(b":tokens:used"))
    assert len(keys) > 5, "the world's game, players, token and webhook are not in the snapshot"
    pipe = redis.pipeline(transaction=False)
    for key in keys:
        pipe.dump(key)
    return dict(zip(keys, pipe.execute()))


def assert_problem(response, status: int, code: str | None = None) -> dict:
    assert response.status_code == status, (response.status_code, response.get_data()[:300])
    assert response.mimetype == PROBLEM
    body = response.json
    assert body["status"] == status and body["type"].endswith(body["code"])
    if code:
        assert body["code"] == code, body
    return body


# (raw body, Content-Type, code): each is refused before any schema or rule sees it
BAD_BODIES = {
    "integer_over_4300_digits": (f'{{"actions": [{{"type": "place"}}], "expected_version": {BIG}}}',
                                 "application/json", "malformed_json"),
    "integer_in_a_list": (f'{{"seats": 2, "game": "glueckauf", "x": [{BIG}]}}',
                          "application/json", "malformed_json"),
    "nan": ('{"name": NaN, "seat": NaN}', "application/json", "malformed_json"),
    "infinity": ('{"expected_version": Infinity}', "application/json", "malformed_json"),
    "minus_infinity": ('{"seat": -Infinity}', "application/json", "malformed_json"),
    "overflowing_float": ('{"seat": 1e999}', "application/json", "malformed_json"),
    "duplicate_key": ('{"name": "a", "name": "b"}', "application/json", "malformed_json"),
    "bad_utf8": (b'{"name": "\xff\xfe"}', "application/json", "malformed_json"),
    "lone_surrogate": ('{"name": "\\ud800"}', "application/json", "malformed_json"),
    "truncated": ('{"name": ', "application/json", "malformed_json"),
    "not_json_at_all": ("hello", "application/json", "malformed_json"),
    "json_as_text_plain": ('{"name": "x"}', "text/plain", "not_json"),
    "form_encoded": ("name=x&seats=2", "application/x-www-form-urlencoded", "not_json"),
    "no_content_type": ('{"name": "x"}', None, "not_json"),
    "absurdly_deep": ("[" * 20_000 + "]" * 20_000, "application/json", "json_too_deep"),
}


FORM_TAKEN = {"/v1/unsubscribe/{token}"}   # RFC 8058: a mail client POSTs a form


@pytest.mark.parametrize("method, path", _operations(WRITES))
@pytest.mark.parametrize("case", sorted(BAD_BODIES))
def test_a_body_that_is_not_strict_json_is_400_on_every_write(world, method, path, case):
    raw, content_type, code = BAD_BODIES[case]
    headers = dict(world["auth"], **({"Content-Type": content_type} if content_type else {}))
    before = snapshot(world)
    response = world["http"].open(_url(world, path), method=method.upper(), data=raw,
                                  headers=headers)
    if path in FORM_TAKEN and case == "form_encoded":   # the form is taken, the forged link not
        assert_problem(response, 404, "invalid_link")
    else:
        assert_problem(response, 400, code)
    assert snapshot(world) == before


@pytest.mark.parametrize("method, path", _operations())
def test_an_unknown_query_parameter_is_422_naming_it_on_every_route(world, method, path):
    before = snapshot(world)
    response = world["http"].open(_url(world, path) + "?seat=1&zz_unknown=", method=method.upper(),
                                  headers=world["auth"], json={} if method in WRITES else None)
    problem = assert_problem(response, 422, "validation_failed")
    assert problem["errors"] == {"query": {"seat": ["Unknown field."],
                                           "zz_unknown": ["Unknown field."]}}
    assert "seat" in problem["detail"] and "zz_unknown" in problem["detail"]
    assert snapshot(world) == before


def _sample(param: dict) -> str:
    schema = param.get("schema", {})
    if "enum" in schema:
        return str(schema["enum"][0])
    return "0" if schema.get("type") in ("integer", "number") else "x"


@pytest.mark.parametrize("method, path", _operations())
def test_documented_query_parameters_are_taken(world, method, path):
    params = [p for p in world["spec"]["paths"][path][method].get("parameters", [])
              if p["in"] == "query"]
    if not params:
        return
    query = "&".join(f"{p['name']}={_sample(p)}" for p in params)
    response = world["http"].open(_url(world, path) + "?" + query, method=method.upper(),
                                  headers=world["auth"])
    assert response.status_code < 500
    unknown = (response.json or {}).get("errors", {}).get("query", {})
    assert not [name for name, msgs in unknown.items() if "Unknown field." in msgs]


def test_the_events_feed_documents_and_takes_after_and_wait(world):
    item = world["spec"]["paths"]["/v1/games/{game_id}/events"]["get"]
    names = {p["name"] for p in item["parameters"] if p["in"] == "query"}
    assert {"after", "wait"} <= names
    gid = world["gid"]
    response = world["http"].get(f"/v1/games/{gid}/events?after=0&wait=0", headers=world["auth"])
    assert response.status_code == 200 and response.json["entries"]


@pytest.mark.parametrize("method, path", _operations())
def test_every_operation_documents_the_422_and_writes_the_400(world, method, path):
    responses = world["spec"]["paths"][path][method]["responses"]
    assert "422" in responses
    if method in WRITES:
        assert "400" in responses


def test_a_move_with_a_query_parameter_is_refused_and_not_applied(world):
    gid, http = world["gid"], world["http"]
    before = snapshot(world)
    legal = http.get(f"/v1/games/{gid}/actions", headers=world["auth"]).json
    action = legal["actions"][0] if legal.get("actions") else {"type": "pass"}
    response = http.post(f"/v1/games/{gid}/actions?seat=1", json=action, headers=world["auth"])
    assert_problem(response, 422, "validation_failed")
    assert snapshot(world) == before


def test_the_body_is_checked_before_the_query(world):
    gid = world["gid"]
    response = world["http"].post(f"/v1/games/{gid}/actions?seat=1", data='{"type": NaN}',
                                  headers=world["auth"], content_type="application/json")
    assert_problem(response, 400, "malformed_json")


def test_a_big_integer_within_the_limit_still_reaches_the_schema(world):
    response = world["http"].post("/v1/games", headers=world["auth"],
                                  json={"game": "glueckauf", "seats": int("9" * 4000)})
    assert_problem(response, 422)


@pytest.mark.parametrize("path, status", [
    ("/v1/openapi.json?zz=1", 422), ("/app/data/glueckauf.json?zz=1", 422),
    ("/healthz?zz=1", 422), ("/docs?zz=1", 200), ("/?utm_source=x", 200),
    ("/app/app.css?v=3", 200)])
def test_the_docs_and_web_apps(world, path, status):
    response = world["http"].get(path)
    assert response.status_code == status
    if status == 422:
        assert_problem(response, 422, "validation_failed")
        assert response.json["errors"] == {"query": {"zz": ["Unknown field."]}}


@pytest.mark.parametrize("method, path, status", [
    ("GET", "/app/data/nope.json", 404), ("GET", "/app/nope.js", 404),
    ("GET", "/docs/static/nope.css", 404), ("POST", "/v1/openapi.json", 405),
    ("POST", "/app/app.css", 405)])
def test_the_docs_and_web_apps_refuse_as_problem_json(world, method, path, status):
    assert_problem(world["http"].open(path, method=method), status)


@pytest.mark.parametrize("query, names", [
    ("%ff=1", ["%FF"]), ("=1", [""]), ("a&b=", ["a", "b"]), ("seat=1&seat=2", ["seat"]),
    ("x" * 300 + "=1", ["x" * 300])])
def test_odd_query_strings_are_422_naming_what_was_sent(world, query, names):
    response = world["http"].get(f"/v1/games/{world['gid']}/state?{query}", headers=world["auth"])
    problem = assert_problem(response, 422, "validation_failed")
    assert sorted(problem["errors"]["query"]) == names


def test_a_query_string_of_separators_alone_names_nothing(world):
    response = world["http"].get(f"/v1/games/{world['gid']}/state?&&", headers=world["auth"])
    assert response.status_code == 200


def test_the_snapshot_sees_a_write(world):
    """The check every test above relies on: a request that does change something shows."""
    http, auth = world["http"], world["auth"]
    before = snapshot(world)
    token = http.post("/v1/players/me/tokens", headers=auth).json
    assert snapshot(world) != before
    assert http.delete(f"/v1/players/me/tokens/{token['id']}", headers=auth).status_code == 200


@pytest.mark.parametrize("service", ["lobby", "rules", "scoring"])
def test_every_route_of_a_service_is_in_the_document(world, service):
    """So the tests above, which take the routes from the document, cover every route there is
    (and a route's query parameters are the ones its document lists)."""
    from services.gateway import app
    documented = {(m, p) for m, p in _operations()}
    for rule in app.apps[service].url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            assert (method.lower(), openapi_path(rule.rule)) in documented, (method, rule.rule)


@pytest.mark.parametrize("method, path, status", [("POST", "/v1/nowhere", 404),
                                                  ("PUT", "/v1/games", 405)])
def test_no_such_route_is_answered_before_the_body(world, method, path, status):
    response = world["http"].open(path, method=method, data="{NaN", headers=world["auth"],
                                  content_type="application/json")
    assert_problem(response, status)
