"""`Prefer: return=representation` on POST actions: the answer carries GET state's and GET actions'
documents at the version the move made, redacted for the moving seat, in every game."""
import pytest

from shared import domain, engine
from tests.integration.asyncplay import run_game_tasks

MOVES = 6   # per game: enough to cross a deal or a hidden draw in each


@pytest.fixture
def checked(make_http):
    """The gateway app with every answer checked against its OpenAPI document (a 500 if not)."""
    return make_http(PITHEAD_CHECK_RESPONSES="1")


def _register(http, name):
    body = http.post("/v1/players", json={"name": name}).json
    return body["id"], {"Authorization": f"Bearer {body['token']}"}


def _started(actx, http, name: str):
    """A started game of `name` at its fewest seats, every seat a person: (id, [(pid, auth)])."""
    seats = engine.get(name).spec.min_seats
    people = [_register(http, f"p{i}") for i in range(seats)]
    gid = domain.handle(actx, domain.CreateGame(people[0][0], name, seats, seed=7)).body["id"]
    for pid, _ in people[1:]:
        domain.handle(actx, domain.JoinGame(pid, gid, accept_chosen_seed=True))
    domain.handle(actx, domain.StartGame(people[0][0], gid))
    run_game_tasks(actx)
    return gid, people


def _mover(http, gid, people):
    """(seat, auth, a legal action) of a seat that may act now, or None."""
    for seat, (_, auth) in enumerate(people):
        actions = http.get(f"/v1/games/{gid}/actions", headers=auth).json["actions"]
        if actions:
            return seat, auth, actions[0]
    return None


@pytest.mark.parametrize("name", sorted(engine.names()))
def test_representation_is_get_state_and_actions(actx, checked, name):
    http = checked
    gid, people = _started(actx, http, name)
    moved = 0
    while moved < MOVES and (mover := _mover(http, gid, people)):
        seat, auth, action = mover
        sent = http.post(f"/v1/games/{gid}/actions", json={"actions": [action]},
                         headers={**auth, "Prefer": "return=representation"})
        assert sent.status_code == 200, sent.get_data(as_text=True)
        assert sent.headers["Preference-Applied"] == "return=representation"
        body = sent.json
        assert body["state"] == http.get(f"/v1/games/{gid}/state", headers=auth).json
        assert body["legal_actions"] == http.get(f"/v1/games/{gid}/actions", headers=auth).json
        assert body["state"]["version"] == body["version"] and body["state"]["seat"] == seat
        others = [a for s, (_, a) in enumerate(people) if s != seat]
        if others:   # another seat's view differs where hidden information is kept from it
            assert body["state"]["view"] != http.get(f"/v1/games/{gid}/state",
                                                     headers=others[0]).json["view"]
        run_game_tasks(actx)
        moved += 1
    assert moved == MOVES


def test_without_the_preference_the_answer_is_unchanged(actx, checked):
    http = checked
    gid, people = _started(actx, http, "goofspiel")
    seat, auth, action = _mover(http, gid, people)
    sent = http.post(f"/v1/games/{gid}/actions", json=action,
                     headers={**auth, "Prefer": "return=minimal"})
    assert sent.status_code == 200
    assert "Preference-Applied" not in sent.headers
    assert set(sent.json) == {"game_id", "version", "seat", "events", "phase", "status"}


def test_a_replay_is_the_recorded_answer(actx, checked):
    http = checked
    gid, people = _started(actx, http, "goofspiel")
    seat, auth, action = _mover(http, gid, people)
    headers = {**auth, "Prefer": "respond-async, return=representation", "Idempotency-Key": "k-1"}
    first = http.post(f"/v1/games/{gid}/actions", json=action, headers=headers)
    again = http.post(f"/v1/games/{gid}/actions", json=action, headers=headers)
    assert first.headers["Preference-Applied"] == "return=representation"
    assert again.headers["Idempotent-Replayed"] == "true"
    assert "Preference-Applied" not in again.headers
    assert again.json == {k: v for k, v in first.json.items() if k not in ("state", "legal_actions")}
