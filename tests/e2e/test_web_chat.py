"""The table chat in headless Chromium against the real stack (gunicorn, the Celery worker, Redis):
two people at one table, each in their own browser session. A line typed in one page appears live in
the other (over the game's SSE stream, no reload); past the rate limit the page shows the refusal;
once Bob mutes Ada, her lines are not shown on his page while his own still are."""
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


def test_chat_reaches_the_other_page_live_refuses_past_the_limit_and_hides_the_muted(stack, browser):  # noqa: F811
    ada, bob = Session(browser, stack["base"], "ada"), Session(browser, stack["base"], "bob")
    ada.sign_up("Ada")
    bob.sign_up("Bob")
    game_id = _table(stack["base"], ada, bob)
    _open(ada, game_id)
    _open(bob, game_id)

    _say(ada, "Glück auf, Bob!")
    bob.page.locator("#chat-lines li", has_text="Glück auf, Bob!").wait_for()
    assert bob.page.locator("#chat-lines li strong").first.inner_text() == "Ada"
    _say(bob, "Glück auf!")
    ada.page.locator("#chat-lines li", has_text="Glück auf!").last.wait_for()
    assert ada.page.locator("#chat-text").input_value() == ""

    # Bob mutes Ada: her line leaves his page, and what she writes next never shows there
    bob.page.locator("#chat-lines li", has_text="Glück auf, Bob!").get_by_role(
        "button", name="Mute").click()
    bob.page.locator("#chat-muted", has_text="Ada").wait_for()
    assert _lines(bob) == ["Glück auf!"]

    # Ada writes past the rate limit (5 lines in 10 s): the page shows the refusal in words
    for n in range(2, 6):
        _say(ada, f"line {n}")
        ada.page.locator("#chat-lines li", has_text=f"line {n}").wait_for()
    _say(ada, "one too many")
    error = ada.page.locator("#chat-error")
    error.wait_for()
    assert "chat_rate_limited" in error.inner_text()
    assert "one too many" not in _lines(ada)
    assert ada.page.locator("#chat-text").input_value() == "one too many"   # kept to send again

    # Bob's page is still live (his line reaches Ada) and shows none of Ada's later lines
    _say(bob, "quiet now")
    ada.page.locator("#chat-lines li", has_text="quiet now").wait_for()
    bob.page.locator("#chat-lines li", has_text="quiet now").wait_for()
    assert _lines(bob) == ["Glück auf!", "quiet now"]
    ada.shot("chat-ada")
    bob.shot("chat-bob")
    ada.close(allow_refusals=True)   # the 429 the test provoked
    bob.close()
