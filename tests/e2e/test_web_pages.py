"""Every page fits a 390 px phone (issue 29): the home, new-game and leaderboard pages, and the game
page of each registered game open, started and finished, in headless Chromium at 390x844 against
the real stack. A page is too wide when document.documentElement.scrollWidth exceeds 390 (wide
tables scroll inside their own box instead). Also: seats numbered from 1 and bots named apart."""
import pytest
import requests

from tests.e2e.webbrowser import Session, browser  # noqa: F401  (the fixture)

PHONE = {"width": 390, "height": 844}
pytestmark = pytest.mark.timeout(900)
WIDE_JS = """() => [...document.querySelectorAll('body *')]
  .filter((e) => e.getBoundingClientRect().right > innerWidth + 1 && !e.closest('.scroll'))
  .slice(0, 5).map((e) => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))"""


def fits(session, what):
    """The page is no wider than the phone."""
    page = session.page
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{what}: {width}px wide on a {PHONE['width']}px phone: {page.evaluate(WIDE_JS)}"


def catalog(base):
    return requests.get(f"{base}/v1/catalog", timeout=10).json()["games"]


def new_game(page, game, people=0):
    """A game of `game` at its most seats: bots at the first level, `people` seats left open."""
    page.goto(f"/#/new?game={game}")
    seats = page.locator("select.seat-choice")
    seats.first.wait_for()
    for i in range(seats.count()):
        seats.nth(i).select_option(index=0 if i < people else 1)
    page.get_by_role("button", name="Create the game").click()
    page.wait_for_url("**/#/games/*")
    page.locator("#game-meta").wait_for()


def test_every_page_fits_a_phone_for_every_game_at_every_phase(stack, browser):  # noqa: F811
    eve = Session(browser, stack["base"], "eve on a phone", viewport=PHONE)
    page = eve.page
    page.on("dialog", lambda dialog: dialog.accept())      # the resign confirmation
    eve.sign_up("Eve")
    fits(eve, "home")
    games = [g["name"] for g in catalog(stack["base"])]
    assert {"glueckauf", "goofspiel", "ohmygoods", "packstack", "quartz"} <= set(games)
    for game in games:
        page.goto(f"/#/new?game={game}")
        page.locator("select.seat-choice").first.wait_for()
        fits(eve, f"new {game} game")
        new_game(page, game, people=1)
        page.get_by_role("heading", name="Seats").wait_for()
        assert page.locator("#seats li").first.inner_text().startswith("Eve (you)")
        assert "Seat 2: free" in page.locator("#seats").inner_text()
        fits(eve, f"{game}, open")

        new_game(page, game)
        page.locator(".table-area").wait_for()
        page.locator("#log li").first.wait_for()
        assert "Bot 2 · " in page.locator("main").inner_text(), "bots are named by their seat"
        fits(eve, f"{game}, started")
        page.get_by_role("button", name="Resign").click()    # a bot plays my seat to the end
        page.locator("#result").wait_for(timeout=240_000)
        page.locator("#score-breakdown").wait_for()
        fits(eve, f"{game}, finished")
        page.goto(f"/#/leaderboards/{game}")
        page.locator("#my-rank").wait_for()
        fits(eve, f"{game} leaderboard")
    page.goto("/")
    page.locator("#my-games [data-place]").first.wait_for()
    assert page.locator("#my-games [data-place]").count() == len(games), "a place for each finished game"
    fits(eve, "home with finished games")
    eve.close()
