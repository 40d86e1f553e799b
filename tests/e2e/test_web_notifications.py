"""The web client's notifications (issue 30) in headless Chromium against the real stack: the
settings page sets an address (confirmed by the mailed link), turns a kind's e-mail off and sets
quiet hours; the service worker registers at the root scope; a bot's move shows an unread badge
on "My games" that leads to the history, whose line links to the table."""
import time

import pytest
import requests

from tests.e2e.webbrowser import Session, browser  # noqa: F401  (the fixture)

pytestmark = pytest.mark.timeout(300)


def _api(session, method, path, **kw):
    token = session.page.evaluate("localStorage.getItem('pithead.token')")
    answer = requests.request(method, session.base + path, timeout=15,
                              headers={"Authorization": f"Bearer {token}"}, **kw)
    assert answer.status_code < 300, answer.text
    return answer.json()


def test_settings_history_and_unread_badge(stack, browser):  # noqa: F811
    sink = stack["sink"]
    ada = Session(browser, stack["base"], "ada")
    page = ada.page
    ada.sign_up("ada")
    page.get_by_role("link", name="Notifications").click()
    page.get_by_role("heading", name="Notifications").wait_for()
    before = len(sink.messages)
    page.locator("#email").fill("ada-web@example.org")
    page.get_by_role("button", name="Save").first.click()
    page.get_by_text("Sent: follow the link").wait_for()
    link = next(w for w in sink.wait(before + 1)[before].get_content().split()
                if "/v1/email-confirmations/" in w)
    assert requests.get(link, timeout=10).json()["verified"] is True
    page.reload()
    page.get_by_text("Confirmed.").wait_for()

    page.get_by_label("Your turn by email").uncheck()
    page.get_by_role("status").filter(has_text="Saved.").wait_for()
    page.locator("#quiet-on").check()
    page.get_by_label("From").fill("23:00")
    page.locator("form", has=page.locator("#quiet-on")).get_by_role("button", name="Save").click()
    page.get_by_role("status").filter(has_text="Quiet hours saved.").wait_for()
    settings = _api(ada, "GET", "/v1/players/me/notification-settings")
    assert settings["kinds"]["your_turn"] == {"email": False, "push": True}
    quiet = settings["quiet_hours"]
    assert quiet["enabled"] and quiet["start"] == "23:00" and quiet["time_zone"]

    scope = page.evaluate("navigator.serviceWorker.register('/sw.js').then((r) => r.scope)")
    assert scope == stack["base"] + "/"

    gid = _api(ada, "POST", "/v1/games", json={"game": "glueckauf", "seats": 2,
                                               "options": {"starting_player": 1}})["id"]
    _api(ada, "POST", f"/v1/games/{gid}/bots", json={"level": "easy"})
    _api(ada, "POST", f"/v1/games/{gid}/start")   # the bot drafts first: then it is ada's turn
    deadline = time.monotonic() + 60
    while not _api(ada, "GET", "/v1/players/me/notifications")["unread"]:
        assert time.monotonic() < deadline, "no notification of the bot's move"
        time.sleep(0.2)
    page.goto("/")
    badge = page.locator("#unread")
    assert badge.inner_text() == "1"
    badge.click()
    page.get_by_role("link", name="Your turn in Glück Auf").click()
    page.wait_for_url(f"**/#/games/{gid}")
    ada.close()
