"""Trust over HTTP (gateway app, real Redis): tokens hashed, rotated and revoked at once; seats act
only for their owner; rate limits per token and per address answer 429 problem+json + Retry-After."""
import uuid

import pytest

from shared import domain
from shared.store import keys, token_hash
from tests.integration.asyncplay import context, game, new_game

PROBLEM = "application/problem+json"


@pytest.fixture
def actx(redis):
    return context(redis)


def _player(http, name="ada", **environ):
    body = http.post("/v1/players", json={"name": name}, environ_base=environ).json
    return body["id"], {"Authorization": f"Bearer {body['token']}"}, body["token"]


def test_tokens_rotate_and_a_revoked_token_is_refused_at_once(make_http, redis):
    http = make_http()
    pid, first, token = _player(http)
    issued = http.post("/v1/players/me/tokens", headers=first)
    assert issued.status_code == 201 and issued.json["token"].startswith("pt_")
    second = {"Authorization": f"Bearer {issued.json['token']}"}
    assert http.get("/v1/players/me", headers=second).json["id"] == pid

    listed = http.get("/v1/players/me/tokens", headers=second)
    assert listed.status_code == 200 and listed.headers["Cache-Control"] == "no-store"
    ids = [t["id"] for t in listed.json["tokens"]]
    assert len(ids) == 2 and issued.json["id"] in ids
    assert all(t["last_used_at"] for t in listed.json["tokens"])
    text = listed.get_data(as_text=True)
    assert token not in text and issued.json["token"] not in text and token_hash(token) not in text

    old_id = next(i for i in ids if i != issued.json["id"])
    assert http.delete(f"/v1/players/me/tokens/{old_id}", headers=second).status_code == 200
    refused = http.get("/v1/players/me", headers=first)
    assert refused.status_code == 401 and refused.json["code"] == "invalid_token"
    assert refused.mimetype == PROBLEM
    assert redis.get(keys.token(token_hash(token))) is None
    # the last token cannot be revoked (you would be locked out); unknown ids are 404
    last = http.delete(f"/v1/players/me/tokens/{issued.json['id']}", headers=second)
    assert last.status_code == 409 and last.json["code"] == "last_token"
    assert http.delete(f"/v1/players/me/tokens/{old_id}", headers=second).status_code == 404


def test_another_players_token_cannot_be_revoked(make_http):
    http = make_http()
    _, ada, _ = _player(http, "ada")
    _, bob, _ = _player(http, "bob")
    bob_id = http.get("/v1/players/me/tokens", headers=bob).json["tokens"][0]["id"]
    http.post("/v1/players/me/tokens", headers=ada)
    assert http.delete(f"/v1/players/me/tokens/{bob_id}", headers=ada).status_code == 404
    assert http.get("/v1/players/me", headers=bob).status_code == 200


def test_tokens_are_stored_only_as_hashes_after_rotation(make_http, redis):
    http = make_http()
    _, auth, token = _player(http)
    new = http.post("/v1/players/me/tokens", headers=auth)
    secrets = [token.encode(), new.json["token"].encode()]
    for key in redis.scan_iter():
        kind = redis.type(key)
        blob = redis.get(key) if kind == b"string" else b"".join(
            k + v for k, v in redis.hgetall(key).items()) if kind == b"hash" else b""
        assert not any(s in blob or s in key for s in secrets), key


def test_seats_act_only_for_their_owner(make_http, actx):
    http = make_http()
    people = {name: _player(http, name) for name in ("host", "guest", "watcher")}
    auth = {name: person[1] for name, person in people.items()}
    gid = http.post("/v1/games", json={"game": "glueckauf", "seats": 2},
                    headers=auth["host"]).json["id"]
    assert http.post(f"/v1/games/{gid}/seats", json={}, headers=auth["guest"]).status_code == 200
    assert http.post(f"/v1/games/{gid}/start", headers=auth["host"]).status_code == 200
    g = game(actx, gid)
    seat = min(g.rules.active_seats(g.state))
    owner, idle = ("host", "guest") if seat == 0 else ("guest", "host")
    move = g.rules.legal_actions(g.state, seat)[0]
    # the other seated player cannot play this seat, even naming it in the body
    for body in (move, {**move, "seat": seat}):
        refused = http.post(f"/v1/games/{gid}/actions", json=body, headers=auth[idle])
        assert refused.status_code == 422 and refused.json["code"] in (
            "not_your_turn", "invalid_action")   # `seat` is no field of an action
    # a spectator cannot act at all; it gets the spectator's view and no legal actions
    denied = http.post(f"/v1/games/{gid}/actions", json=move, headers=auth["watcher"])
    assert denied.status_code == 403 and denied.json["code"] == "not_a_player"
    view = http.get(f"/v1/games/{gid}/state", headers=auth["watcher"]).json
    assert view["seat"] is None and view["view"] == g.rules.view(g.state, None)
    assert http.get(f"/v1/games/{gid}/actions", headers=auth["watcher"]).json["actions"] == []
    assert game(actx, gid).version == g.version
    assert http.post(f"/v1/games/{gid}/actions", json=move, headers=auth[owner]).status_code == 200


def test_a_bot_seat_is_nobodys_to_play(make_http, actx):
    http = make_http()
    host, host_auth, _ = _player(http, "host")
    gid = new_game(actx, host, seats=2)
    g = game(actx, gid)
    if 0 in g.rules.active_seats(g.state):  # play the host's turn so the bot's seat is active
        move = g.rules.legal_actions(g.state, 0)[0]
        http.post(f"/v1/games/{gid}/actions", json=move, headers=host_auth)
        g = game(actx, gid)
    if 1 in g.rules.active_seats(g.state):
        move = g.rules.legal_actions(g.state, 1)[0]
        refused = http.post(f"/v1/games/{gid}/actions", json=move, headers=host_auth)
        assert refused.status_code == 422 and refused.json["code"] == "not_your_turn"
        assert game(actx, gid).version == g.version


def test_rate_limit_per_token_answers_429_with_retry_after(make_http):
    http = make_http(RATE_LIMIT_TOKEN="5/minute", RATE_LIMIT_ADDRESS="1000/minute")
    _, auth, _ = _player(http, "eager", REMOTE_ADDR=f"10.0.0.{uuid.uuid4().int % 250}")
    codes = [http.get("/v1/players/me", headers=auth).status_code for _ in range(5)]
    refused = http.get("/v1/catalog", headers=auth)  # limits count every route together
    assert codes == [200] * 5 and refused.status_code == 429
    assert refused.mimetype == PROBLEM and refused.json["code"] == "rate_limited"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    _, fresh, _ = _player(http, "calm")
    assert http.get("/v1/players/me", headers=fresh).status_code == 200  # another token is fine


def test_rate_limit_per_address(make_http):
    http = make_http(RATE_LIMIT_ADDRESS="4/minute", RATE_LIMIT_TOKEN="1000/minute")
    address = f"10.1.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250}"
    codes = [http.get("/v1/catalog", environ_base={"REMOTE_ADDR": address}).status_code
             for _ in range(6)]
    assert codes == [200] * 4 + [429] * 2
    assert http.get("/v1/catalog", environ_base={"REMOTE_ADDR": "10.9.9.9"}).status_code == 200
    assert http.get("/healthz", environ_base={"REMOTE_ADDR": address}).status_code == 200


def test_rate_limits_can_be_turned_off(make_http):
    http = make_http(RATE_LIMITS="0", RATE_LIMIT_ADDRESS="1/minute")
    assert all(http.get("/v1/catalog").status_code == 200 for _ in range(3))


def test_register_player_is_idempotent_and_keeps_no_token_in_clear(make_http, redis):
    http = make_http()
    key = {"Idempotency-Key": str(uuid.uuid4())}
    first = http.post("/v1/players", json={"name": "ada"}, headers=key)
    again = http.post("/v1/players", json={"name": "ada"}, headers=key)
    assert first.status_code == again.status_code == 201
    assert again.json == first.json and again.headers["Idempotent-Replayed"] == "true"
    other = http.post("/v1/players", json={"name": "bob"}, headers=key)
    assert other.status_code == 422 and other.json["code"] == "idempotency_key_reused"
    short = http.post("/v1/players", json={"name": "ada"}, headers={"Idempotency-Key": "k1"})
    assert short.status_code == 422 and short.json["code"] == "invalid_idempotency_key"
    token = first.json["token"].encode()
    for found in redis.scan_iter(match="idem:*"):
        assert token not in redis.get(found)


def test_a_request_while_the_first_with_its_key_runs_is_a_409(make_http, actx, redis):
    from shared.api.idempotent import in_flight
    from shared.store import IdempotencyStore
    http = make_http()
    host, auth, _ = _player(http)
    gid = new_game(actx, host, seats=2)
    g = game(actx, gid)
    move = g.rules.legal_actions(g.state, min(g.rules.active_seats(g.state)))[0]
    idem = domain.IdempotencyKey("k-" + uuid.uuid4().hex, "fp")
    # the first request holds the key (as a slow first request would)
    with in_flight(IdempotencyStore(redis), f"player:{host} POST /v1/games/{gid}/actions", idem, gid):
        busy = http.post(f"/v1/games/{gid}/actions", json=move,
                         headers={**auth, "Idempotency-Key": idem.key})
    assert busy.status_code == 409 and busy.json["code"] == "idempotency_key_in_flight"
    assert game(actx, gid).version == g.version
    done = http.post(f"/v1/games/{gid}/actions", json=move,
                     headers={**auth, "Idempotency-Key": idem.key})
    assert done.status_code == 200  # the key is free again once the first one is over


def test_behind_a_trusted_proxy_the_forwarded_client_is_limited(make_http):
    http = make_http(RATE_LIMIT_ADDRESS="2/minute", TRUSTED_PROXIES="10.250.0.0/16")
    proxy = {"REMOTE_ADDR": "10.250.0.1"}
    client = f"192.0.2.{uuid.uuid4().int % 250}"
    hop = {"X-Forwarded-For": f"203.0.113.9, {client}"}  # the gateway appends the peer it saw
    codes = [http.get("/v1/catalog", headers=hop, environ_base=proxy).status_code
             for _ in range(3)]
    assert codes == [200, 200, 429]
    other = {"X-Forwarded-For": f"198.18.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250}"}
    assert http.get("/v1/catalog", headers=other, environ_base=proxy).status_code == 200
    # an untrusted peer cannot pick its address with the header
    spoof = {"REMOTE_ADDR": f"198.51.100.{uuid.uuid4().int % 250}"}
    codes = [http.get("/v1/catalog", headers={"X-Forwarded-For": f"1.2.3.{i}"},
                      environ_base=spoof).status_code for i in range(3)]
    assert codes == [200, 200, 429]
