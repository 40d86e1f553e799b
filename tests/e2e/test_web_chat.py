"""The table chat in headless Chromium against the real stack (gunicorn, the Celery worker, Redis):
two people at one table, each in their own browser session. A line typed in one page appears live in
the other (over the game's SSE stream, no reload); past the rate limit the page shows the refusal;
once Bob mutes Ada, her lines are not shown on his page (not even one his stream passed before her
next move reached him), while his own still are and still reach her live; she reports one of his
lines, and, as the game's creator, opens the chat to spectators with her switch."""
import time

import pytest
import requests

from tests.e2e.webbrowser import Session, browser  # noqa: F401  (the fixture)

pytestmark = pytest.mark.timeout(240)


def _token(session) -> dict:
    token = session.page.evaluate("localStorage.getItem('pithead.token')")
    return {"Authorization": f"Bearer {token}"}


def _table(base, ada, bob) -> str:
    """A started Goofspiel game: Ada in seat 0, Bob in seat 1 (made over the API)."""
    made = requests.post(f"{base}/v1/games", json={"game": "goofspiel", "seats": 2},
                         headers=_token(ada), timeout=15)
    game_id = made.json()["id"]
    assert requests.post(f"{base}/v1/games/{game_id}/seats", json={}, headers=_token(bob),
                         timeout=15).status_code == 200
    assert requests.post(f"{base}/v1/games/{game_id}/start", headers=_token(ada),
                         timeout=15).status_code == 200
    return game_id


def _open(session, game_id):
    session.page.goto(f"/#/games/{game_id}")
    session.page.wait_for_selector("#live[data-state='live']")
    session.page.wait_for_selector("#chat-text:enabled")


def _say(session, text):
    session.page.fill("#chat-text", text)
    session.page.click("#chat-send")


def _lines(session) -> list[str]:
    return session.page.locator("#chat-lines li .chat-text").all_inner_texts()


def _version(session) -> int:
    return int(session.page.locator("#game-meta").get_attribute("data-version"))


def test_chat_reaches_the_other_page_live_refuses_past_the_limit_and_hides_the_muted(stack, browser):  # noqa: F811
    ada, bob = Session(browser, stack["base"], "ada"), Session(browser, stack["base"], "bob")
    ada.sign_up("Ada")
    bob.sign_up("Bob")
    game_id = _table(stack["base"], ada, bob)
    _open(ada, game_id)
    _open(bob, game_id)

    _say(ada, "Glück auf, Bob!")
    bob.page.locator("#chat-lines li", has_text="Glück auf, Bob!").wait_for()   # live, no reload
    assert bob.page.locator("#chat-lines li strong").first.inner_text() == "Ada"
    # Bob's stream may bring the line before Ada's page has the answer that clears her field
    ada.page.locator("#chat-send:enabled").wait_for()
    assert ada.page.locator("#chat-text").input_value() == ""

    # Bob mutes Ada: her line leaves his page, and what she writes next never shows there
    bob.page.locator("#chat-lines li", has_text="Glück auf, Bob!").get_by_role(
        "button", name="Mute").click()
    bob.page.locator("#chat-muted", has_text="Ada").wait_for()
    assert _lines(bob) == []
    _say(ada, "can you hear me?")
    ada.page.locator("#chat-lines li", has_text="can you hear me?").wait_for()
    before = _version(bob)
    ada.page.locator(".generic button[data-action]:enabled").first.click()   # her bid: a move
    deadline = time.monotonic() + 30
    while _version(bob) <= before:   # Bob's stream has passed her line: the move came after it
        assert time.monotonic() < deadline, "Ada's move never reached Bob's page"
        bob.page.wait_for_timeout(100)
    assert _lines(bob) == []

    # Ada writes until the rate limit (5 lines in 10 s) refuses one: the page shows it in words
    refused = None
    for n in range(12):
        _say(ada, f"line {n}")
        ada.page.locator("#chat-send:enabled").wait_for()   # the answer came
        if ada.page.locator("#chat-error").is_visible():
            refused = f"line {n}"
            break
    assert refused, "twelve lines in a row and none refused"
    assert "chat_rate_limited" in ada.page.locator("#chat-error").inner_text()
    assert refused not in _lines(ada)
    assert ada.page.locator("#chat-text").input_value() == refused   # kept to send again

    _say(bob, "quiet now")
    ada.page.locator("#chat-lines li", has_text="quiet now").wait_for()
    # each page draws the line when its own stream brings it: Ada's may come first
    bob.page.locator("#chat-lines li", has_text="quiet now").wait_for()
    assert _lines(bob) == ["quiet now"]

    # Ada reports Bob's line; as the creator she opens the chat to spectators (Bob has no switch)
    line = ada.page.locator("#chat-lines li", has_text="quiet now")
    line.get_by_role("button", name="Report").click()
    ada.page.fill(".chat-reason", "testing the report")
    ada.page.get_by_role("button", name="Send report").click()
    ada.page.locator("#chat-error", has_text="Reported").wait_for()
    assert bob.page.locator("#chat-switch").is_hidden()
    ada.page.check("#chat-spectators")
    settings = f"{stack['base']}/v1/games/{game_id}/chat?after={'9' * 15}"
    deadline = time.monotonic() + 20
    while not requests.get(settings, headers=_token(bob), timeout=15).json()["settings"][
            "spectators_write"]:
        assert time.monotonic() < deadline, "the switch did not open the chat to spectators"
        time.sleep(0.2)
    ada.shot("chat-ada")
    bob.shot("chat-bob")
    ada.close(allow_refusals=True)   # the 429 the test provoked
    bob.close()
