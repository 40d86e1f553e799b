"""Input hardening over HTTP (gateway app, real Redis): body size 413, JSON depth 400, unknown
fields 422 in every request body, malformed ids 404, security headers on every response."""
import pytest
from werkzeug.test import Client

from shared.api.hardening import json_depth_exceeds
from tests.integration.asyncplay import context

PROBLEM = "application/problem+json"


@pytest.fixture
def http(redis):
    from services.gateway import create_gateway
    return Client(create_gateway(context(redis)))


@pytest.fixture
def auth(http):
    return {"Authorization": f"Bearer {http.post('/v1/players', json={'name': 'x'}).json['token']}"}


def _game(http, auth):
    return http.post("/v1/games", json={"game": "glueckauf", "seats": 2}, headers=auth).json["id"]


def test_a_body_over_the_limit_is_413_problem_json(http, auth):
    big = {"name": "x" * 70_000}
    response = http.post("/v1/players", json=big)
    assert response.status_code == 413 and response.mimetype == PROBLEM
    assert response.json["code"] == "payload_too_large"
    gid = _game(http, auth)
    chunky = {"actions": [{"type": "place", "pad": "y" * 1000}] * 80}
    response = http.post(f"/v1/games/{gid}/actions", json=chunky, headers=auth)
    assert response.status_code == 413


@pytest.mark.parametrize("depth", [33, 5_000, 30_000])
def test_deep_json_is_400_and_never_reaches_the_parser(http, auth, depth):
    gid = _game(http, auth)
    body = '{"actions": [' + "[" * depth + "]" * depth + "]}"
    response = http.post(f"/v1/games/{gid}/actions", data=body, headers=auth,
                         content_type="application/json")
    assert response.status_code == 400 and response.json["code"] == "json_too_deep"
    assert response.mimetype == PROBLEM


def test_depth_scan_ignores_brackets_inside_strings():
    assert not json_depth_exceeds(b'{"a": "' + b"[" * 100 + b'"}', 4)
    assert not json_depth_exceeds(b'["\\"[[[[[[", [[1]]]', 4)
    assert json_depth_exceeds(b"[[[[[1]]]]]", 4)


def test_unknown_fields_are_refused_in_every_request_body(http, auth):
    gid = _game(http, auth)
    bodies = {"/v1/players": {"name": "x"},
              "/v1/games": {"game": "glueckauf", "seats": 2},
              f"/v1/games/{gid}/seats": {},
              f"/v1/games/{gid}/bots": {},
              f"/v1/games/{gid}/actions": {"actions": [{"type": "place"}]},
              "/v1/players/me/webhooks": {"url": "http://127.0.0.1:9/h", "events": ["your_turn"]}}
    for path, body in bodies.items():
        response = http.post(path, json={**body, "zz_unknown": 1}, headers=auth)
        assert response.status_code == 422, (path, response.status_code, response.json)
        assert response.json["errors"]["zz_unknown"] == ["Unknown field."], path
    clock = {"game": "glueckauf", "seats": 2, "clock": {"per_move": 60, "zz": 1}}
    assert http.post("/v1/games", json=clock, headers=auth).status_code == 422


@pytest.mark.parametrize("path", ["/v1/games/%00/state", "/v1/games/a%20b", "/v1/games/" + "a" * 65,
                                  "/v1/games/..%2F..%2Fetc/log", "/v1/players/me/tokens/%3Cx%3E"])
def test_malformed_ids_are_404(http, auth, path):
    method = http.delete if "tokens" in path else http.get
    response = method(path, headers=auth)
    assert response.status_code == 404 and response.mimetype == PROBLEM


@pytest.mark.parametrize("method, path", [
    ("GET", "/healthz"), ("GET", "/v1/catalog"), ("GET", "/v1/players/me"),
    ("GET", "/v1/games/nope/state"), ("GET", "/v1/leaderboards/glueckauf"), ("GET", "/nowhere"),
    ("POST", "/v1/players"), ("GET", "/v1/openapi.json"), ("GET", "/docs")])
def test_security_headers_on_every_response(http, auth, method, path):
    response = http.open(path, method=method, headers=auth, json={"name": "h"}
                         if method == "POST" else None)
    headers = response.headers
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["X-Frame-Options"] == "DENY"
    assert "frame-ancestors 'none'" in headers["Content-Security-Policy"]
    assert headers["Referrer-Policy"] == "no-referrer"
    assert headers["Cache-Control"] == "no-store"  # every one of these is authenticated or a POST


def test_public_reads_without_a_token_may_be_cached(http):
    assert "Cache-Control" not in http.get("/v1/catalog").headers
    assert http.get("/v1/players/me").headers["Cache-Control"] == "no-store"  # a 401
