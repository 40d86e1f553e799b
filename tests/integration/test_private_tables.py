"""Private tables, invitations, friends and rematch (issue 30, part 1), over HTTP on the gateway
app with a real Redis; bot turns run through the worker's handlers."""
from shared.domain.inbox import history, record_notification
from shared.store.notifications import KEEP
from tests.integration.asyncplay import run_all

PROBLEM = "application/problem+json"


def _player(http, name):
    body = http.post("/v1/players", json={"name": name}).json
    return body["id"], {"Authorization": f"Bearer {body['token']}"}


def _private(http, auth, seats=3, **extra):
    answer = http.post("/v1/games", json={"game": "goofspiel", "seats": seats, "private": True,
                                          **extra}, headers=auth)
    assert answer.status_code == 201, answer.json
    return answer.json


def _invite(http, auth, gid, **body):
    answer = http.post(f"/v1/games/{gid}/invitations", json=body, headers=auth)
    assert answer.status_code == 201, answer.json
    return answer.json


def _refused(answer, status, code):
    assert answer.status_code == status and answer.mimetype == PROBLEM, answer.json
    assert answer.json["code"] == code, answer.json


def _listed(http, auth, gid) -> bool:
    """Whether any listing (all, open, open of its game) shows the game."""
    ids = set()
    for query in ("limit=100", "status=open&limit=100", "status=open&game=goofspiel&limit=100"):
        ids |= {g["id"] for g in http.get(f"/v1/games?{query}", headers=auth).json["games"]}
    return gid in ids


def test_a_private_game_is_unlisted_and_joined_only_with_its_link(http, actx):
    _, host = _player(http, "hilde")
    _, guest = _player(http, "gus")
    game = _private(http, host)
    gid = game["id"]
    assert game["private"] is True
    assert http.get(f"/v1/games/{gid}", headers=host).json["private"] is True
    assert not _listed(http, guest, gid) and not _listed(http, host, gid)

    before = actx.games.load(gid).version
    for body in ({}, {"invitation": "inv_not-a-real-token"}, {"seat": 1}):
        _refused(http.post(f"/v1/games/{gid}/seats", json=body, headers=guest), 404,
                 "game_not_found")
    _refused(http.get(f"/v1/games/{gid}", headers=guest), 404, "game_not_found")
    _refused(http.get(f"/v1/games/{gid}/invitations", headers=guest), 404, "game_not_found")
    assert actx.games.load(gid).version == before

    link = _invite(http, host, gid)
    assert len(link["token"]) >= 32 and link["url"].endswith(f"#/invite/{gid}/{link['token']}")
    stored = str(actx.games.load(gid).meta)
    assert link["token"] not in stored
    joined = http.post(f"/v1/games/{gid}/seats", json={"invitation": link["token"]}, headers=guest)
    assert joined.status_code == 200, joined.json
    assert [s["name"] for s in joined.json["seats"]] == ["hilde", "gus", None]
    listed = http.get(f"/v1/games/{gid}/invitations", headers=host).json["invitations"]
    assert [i["id"] for i in listed] == [link["id"]] and "token" not in listed[0]
    assert not _listed(http, guest, gid)


def test_a_revoked_link_refuses_and_a_seat_token_fits_its_seat_only(http, actx):
    _, host = _player(http, "hilde")
    _, ann = _player(http, "ann")
    _, bob = _player(http, "bob")
    gid = _private(http, host, seats=4)["id"]
    anyone = _invite(http, host, gid)
    seat3 = _invite(http, host, gid, seat=3)
    assert seat3["seat"] == 3 and seat3["token"] != anyone["token"]

    gone = http.delete(f"/v1/games/{gid}/invitations/{anyone['id']}", headers=host)
    assert gone.status_code == 200 and gone.json["revoked"] is True
    before = actx.games.load(gid).version
    _refused(http.post(f"/v1/games/{gid}/seats", json={"invitation": anyone["token"]},
                       headers=ann), 403, "invitation_revoked")
    _refused(http.post(f"/v1/games/{gid}/seats", json={"invitation": seat3["token"], "seat": 2},
                       headers=ann), 403, "invitation_other_seat")
    assert actx.games.load(gid).version == before

    joined = http.post(f"/v1/games/{gid}/seats", json={"invitation": seat3["token"]}, headers=ann)
    assert joined.status_code == 200 and joined.json["seats"][3]["name"] == "ann"
    _refused(http.post(f"/v1/games/{gid}/seats", json={"invitation": seat3["token"]},
                       headers=bob), 403, "invitation_used")
    _refused(http.post(f"/v1/games/{gid}/invitations", json={"seat": 3}, headers=host), 409,
             "seat_taken")
    _refused(http.post(f"/v1/games/{gid}/invitations", headers=ann), 403, "not_host")


def test_a_public_game_keeps_a_seat_for_the_invited_player(http):
    _, host = _player(http, "hilde")
    _, ann = _player(http, "ann")
    answer = http.post("/v1/games", json={"game": "goofspiel", "seats": 3}, headers=host)
    gid = answer.json["id"]
    assert answer.json["private"] is False
    seat1 = _invite(http, host, gid, seat=1)
    joined = http.post(f"/v1/games/{gid}/seats", json={}, headers=ann)
    assert joined.status_code == 200 and joined.json["seats"][2]["name"] == "ann"
    assert seat1["used_by"] is None


def test_friends_ask_accept_and_see_each_others_open_tables(http, actx):
    hid, host = _player(http, "hilde")
    fid, fred = _player(http, "fred")
    _, stranger = _player(http, "stan")
    asked = http.post("/v1/players/me/friends", json={"name": "FRED"}, headers=host)
    assert asked.status_code == 201 and asked.json["status"] == "requested"
    incoming = http.get("/v1/players/me/friends", headers=fred).json["friends"]
    assert [(f["player_id"], f["status"]) for f in incoming] == [(hid, "incoming")]
    gid = _private(http, host)["id"]
    _refused(http.post(f"/v1/games/{gid}/invitations", json={"friend": "fred"}, headers=host),
             422, "not_a_friend")

    accepted = http.post("/v1/players/me/friends", json={"name": "Hilde", "player_id": hid},
                         headers=fred)
    assert accepted.status_code == 201 and accepted.json["status"] == "friends"
    assert http.get("/v1/players/me/friends", headers=host).json["friends"][0]["status"] == \
        "friends"
    public = http.post("/v1/games", json={"game": "goofspiel", "seats": 2}, headers=host).json
    tables = http.get("/v1/players/me/friends/tables", headers=fred).json["tables"]
    assert [t["game"]["id"] for t in tables] == [public["id"]]
    notes = history(actx, fid, KEEP)["notifications"]
    assert [(n["kind"], n["context"]["game_id"]) for n in notes] == \
        [("friend_table_opened", public["id"])]

    invited = _invite(http, host, gid, friend="fred")
    assert invited["seat"] == 1 and invited["friend"] == {"player_id": fid, "name": "fred"}
    assert history(actx, fid, KEEP)["notifications"][0]["kind"] == "invited"
    tables = http.get("/v1/players/me/friends/tables", headers=fred).json["tables"]
    assert {t["game"]["id"]: t["invited_seat"] for t in tables} == {public["id"]: None, gid: 1}
    assert http.get("/v1/players/me/friends/tables", headers=stranger).json["tables"] == []
    _refused(http.post(f"/v1/games/{gid}/seats", json={}, headers=stranger), 404,
             "game_not_found")
    joined = http.post(f"/v1/games/{gid}/seats", json={}, headers=fred)   # named: no token
    assert joined.status_code == 200 and joined.json["seats"][1]["name"] == "fred"

    assert http.delete(f"/v1/players/me/friends/{hid}", headers=fred).json["removed"] is True
    assert http.get("/v1/players/me/friends", headers=host).json["friends"] == []
    _refused(http.post("/v1/players/me/friends", json={"name": "nobody-has-this"},
                       headers=host), 404, "player_not_found")


def _finished(http, actx, host, guest):
    """A finished private goofspiel game: host, guest and a bot; the people resign."""
    gid = _private(http, host, seats=3)["id"]
    link = _invite(http, host, gid, seat=1)
    assert http.post(f"/v1/games/{gid}/seats", json={"invitation": link["token"]},
                     headers=guest).status_code == 200
    assert http.post(f"/v1/games/{gid}/bots", json={"level": "greedy"},
                     headers=host).status_code == 200
    assert http.post(f"/v1/games/{gid}/start", headers=host).status_code == 200
    _refused(http.post(f"/v1/games/{gid}/rematch", headers=host), 409, "game_not_over")
    for auth in (host, guest):
        assert http.post(f"/v1/games/{gid}/resign", headers=auth).status_code == 200
    run_all(actx)
    assert http.get(f"/v1/games/{gid}", headers=host).json["status"] == "finished"
    return gid


def test_a_rematch_keeps_seats_options_and_bots_and_is_made_once(http, actx):
    hid, host = _player(http, "hilde")
    guest_id, guest = _player(http, "gus")
    _, stranger = _player(http, "stan")
    gid = _finished(http, actx, host, guest)
    old = http.get(f"/v1/games/{gid}", headers=host).json
    assert "rematch" not in old

    made = http.post(f"/v1/games/{gid}/rematch", headers=guest)
    assert made.status_code == 201, made.json
    new = made.json
    assert (new["game"], new["options"], new["private"], new["status"], new["rematch_of"]) == \
        (old["game"], old["options"], True, "open", gid)
    assert [(s["kind"], s["player_id"], s["bot"]) for s in new["seats"]] == \
        [(None, None, None), ("player", guest_id, None), ("bot", None, "greedy")]
    again = http.post(f"/v1/games/{gid}/rematch", headers=host)
    assert again.status_code == 200 and again.json["id"] == new["id"]
    assert http.get(f"/v1/games/{gid}", headers=guest).json["rematch"] == new["id"]
    _refused(http.post(f"/v1/games/{gid}/rematch", headers=stranger), 404, "game_not_found")
    for part in ("/state", "/log", "/events?after=0&wait=0", "/scores", "/result", "/replay"):
        _refused(http.get(f"/v1/games/{gid}{part}", headers=stranger), 404, "game_not_found")
        assert http.get(f"/v1/games/{gid}{part}", headers=guest).status_code == 200
    assert http.get(f"/v1/games/{gid}/chat", headers=guest).status_code == 200
    _refused(http.get(f"/v1/games/{gid}/chat", headers=stranger), 404, "game_not_found")
    for part, body in (("/actions", {"actions": [{"type": "pass"}]}), ("/resign", None),
                       ("/chat", {"text": "hello"}), ("/seats/0/hint", {})):
        _refused(http.post(f"/v1/games/{gid}{part}", json=body, headers=stranger), 404,
                 "game_not_found")

    assert history(actx, hid, KEEP)["notifications"][0]["context"]["game_id"] == new["id"]
    _refused(http.post(f"/v1/games/{new['id']}/seats", json={}, headers=stranger), 404,
             "game_not_found")
    back = http.post(f"/v1/games/{new['id']}/seats", json={}, headers=host)
    assert back.status_code == 200 and back.json["seats"][0]["player_id"] == hid
    assert http.post(f"/v1/games/{new['id']}/start", headers=guest).status_code == 200


def test_a_notification_is_recorded_once_per_key_and_the_inbox_is_bounded(actx, new_player):
    pid = new_player(actx)
    assert record_notification(actx, pid, "invited", "invited:k1", {"game_id": "g1"}) is True
    assert record_notification(actx, pid, "invited", "invited:k1", {"game_id": "g1"}) is False
    for n in range(KEEP + 5):
        record_notification(actx, pid, "friend_table_opened", f"opened:{n}", {"game_id": str(n)})
    notes = history(actx, pid, KEEP)["notifications"]
    assert len(notes) == KEEP and notes[0]["context"] == {"game_id": str(KEEP + 4)}
