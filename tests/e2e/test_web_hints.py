"""Hints in the browser against the real stack (gunicorn, a Celery worker, Redis): a person creates a
Glück Auf game against a bot with "Allow hints" ticked, clicks Hint on her turn and reads the
strongest bot's move and its best alternatives with their chances; the page says the game is not
rated. A game created without hints shows no Hint button."""
import pytest
import requests

from tests.e2e.webbrowser import Session, browser  # noqa: F401  (the fixture)

pytestmark = pytest.mark.timeout(600)


def _create(page, hints: bool) -> str:
    """A 2-player Glück Auf game against a random bot; its id."""
    page.goto("/#/new?game=glueckauf")
    page.locator("select.seat-choice").first.wait_for()
    page.locator("#seats").select_option("2")
    page.locator("select.seat-choice").first.select_option("random")
    if hints:
        page.get_by_label("Allow hints from the strongest bot").check()
    page.get_by_role("button", name="Create the game").click()
    page.wait_for_url("**/#/games/*")
    page.locator("#game-meta").wait_for()
    return page.url.rsplit("/", 1)[1]


def test_a_hint_is_shown_on_my_turn_in_an_unrated_game(stack, browser):  # noqa: F811
    ada = Session(browser, stack["base"], "ada")
    page = ada.page
    ada.sign_up("Ada")
    game_id = _create(page, hints=True)
    token = page.evaluate("() => localStorage.getItem('pithead.token')")
    described = requests.get(f"{stack['base']}/v1/games/{game_id}", timeout=10,
                             headers={"Authorization": f"Bearer {token}"}).json()
    assert described["hints"] is True and described["rated"] is False
    page.locator("#your-turn").wait_for(timeout=60_000)
    assert "not rated" in page.locator("#hints").inner_text()
    page.locator("#hint-button").click()
    answer = page.locator("#hint-answer")
    answer.wait_for(timeout=60_000)
    assert "The hard bot would play:" in answer.inner_text()
    options = page.locator("#hint-alternatives li")
    assert 1 <= options.count() <= 3
    assert "chance to win" in options.first.inner_text()
    ada.shot("hint")

    _create(page, hints=False)
    page.locator(".table-area").wait_for()
    assert page.locator("#hint-button").count() == 0
    ada.close()
