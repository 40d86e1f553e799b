"""The shared pages in Russian (issue 34), in headless Chromium against the real stack: a browser
whose languages are Russian (locale ru-RU) and that saved no choice walks every page (the lobby,
the new-game form, an open table with its seats and invitations, the join page of an invitation,
a game with its table, chat, hints and log, a finished game with its ranking and score breakdown,
its replay, the leaderboard, friends, notifications, the account) and reads no Latin word but
proper names; then the switch in the top navigation turns the page English at once, without a
reload, and back; the choice, saved on the player, follows her to an English browser."""
import re

import pytest
import requests

from tests.e2e.webbrowser import Session, browser  # noqa: F401  (the fixture)

pytestmark = pytest.mark.timeout(240)
# Latin a Russian page may show: the site's and a game's names, the language's own name in the
# switch, "API" (the docs link), openskill (the rating's maker)
PROPER = {"Pithead", "Glück", "Auf", "English", "API", "openskill"}
# a word of Latin letters alone (not part of an id such as 3f2ab9c or a token's tok_ab12)
LATIN = re.compile(r"(?<![\w-])[A-Za-z]{2,}(?![\w-])")
# the page's visible text, but code (token ids) and what a person typed in a field
VISIBLE_TEXT = """() => {
  const out = [];
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walk.nextNode(); node; node = walk.nextNode()) {
    const el = node.parentElement;
    if (!el || el.closest("code, script, noscript, [hidden]") || !el.getClientRects().length) continue;
    out.push(node.textContent);
  }
  for (const el of document.querySelectorAll("[aria-label], [placeholder]")) {
    out.push(el.getAttribute("aria-label") || "", el.getAttribute("placeholder") || "");
  }
  return out.join("\\n");
}"""


def latin(page, names: frozenset = frozenset()) -> list[str]:
    """The Latin words the page shows (or says to a screen reader) that are not proper names
    (PROPER, and the people's `names` the page lists)."""
    return sorted({w for w in LATIN.findall(page.evaluate(VISIBLE_TEXT)) if w not in PROPER | names})


SHOWN = {"home", "new-game", "game", "finished"}   # pages kept as screenshots (test-output/web/)


def russian(session, what: str, seen: dict, names: frozenset = frozenset()) -> None:
    """The page reads Russian: note any Latin word left, by page."""
    words = latin(session.page, names)
    if words:
        seen[what] = words
    if words or what in SHOWN:
        session.shot(f"ru-pages-{what}")


def new_game(page, game: str, seats: int, choices: list[str], hints: bool = False) -> str:
    """A game made on the new-game form: the seats after mine (a level, or "" for a person); its id."""
    page.goto(f"/#/new?game={game}")
    page.locator("select.seat-choice").first.wait_for()
    page.locator("#seats").select_option(str(seats))
    for i, choice in enumerate(choices):
        page.locator(f"#seat-{i + 1}").select_option(choice)
    if hints:
        page.locator("#hints").check()
    page.locator("form button[type=submit]").click()
    page.wait_for_url("**/#/games/*")
    page.locator("#game-meta").wait_for()
    return page.url.rsplit("/", 1)[1]


def test_every_page_reads_russian_and_the_switch_turns_it_english_at_once(stack, browser):  # noqa: F811
    ada = Session(browser, stack["base"], "ada", locale="ru-RU")
    bob = Session(browser, stack["base"], "bob", locale="ru-RU")
    page, seen = ada.page, {}
    page.on("dialog", lambda dialog: dialog.accept())      # the resign confirmation
    page.goto("/")
    page.locator("#name").wait_for()
    assert page.evaluate("[document.documentElement.lang, localStorage.getItem('pithead.language')]") == ["ru", None]
    russian(ada, "welcome", seen)
    ada.sign_up("Ада")
    bob.sign_up("Боб")
    russian(ada, "home", seen)

    page.goto("/#/friends")
    page.locator("#friend-name").fill("Боб")
    page.locator("#friend-name + button").click()
    page.locator("#friends li[data-status=requested]").wait_for()
    russian(ada, "friends", seen)

    page.goto("/#/new?game=glueckauf")
    page.locator("select.seat-choice").first.wait_for()
    page.locator("#opt-starting_player").wait_for()
    russian(ada, "new-game", seen)

    new_game(page, "goofspiel", 2, [""])                  # an open table: seats and invitations
    page.locator("#invite-link").click()
    link = page.locator("#invite-url").input_value()
    russian(ada, "open-table", seen)
    bob.page.goto(link)
    bob.page.locator("#accept-invite").wait_for()
    russian(bob, "invitation", seen)

    new_game(page, "glueckauf", 2, ["random"], hints=True)   # a game: table, chat, hints, log
    page.locator("#hints").wait_for()
    page.locator("#chat-text:enabled").wait_for()
    page.locator("#log li").first.wait_for()
    russian(ada, "game", seen)

    page.locator("button", has_text="Сдаться").click()    # resigned: the bots play it to the end
    page.locator("#score-breakdown").wait_for(timeout=60_000)
    russian(ada, "finished", seen)
    page.locator("#open-replay").click()
    page.locator("#at-text").wait_for()
    russian(ada, "replay", seen)

    page.goto("/#/leaderboards/goofspiel")
    page.locator("#my-rank").wait_for()
    # the players the other tests of the session rated are listed by their (Latin) names
    token = page.evaluate("localStorage.getItem('pithead.token')")
    board = requests.get(f"{stack['base']}/v1/leaderboards/goofspiel", timeout=10,
                         headers={"Authorization": f"Bearer {token}"}).json()["entries"]
    russian(ada, "leaderboard", seen, frozenset(w for row in board for w in LATIN.findall(row["name"] or "")))
    page.goto("/#/notifications")
    page.locator("#kinds").wait_for()
    russian(ada, "notifications", seen)
    page.goto("/#/account")
    page.locator("#tokens li").first.wait_for()
    russian(ada, "account", seen)
    assert not seen, f"Latin words on the Russian pages: {seen}"

    # the switch: English at once, no reload (a mark left on the window survives), and back
    page.evaluate("window.pitheadMark = 'still here'")
    page.locator("#language select").select_option("en")
    page.get_by_role("heading", name="Account", exact=True).wait_for()
    assert page.get_by_role("link", name="New game", exact=True).is_visible()
    assert page.evaluate("[document.documentElement.lang, localStorage.getItem('pithead.language'), window.pitheadMark]") \
        == ["en", "en", "still here"]
    page.locator("#language select").select_option("ru")
    page.get_by_role("heading", name="Учётная запись", exact=True).wait_for()
    assert page.evaluate("window.pitheadMark") == "still here" and latin(page) == []
    token = page.evaluate("localStorage.getItem('pithead.token')")   # the choice follows the player
    me = requests.get(f"{stack['base']}/v1/players/me", headers={"Authorization": f"Bearer {token}"}, timeout=10)
    assert me.json()["language"] == "ru"
    elsewhere = Session(browser, stack["base"], "ada elsewhere")   # an English browser, her token
    elsewhere.page.goto("/")
    elsewhere.page.locator("#token").fill(token)
    elsewhere.page.locator("form:has(#token) button[type=submit]").click()
    elsewhere.page.get_by_role("heading", name="Партии", exact=True).wait_for()
    assert elsewhere.page.evaluate("localStorage.getItem('pithead.language')") == "ru"
    ada.close()
    bob.close()
    elsewhere.close()
