"""One round trip to Redis per move (shared/api/onetrip.py) over HTTP on a real Redis, counted at the
connection: every request sent and its answer read is one `send_packed_command` (a pipeline is one).
A move on a game the process holds, by a token it knows, is 1; cold, 2; a held state that went stale
is refused by the commit script with the stored game and the move applied to that: 2, and right."""
import uuid

import pytest
from redis.connection import AbstractConnection

from shared import domain
from shared.api import gamerequest
from shared.domain.errors import StaleVersion
from shared.domain.inbox import new_note
from shared.store import LATEST, keys, token_hash
from tests.integration.asyncplay import context, game, new_game, run_all


@pytest.fixture
def actx(redis):
    gamerequest.OWNERS = gamerequest.TokenOwners()   # no holder remembered from another test
    return context(redis)


@pytest.fixture
def trips(monkeypatch):
    """Round trips to Redis from this process since the last `trips.clear()`."""
    sent = []
    original = AbstractConnection.send_packed_command
    monkeypatch.setattr(AbstractConnection, "send_packed_command",
                        lambda self, *a, **k: (sent.append(1), original(self, *a, **k))[1])
    return sent


def _seated(http, actx):
    """A player with a token, at its turn in a started Glück Auf game against a bot, known to
    this process as the token's holder: (headers, game id)."""
    body = http.post("/v1/players", json={"name": "ada"}).json
    headers = {"Authorization": f"Bearer {body['token']}"}
    gid = new_game(actx, body["id"])
    http.get(f"/v1/games/{gid}/state", headers=headers)
    return headers, gid


def _action(actx, gid):
    g = game(actx, gid)
    return g.rules.legal_actions(g.state, 0)[0]


def _post(http, gid, action, headers, **extra):
    return http.post(f"/v1/games/{gid}/actions", json=action,
                     headers={**headers, "Idempotency-Key": uuid.uuid4().hex, **extra})


def test_a_move_on_a_held_game_is_one_round_trip_and_cold_two(make_http, actx, trips):
    http = make_http(PITHEAD_CHECK_RESPONSES="1")
    headers, gid = _seated(http, actx)
    for held in (True, False, True):
        action = _action(actx, gid)        # (a load: it holds the game as read)
        if not held:
            LATEST.forget(gid)
        trips.clear()
        answer = _post(http, gid, action, headers)
        assert answer.status_code == 200, answer.json
        assert len(trips) == (1 if held else 2), (held, len(trips))
        assert game(actx, gid).version == answer.json["version"]
        run_all(actx)     # the bot's turn (its commit in this process keeps the game held)


def test_a_stale_held_state_is_answered_by_the_commit_and_the_move_applied_to_it(
        make_http, actx, trips):
    http = make_http(PITHEAD_CHECK_RESPONSES="1")
    headers, gid = _seated(http, actx)
    held = LATEST.get(gid)
    _post(http, gid, _action(actx, gid), headers)
    run_all(actx)                                          # the bot moves too
    now = game(actx, gid)
    action = _action(actx, gid)
    LATEST.note(gid, held, authoritative=True)             # as if another process made both
    trips.clear()
    answer = _post(http, gid, action, headers, Prefer="return=representation")
    assert answer.status_code == 200, answer.json
    assert len(trips) == 2                                 # stale with the game, then the commit
    assert answer.json["version"] == now.version + 1
    after = game(actx, gid)
    expected, _ = now.rules.apply_batch(now.state, 0, [action])
    assert after.state == expected                        # applied to the stored state, not the held
    assert answer.json["state"]["view"] == after.rules.view(after.state, 0)


def test_a_move_refused_on_a_stale_held_state_is_decided_again_on_the_stored_game(make_http, actx):
    """Without an Idempotency-Key or an expected version too: the held state says it is the bot's
    turn, the stored game says it is Ada's (the bot moved in another process), and her move is made."""
    http = make_http(PITHEAD_CHECK_RESPONSES="1")
    headers, gid = _seated(http, actx)
    _post(http, gid, _action(actx, gid), headers)
    held = LATEST.get(gid)                                 # the bot's turn
    run_all(actx)                                          # the bot moves: Ada's turn again
    now, action = game(actx, gid), _action(actx, gid)
    LATEST.note(gid, held, authoritative=True)             # as if another process made the bot's move
    answer = http.post(f"/v1/games/{gid}/actions", json=action, headers=headers)
    assert answer.status_code == 200, answer.json
    assert game(actx, gid).version == now.version + 1 == answer.json["version"]


def test_an_illegal_move_on_a_stale_held_state_gets_the_stored_games_refusal(make_http, actx):
    """A version the held state is at, but the game has moved on: 409 stale_version (the order of
    checks), not what the held state would refuse the move for."""
    http = make_http(PITHEAD_CHECK_RESPONSES="1")
    headers, gid = _seated(http, actx)
    held = LATEST.get(gid)
    _post(http, gid, _action(actx, gid), headers)
    run_all(actx)
    version = game(actx, gid).version
    LATEST.note(gid, held, authoritative=True)
    body = {"actions": [{"type": "place", "space": "no_such_space"}], "expected_version": held.version}
    answer = http.post(f"/v1/games/{gid}/actions", json=body, headers=headers)
    assert answer.status_code == 409 and answer.json["code"] == "stale_version", answer.json
    assert answer.json["current_version"] == version == game(actx, gid).version


def test_a_stale_expected_version_is_409_in_one_round_trip(make_http, actx, trips):
    http = make_http(PITHEAD_CHECK_RESPONSES="1")
    headers, gid = _seated(http, actx)
    held = LATEST.get(gid)
    _post(http, gid, _action(actx, gid), headers)
    run_all(actx)
    version, action = game(actx, gid).version, _action(actx, gid)
    LATEST.note(gid, held, authoritative=True)
    trips.clear()
    answer = _post(http, gid, {"actions": [action], "expected_version": held.version}, headers)
    assert answer.status_code == 409 and answer.json["current_version"] == version
    assert len(trips) == 1 and game(actx, gid).version == version


def test_the_rate_limit_is_counted_by_the_commit_and_refuses_before_it_writes(make_http, actx,
                                                                            trips):
    http = make_http(RATE_LIMIT_TOKEN="3/minute", PITHEAD_CHECK_RESPONSES="1")
    headers, gid = _seated(http, actx)                     # the state read is the first request
    for _ in range(2):
        action = _action(actx, gid)
        trips.clear()
        assert _post(http, gid, action, headers).status_code == 200
        assert len(trips) == 1
        run_all(actx)
    version = game(actx, gid).version
    refused = _post(http, gid, _action(actx, gid), headers)
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) >= 1
    assert game(actx, gid).version == version


def test_a_retried_key_replays_the_first_answer(make_http, actx):
    http = make_http(PITHEAD_CHECK_RESPONSES="1")
    headers, gid = _seated(http, actx)
    action, key = _action(actx, gid), uuid.uuid4().hex
    first = _post(http, gid, action, headers, **{"Idempotency-Key": key})
    again = _post(http, gid, action, headers, **{"Idempotency-Key": key})
    assert first.status_code == 200 and again.headers["Idempotent-Replayed"] == "true"
    assert again.get_data() == first.get_data()
    assert game(actx, gid).version == first.json["version"]


def test_an_illegal_move_of_an_unknown_token_is_401_not_422(make_http, actx):
    http = make_http(PITHEAD_CHECK_RESPONSES="1")
    headers, gid = _seated(http, actx)
    stolen = {"Authorization": "Bearer " + "x" * 40}
    gamerequest.OWNERS.learn(token_hash("x" * 40), game(actx, gid).meta["seats"][0][
        "player_id"])                                      # a wrong guess of the token's holder
    refused = _post(http, gid, {"type": "no_such_action"}, stolen)
    assert refused.status_code == 401, refused.json
    legal = _post(http, gid, _action(actx, gid), stolen)
    assert legal.status_code == 401 and game(actx, gid).meta["status"] == "started"


def test_a_game_whose_commit_list_expired_moves_at_its_version_in_two_round_trips(
        make_http, actx, redis, trips):
    http = make_http(PITHEAD_CHECK_RESPONSES="1")
    headers, gid = _seated(http, actx)
    version, action = game(actx, gid).version, _action(actx, gid)
    redis.delete(keys.commits(gid))     # as after two minutes without a write
    trips.clear()
    answer = _post(http, gid, {"actions": [action], "expected_version": version}, headers)
    assert answer.status_code == 200, answer.json
    assert answer.json["version"] == version + 1 and len(trips) == 2


def _two_people(http):
    """Two people's ids and headers and their started two-seat game, seat 0 to begin, read once by
    each (this process holds the game and knows both tokens)."""
    people = [http.post("/v1/players", json={"name": name}).json for name in ("ada", "bob")]
    headers = [{"Authorization": f"Bearer {p['token']}"} for p in people]
    gid = http.post("/v1/games", headers=headers[0], json={
        "game": "glueckauf", "seats": 2, "options": {"starting_player": 0}}).json["id"]
    assert http.post(f"/v1/games/{gid}/seats", json={}, headers=headers[1]).status_code == 200
    assert http.post(f"/v1/games/{gid}/start", headers=headers[0]).status_code == 200
    for each in headers:
        http.get(f"/v1/games/{gid}/state", headers=each)
    return [p["id"] for p in people], headers, gid


def _turn_notes(actx, player_id: str) -> set:
    return {n["key"] for n in actx.notifications.history(player_id, 100)[0]
            if n["kind"] in ("your_turn", "response_window")}


def test_a_move_that_begins_a_persons_turn_records_their_note_in_its_one_round_trip(
        make_http, actx, trips):
    http = make_http(PITHEAD_CHECK_RESPONSES="1")
    people, headers, gid = _two_people(http)
    begun = 0
    for _ in range(12):
        before = game(actx, gid)
        if before.rules.awaiting_system(before.state):
            break
        seat = min(before.rules.active_seats(before.state))
        trips.clear()
        answer = _post(http, gid, before.rules.legal_actions(before.state, seat)[0], headers[seat])
        assert answer.status_code == 200, answer.json
        assert len(trips) == 1, len(trips)      # the note rode the commit's pipeline
        after, other = game(actx, gid), 1 - seat
        if other in set(after.rules.active_seats(after.state)) - set(
                before.rules.active_seats(before.state)):
            begun += 1
            assert f"{gid}:{other}:{after.version}" in _turn_notes(actx, people[other])
    assert begun >= 2


def test_a_note_riding_a_stale_commit_is_not_recorded(actx):
    player = domain.handle(actx, domain.RegisterPlayer("cy")).body["id"]
    gid = new_game(actx, player)
    g = game(actx, gid)
    note = new_note(actx, "your_turn", f"{gid}:0:{g.version + 1}", {"game_id": gid})
    ride, known = actx.notifications.ride([(player, note)]), _turn_notes(actx, player)
    with pytest.raises(StaleVersion):
        actx.games.commit(gid, g.version - 1, g.meta, None, {"kind": "lobby"}, reads=[ride])
    assert _turn_notes(actx, player) == known             # the ride ran; its guard said no
    actx.games.commit(gid, g.version, g.meta, None, {"kind": "lobby"}, reads=[ride])
    assert ride.value[0][2][0] is True and _turn_notes(actx, player) == known | {note["key"]}
