"""Bad input over HTTP: the documented problem+json with a stable code, nothing changes, no 5xx."""
import pytest

PROBLEM_FIELDS = {"type", "title", "status", "detail", "code"}


def _problem(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["Content-Type"].startswith("application/problem+json")
    body = response.json()
    assert PROBLEM_FIELDS <= set(body) and body["code"] == code and body["status"] == status
    assert body["type"].endswith(code)
    return body


@pytest.fixture
def duel(client, new_client):
    """A started two-player game between two people (no bots, so nothing moves by itself)."""
    guest = new_client("guest")
    gid = client.call("POST", "/v1/games", json={"game": "glueckauf", "seats": 2, "seed": 9}).json()["id"]
    assert guest.call("POST", f"/v1/games/{gid}/seats",
                      json={"accept_chosen_seed": True}).status_code == 200
    assert client.call("POST", f"/v1/games/{gid}/start").status_code == 200
    state = client.call("GET", f"/v1/games/{gid}/state").json()
    mover, idle = (client, guest) if 0 in state["active_seats"] else (guest, client)
    return gid, mover, idle


def _version(client, gid):
    return client.call("GET", f"/v1/games/{gid}").json()["version"]


def test_malformed_json(duel):
    gid, mover, _ = duel
    before = _version(mover, gid)
    for path in (f"/v1/games/{gid}/actions", "/v1/games", "/v1/players"):
        response = mover.call("POST", path, data=b'{"type": ',
                              headers={"Content-Type": "application/json"})
        _problem(response, 400, "malformed_json")
    assert _version(mover, gid) == before


@pytest.mark.parametrize("body,status,code", [
    ({"game": "chess", "seats": 2}, 422, "unknown_game"),
    ({"game": "glueckauf", "seats": 2, "options": {"jokers": True}}, 422, "unknown_option"),
    ({"game": "glueckauf", "seats": 2, "options": {"starting_player": "x"}}, 422, "invalid_option"),
    ({"game": "glueckauf", "seats": 5}, 422, "invalid_seat_count"),
    ({"game": "glueckauf", "seats": "two"}, 422, "validation_failed"),
    ({"seats": 2}, 422, "validation_failed"),
    ([1, 2], 422, "validation_failed"),
])
def test_bad_game_creation(client, body, status, code):
    before = client.call("GET", "/v1/games?status=open&limit=100").json()["games"]
    problem = _problem(client.call("POST", "/v1/games", json=body), status, code)
    if code == "validation_failed":
        assert problem["errors"]
    after = client.call("GET", "/v1/games?status=open&limit=100").json()["games"]
    assert [g["id"] for g in after] == [g["id"] for g in before]


def test_full_game_and_foreign_seats(duel, new_client):
    gid, mover, idle = duel
    before = _version(mover, gid)
    stranger = new_client("stranger")
    _problem(stranger.call("POST", f"/v1/games/{gid}/seats", json={}), 409, "game_not_open")
    _problem(stranger.call("POST", f"/v1/games/{gid}/actions", json={"type": "pass"}), 403,
             "not_a_player")
    _problem(stranger.call("DELETE", f"/v1/games/{gid}/seats/me"), 404, "not_seated")
    _problem(stranger.call("POST", f"/v1/games/{gid}/start"), 403, "not_host")
    assert _version(mover, gid) == before

    host = new_client("host")
    open_id = host.call("POST", "/v1/games", json={"game": "glueckauf", "seats": 2}).json()["id"]
    _problem(stranger.call("POST", f"/v1/games/{open_id}/seats", json={"seat": 0}), 409, "seat_taken")
    assert stranger.call("POST", f"/v1/games/{open_id}/seats", json={}).status_code == 200
    _problem(mover.call("POST", f"/v1/games/{open_id}/seats", json={}), 409, "game_full")
    _problem(stranger.call("POST", f"/v1/games/{open_id}/bots", json={}), 403, "not_host")


def test_turns_legality_and_versions(duel):
    gid, mover, idle = duel
    legal = mover.call("GET", f"/v1/games/{gid}/actions").json()
    assert legal["actions"] and idle.call("GET", f"/v1/games/{gid}/actions").json()["actions"] == []
    version = legal["version"]
    _problem(idle.call("POST", f"/v1/games/{gid}/actions", json=legal["actions"][0]), 422,
             "not_your_turn")
    _problem(mover.call("POST", f"/v1/games/{gid}/actions", json={"type": "dig_for_gold"}), 422,
             "invalid_action")
    _problem(mover.call("POST", f"/v1/games/{gid}/actions", json={"actions": []}), 422,
             "validation_failed")
    stale = _problem(mover.call("POST", f"/v1/games/{gid}/actions", json={
        "actions": [legal["actions"][0]], "expected_version": version - 1}), 409, "stale_version")
    assert stale["current_version"] == version
    _problem(mover.call("POST", f"/v1/games/{gid}/actions", json=legal["actions"][0],
                        headers={"If-Match": f'"{version - 1}"'}), 409, "stale_version")
    _problem(mover.call("POST", f"/v1/games/{gid}/actions", json=legal["actions"][0],
                        headers={"If-Match": "yesterday"}), 400, "invalid_if_match")
    state = mover.call("GET", f"/v1/games/{gid}/state")
    assert state.headers["ETag"] == f'"{version}"' and _version(mover, gid) == version
    assert mover.call("GET", f"/v1/games/{gid}/state",
                      headers={"If-None-Match": f'"{version}"'}).status_code == 304


def test_idempotency_key_over_http(duel):
    gid, mover, _ = duel
    action = mover.call("GET", f"/v1/games/{gid}/actions").json()["actions"][0]
    headers = {"Idempotency-Key": "move-1"}
    first = mover.call("POST", f"/v1/games/{gid}/actions", json=action, headers=headers)
    again = mover.call("POST", f"/v1/games/{gid}/actions", json=action, headers=headers)
    assert first.status_code == again.status_code == 200
    assert again.json() == first.json() and again.headers["Idempotent-Replayed"] == "true"
    assert _version(mover, gid) == first.json()["version"]
    _problem(mover.call("POST", f"/v1/games/{gid}/actions", json={"type": "other"}, headers=headers),
             422, "idempotency_key_reused")


def test_auth_and_unknown_resources(stack, client):
    import requests
    base = stack["base"]
    _problem(requests.get(f"{base}/v1/players/me", timeout=5), 401, "unauthorized")
    _problem(requests.get(f"{base}/v1/players/me", headers={"Authorization": "Bearer nope"},
                          timeout=5), 401, "invalid_token")
    _problem(client.call("GET", "/v1/games/no-such-game/state"), 404, "game_not_found")
    _problem(client.call("POST", "/v1/games/no-such-game/seats", json={}), 404, "game_not_found")
    _problem(client.call("GET", "/v1/nowhere"), 404, "not_found")
    _problem(client.call("GET", "/v1/games?status=lost"), 422, "validation_failed")
    assert client.call("GET", "/v1/openapi.json").json()["paths"]
    assert client.call("GET", "/docs").status_code == 200
    assert client.call("GET", "/metrics").status_code == 200


def test_idempotent_game_creation(client):
    body = {"game": "glueckauf", "seats": 3}
    headers = {"Idempotency-Key": "create-1"}
    first = client.call("POST", "/v1/games", json=body, headers=headers)
    again = client.call("POST", "/v1/games", json=body, headers=headers)
    assert first.status_code == again.status_code == 201 and again.json() == first.json()
    mine = [g for g in client.call("GET", "/v1/games?status=open&limit=100").json()["games"]
            if g["id"] == first.json()["id"]]
    assert len(mine) == 1
    _problem(client.call("POST", "/v1/games", json={**body, "seats": 2}, headers=headers), 422,
             "idempotency_key_reused")


@pytest.mark.parametrize("path,unknown,fixed", [
    ("/v1/games?stauts=open", "stauts", "/v1/games?status=open"),
    ("/v1/games/{gid}/log?limt=5", "limt", "/v1/games/{gid}/log"),
    ("/v1/games/{gid}/replay?at=1&att=2", "att", None),   # a game in play has no replay (409)
    ("/v1/games/{gid}/events?after=0&wiat=1", "wiat", "/v1/games/{gid}/events?after=0&wait=1"),
    ("/v1/leaderboards/glueckauf?sort=desc", "sort", "/v1/leaderboards/glueckauf")])
def test_unknown_query_parameters_are_named_not_ignored(duel, path, unknown, fixed):
    """A typo in a query string is a 422 naming the parameter, not a silently different answer."""
    gid, mover, _ = duel
    body = _problem(mover.call("GET", path.format(gid=gid)), 422, "validation_failed")
    assert body["errors"]["query"] == {unknown: ["Unknown field."]}
    if fixed:
        assert mover.call("GET", fixed.format(gid=gid)).status_code == 200
