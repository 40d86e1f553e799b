"""Done-when test of notifications that reach a closed page (issue 30), on the e2e stack's real
processes (gunicorn and a Celery worker on Redis), a real SMTP server on loopback (aiosmtpd) and a
push-service stand-in that checks the VAPID signature and decrypts the payload (conftest.py). A person confirms an address by the
mailed link and allows push; a bot's move makes it their turn: exactly one mail, with a link to the
table that works and a one-click unsubscribe (RFC 8058) that works; the next turn mails nothing,
push still comes, and the history lists both turns."""
import time

import requests

from tests.e2e.conftest import NOTIFY_BATCH_S, Client
from tests.e2e.conftest import wait_until as _wait_until

BATCH_S = NOTIFY_BATCH_S


def _confirm(person, sink, address) -> None:
    before = len(sink.messages)
    answer = person.call("PUT", "/v1/players/me/email", json={"address": address})
    assert answer.status_code == 202 and answer.json() == {"address": address, "verified": False}
    mail = sink.wait(before + 1)[before]
    link = next(w for w in mail.get_content().split() if "/v1/email-confirmations/" in w)
    assert requests.get(link, timeout=10).json() == {"address": address, "verified": True}
    assert requests.get(link[:-3] + "xyz", timeout=10).status_code == 404   # a forged link


def _my_turn(person, gid, timeout=60) -> dict:
    def mine():
        legal = person.call("GET", f"/v1/games/{gid}/actions").json()
        return legal if legal["actions"] else None
    return _wait_until(mine, timeout, "the person's turn")


def test_a_bots_move_mails_once_with_a_table_link_and_one_click_unsubscribe(stack):
    base, sink, push = stack["base"], stack["sink"], stack["push"]
    ada = Client(base, "ada")
    _confirm(ada, sink, "ada@example.org")
    mailed, pushed_before = len(sink.messages), len(push.received)
    settings = ada.call("GET", "/v1/players/me/notification-settings").json()
    assert settings["push_public_key"] == stack["vapid_public"]
    assert ada.call("POST", "/v1/players/me/push-subscriptions",
                    json=push.subscription()).status_code == 201
    gid = ada.call("POST", "/v1/games", json={"game": "glueckauf", "seats": 2,
                                              "options": {"starting_player": 1}}).json()["id"]
    assert ada.call("POST", f"/v1/games/{gid}/bots", json={"level": "easy"}).ok
    assert ada.call("POST", f"/v1/games/{gid}/start").ok   # the bot drafts first
    legal = _my_turn(ada, gid)

    mail = sink.wait(mailed + 1)[mailed]
    time.sleep(BATCH_S + 1)   # nothing else comes: exactly one mail
    assert len(sink.messages) == mailed + 1
    assert mail["To"] == "ada@example.org" and "Glück Auf" in mail["Subject"]
    table = f"{base}/#/games/{gid}"
    assert table in mail.get_content()
    assert requests.get(table, timeout=10).status_code == 200   # the web client's page
    assert ada.call("GET", f"/v1/games/{gid}").json()["id"] == gid

    pushed = push.wait(pushed_before + 1)[pushed_before]
    assert pushed["url"] == table and "Glück Auf" in pushed["title"] and push.refused == []

    assert mail["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    unsubscribe = mail["List-Unsubscribe"].strip("<>")
    assert unsubscribe.startswith(f"{base}/v1/unsubscribe/")
    answer = requests.post(unsubscribe, data={"List-Unsubscribe": "One-Click"}, timeout=10)
    assert answer.status_code == 200 and answer.json()["unsubscribed"] == ["your_turn"]
    settings = ada.call("GET", "/v1/players/me/notification-settings").json()
    assert settings["kinds"]["your_turn"] == {"email": False, "push": True}

    ada.call("POST", f"/v1/games/{gid}/actions",
             json={"actions": [legal["actions"][0]], "expected_version": legal["version"]})
    _my_turn(ada, gid)   # the bot moved again: the person's turn again
    assert len(push.wait(pushed_before + 2)) == pushed_before + 2   # push still comes
    time.sleep(BATCH_S + 1)
    assert len(sink.messages) == mailed + 1   # but no mail

    history = ada.call("GET", "/v1/players/me/notifications").json()
    turns = [n for n in history["notifications"] if n["kind"] == "your_turn"]
    assert len(turns) == 2 and all(n["game_id"] == gid for n in turns)
    assert history["unread"] >= 2
    assert ada.call("POST", "/v1/players/me/notifications/read", json={}).json() == {"unread": 0}
