"""The documented answer is the real answer (test mode catches a drift, hot routes included), and
every request the README and the docs site show is one the document accepts and the server answers
with a 2xx (a body shown to be refused is sent from a shell variable, `-d "$BAD"`, and left out)."""
import json
import re
from pathlib import Path

import pytest
from werkzeug.test import Client

from services.rules import views as rules_views
from shared import domain
from shared.api.conformance import Document
from tests.fuzz.conftest import gateway

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def _drift(response, *words) -> None:
    assert response.status_code == 500, response.get_data()
    assert response.json["code"] == "response_not_as_documented"
    assert all(word in response.json["detail"] for word in words), response.json["detail"]


def test_a_field_missing_from_a_dumped_answer_is_a_drift(api, monkeypatch):
    host = api.player()
    game_id = api.started_game(host)
    describe = domain.describe
    monkeypatch.setattr(domain, "describe",
                        lambda game: {k: v for k, v in describe(game).items() if k != "phase"})
    _drift(api.http.get(f"/v1/games/{game_id}", headers=host["auth"]), "phase")


def test_a_hot_route_answer_unlike_its_schema_is_a_drift(api, monkeypatch):
    host = api.player()
    game_id = api.started_game(host)
    answer = rules_views.json_response

    def drifted(body, status=200, headers=None):
        body = {**{k: v for k, v in body.items() if k != "seat"}, "turn": 1}
        return answer(body, status, headers)

    monkeypatch.setattr(rules_views, "json_response", drifted)
    _drift(api.http.get(f"/v1/games/{game_id}/actions", headers=host["auth"]), "seat", "turn")
    _drift(api.http.get(f"/v1/games/{game_id}/state", headers=host["auth"]), "seat", "turn")


def test_a_header_or_status_the_document_does_not_have_is_a_drift(api, monkeypatch):
    host = api.player()
    game_id = api.started_game(host)
    monkeypatch.setattr(rules_views, "etag", lambda version: f"W/{version}")
    _drift(api.http.get(f"/v1/games/{game_id}/state", headers=host["auth"]), "ETag")
    monkeypatch.undo()
    monkeypatch.setattr(rules_views, "_game_and_seat", _teapot)
    _drift(api.http.get(f"/v1/games/{game_id}/state", headers=host["auth"]), "418")


def _teapot(game_id, started=True):
    raise domain.DomainError("teapot", "short and stout", status=418)


def test_off_by_default(redis_url):
    """Without PITHEAD_CHECK_RESPONSES the answer goes out as the view wrote it."""
    mp = pytest.MonkeyPatch()
    ctx, app, redis = gateway(redis_url, 10, mp, PITHEAD_CHECK_RESPONSES="0")
    try:
        mp.setattr(rules_views, "_game_and_seat", _teapot)
        player = domain.handle(ctx, domain.RegisterPlayer("p")).body
        response = Client(app).get("/v1/games/x/state",
                                   headers={"Authorization": f"Bearer {player['token']}"})
        assert response.status_code == 418
    finally:
        mp.undo()
        redis.flushdb()
        redis.close()


# -- the requests the README and the docs show ---------------------------------------------------------------------
INLINE = re.compile(r"`(POST) (/v1/\S+) (\{[^`]*\})`")
CURL = re.compile(r"-X (POST) \$API(/v1/\S+)(?: .*?)? -d '(\{[^']*\})'")


# the requests the docs show being refused (a 422's field messages in the reader's language:
# docs/guide/languages.md); the document must refuse them and the server answer 422
REFUSED = [("POST", "/v1/games", {"seats": "four", "colour": 1})]


def readme_requests() -> list[tuple[str, str, dict]]:
    """(method, path, body) of every request with a JSON body the README and the docs show."""
    text = "\n".join(page.read_text() for page in PAGES)
    shell = text.replace("\\\n", " ")
    found = [(m, p, " ".join(b.split())) for m, p, b in INLINE.findall(text)]
    found += [(m, p, b) for line in shell.splitlines() for m, p, b in CURL.findall(line)]
    return [(m, p, json.loads(b)) for m, p, b in found]


def _template(spec: dict, path: str) -> str:
    for template in spec["paths"]:
        pattern = re.sub(r"\\\{\w+\\\}", "[^/]+", re.escape(template))
        if re.fullmatch(pattern, re.sub(r"\$\w+|\{id\}", "x", path)):
            return template
    raise AssertionError(f"the docs show {path}, which the document does not have")


def test_the_readme_shows_requests_the_document_accepts(api):
    requests = readme_requests()
    assert len(requests) >= 6 and any("clock" in body for _, _, body in requests)
    document = Document(api.spec)
    for method, path, body in requests:
        operation = api.spec["paths"][_template(api.spec, path)][method.lower()]
        schema = operation["requestBody"]["content"]["application/json"]["schema"]
        valid = document.validator(schema).is_valid(body)
        assert valid != ((method, path, body) in REFUSED), (method, path, body)
    assert all(request in requests for request in REFUSED)


def test_the_server_answers_the_readme_requests(api):
    host = api.player()
    game_id = api.started_game(host)
    for method, path, body in readme_requests():
        if "$GAME" in path or "{id}" in path:
            continue   # the curl walkthrough's game: tests/deploy/test_run.py runs those blocks
        response = api.http.open(path, method=method, json=body, headers=host["auth"])
        if (method, path, body) in REFUSED:
            assert response.status_code == 422, (path, body, response.json)
        else:
            assert 200 <= response.status_code < 300, (path, body, response.json)
    assert game_id
