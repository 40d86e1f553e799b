"""Pack & Stack in headless Chromium against the real stack: a person signs up, creates a 3-player
game against two easy bots (the fewest seats the game allows) and plays it to the end by clicking on
the drawn table: claims a revealed truck in the real-time race (as soon as the reveal is drawn; a
bot may be quicker, so every round tries), loads one truck by hand in the loading editor (picking
pieces, turning them, a drag, a spot the editor refuses in words), takes the server's suggestion in
others, and then loads nothing to bring the game to its end. The phone layout (390 × 844) is checked
mid-game; any JavaScript error, and any failed request the person did not cause, fails the test."""
import json
import time

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from shared.games.packstack.data import LENGTH, TRUCKS
from tests.e2e.webbrowser import Session, browser  # noqa: F401  (the fixture)

pytestmark = pytest.mark.timeout(600)
PHONE = {"width": 390, "height": 844}
DESK = {"width": 1280, "height": 800}
# refusals a person causes in a race: a bot was quicker, or the race ended as the person clicked
RACE_LOST = {"truck_taken", "last_must_take_top", "claim_pending", "already_has_truck", "action_not_allowed_now"}


class Watch:
    """Every failed request of the page, with the API's refusal code when there is one."""

    def __init__(self, page):
        self.failed, self.refused = [], []
        page.on("requestfailed", lambda r: self.failed.append(f"{r.method} {r.url} {r.failure}"))
        page.on("response", self._response)

    def _response(self, response):
        if response.status < 400:
            return
        try:
            code = response.json().get("code")
        except Exception:   # noqa: BLE001  (a body that is not JSON is a failure in itself)
            code = None
        try:
            kind = json.loads(response.request.post_data or "{}")["actions"][0]["type"]
        except (ValueError, KeyError, IndexError, TypeError):
            kind = None
        self.refused.append((response.request.method, kind, response.status, code))


def what_now(page, timeout=120.0):
    """'over', 'race' (a claim or the top card can be clicked) or 'load' (the editor is open)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if page.locator("#result").count():
            return "over"
        if page.locator("#ps-editor #ps-send:enabled").count():
            return "load"
        if page.locator("#ps-race #ps-take-top:enabled").count():
            return "race"
        page.wait_for_timeout(50)
    raise AssertionError("neither my move nor the end came")


def press(page, selector, done, tries=3):
    """Click a control until the page shows it took (`done`, a JS expression): the page redraws on
    every event, and a redraw between the mouse's down and up swallows the click (a person clicks
    again). False when the control was gone or disabled first (the game moved on)."""
    for _ in range(tries):
        try:
            page.locator(selector).first.click(timeout=3000)
        except PlaywrightTimeout:
            return False
        try:
            page.wait_for_function(f"() => {done}", timeout=3000)
            return True
        except PlaywrightTimeout:
            continue
    raise AssertionError(f"clicking {selector} did nothing")


RACE_DONE = """!document.querySelector('#ps-race #ps-take-top:enabled') ||
    /refused/.test(document.querySelector('#ps-race-me')?.textContent || '')"""


def race(page, stats):
    """Claim the first free revealed truck at once (else take the top card): the truck claimed,
    or None when the claim was refused (a bot was quicker) or the race ended first."""
    picks = page.locator("#ps-race button.ps-truck-pick:enabled")
    if not picks.count():
        stats["top"] += press(page, "#ps-race #ps-take-top:enabled", RACE_DONE)
        return None
    truck = picks.first.get_attribute("data-truck")
    if not press(page, f"#ps-race button.ps-truck-pick[data-truck='{truck}']:enabled", RACE_DONE):
        return None
    stats["claims"] += 1
    # my claim opened (or joined) a window: it closes and the truck is mine, or a bot was quicker
    if "refused" in page.evaluate("document.querySelector('#ps-race-me')?.textContent || ''"):
        stats["lost"] += 1
        return None
    return truck


def cells(page):
    """The editor's cells: {(row, column, level): state} with state 'empty', 'hanging' or 'full'."""
    found = page.locator("#ps-editor button.ps-cell").evaluate_all(
        """bs => bs.map(b => [b.dataset.cell, b.className.includes('ps-fill-') ? 'full' :
                             b.className.includes('ps-unsupported') ? 'hanging' : 'empty'])""")
    return {tuple(int(x) for x in at.split(",")): state for at, state in found}


def spot(grid, length, orientation):
    """A cell where a piece of `length` lying `orientation` fits (every cube empty and supported)."""
    step = {"row": (0, 1, 0), "column": (1, 0, 0), "up": (0, 0, 1), None: (0, 0, 0)}[orientation]
    for (r, c, k), state in sorted(grid.items(), key=lambda kv: (kv[0][2], kv[0][0], kv[0][1])):
        if state != "empty":
            continue
        run = [(r + i * step[0], c + i * step[1], k + i * step[2]) for i in range(length)]
        if all(grid.get(x) == "empty" or (orientation == "up" and i and grid.get(x) == "hanging")
               for i, x in enumerate(run)):
            return r, c, k
    return None


def click_cell(page, at):
    page.locator(f"#ps-editor button[data-cell='{at[0]},{at[1]},{at[2]}']").click()


LENGTHS = {"white": 1, "grey": 2, "brown": 3, "turquoise": 4, "purple": 5}


def refuse_once(page, stats):
    """A spot the editor must refuse in words, placing nothing: a long piece lying along from the
    last column sticks out (or covers a blocked cell), a cube on level 2 over an empty cell hangs."""
    colours = page.locator("#ps-editor .ps-tray button.ps-piece").evaluate_all("bs => bs.map(b => b.dataset.colour)")
    long_one = next((c for c in colours if LENGTHS[c] > 1), None)
    grid = cells(page)
    if long_one:
        page.locator(f"#ps-editor button.ps-piece[data-colour='{long_one}']").click()
        page.locator("#ps-editor button[data-orientation='row']").click()
        click_cell(page, max((at for at, s in grid.items() if s == "empty" and at[2] == 1), key=lambda at: at[1]))
        words = ("stick out", "outside the truck's loading area")
    elif any(at[2] == 2 for at in grid):
        click_cell(page, min(at for at in grid if at[2] == 2))
        words = ("overhang",)
    else:
        return
    message = page.locator("#ps-message").inner_text()
    assert "cannot go there" in message and any(w in message for w in words), message
    assert not page.locator("#ps-editor button.ps-cell[class*='ps-fill-']").count()
    stats["refused_locally"] += 1
    if long_one:
        page.keyboard.press("r")          # the keyboard turns the piece: along -> across
        assert page.locator("#ps-editor button[data-orientation='column']").get_attribute("aria-pressed") == "true"


def hand_load(session, stats):
    """Load the truck by hand: each piece picked from the tray, turned, clicked (one dragged) into
    a spot that fits."""
    page = session.page
    placed = 0
    colours = page.locator("#ps-editor .ps-tray button.ps-piece").evaluate_all("bs => bs.map(b => b.dataset.colour)")
    lengths = LENGTHS
    turns = (("up", "column", "row"), ("column", "row", "up"), ("row", "column", "up"))
    for colour in sorted(colours, key=lambda c: -lengths[c]):
        button = page.locator(f"#ps-editor button.ps-piece[data-colour='{colour}']")
        while button.is_enabled():
            button.click()
            at, orientation = None, None
            for orientation in (turns[placed % 3] if lengths[colour] > 1 else (None,)):
                if orientation:
                    page.locator(f"#ps-editor button[data-orientation='{orientation}']").click()
                at = spot(cells(page), lengths[colour], orientation)
                if at:
                    break
            if at is None:
                break                         # this colour fits nowhere any more: left off
            before = page.locator("#ps-editor button.ps-cell[class*='ps-fill-']").count()
            target = page.locator(f"#ps-editor button[data-cell='{at[0]},{at[1]},{at[2]}']")
            target.hover()                    # the editor previews where the piece would go
            assert page.locator("#ps-editor .ps-preview-ok").count() == lengths[colour]
            if colour == "white" and not stats["dragged"]:
                button.drag_to(target)
                stats["dragged"] += 1
            elif not stats.get("keyboard"):     # from the keyboard; the redraw keeps the focus
                target.focus()
                page.keyboard.press("Enter")
                key = page.evaluate("document.activeElement.dataset.key")
                assert key == f"ps-cell-{at[0]},{at[1]},{at[2]}", key
                stats["keyboard"] = 1
            else:
                target.click()
            after = page.locator("#ps-editor button.ps-cell[class*='ps-fill-']").count()
            assert after == before + lengths[colour], page.locator("#ps-message").inner_text()
            placed += 1
            stats[orientation or "cube"] = stats.get(orientation or "cube", 0) + 1
    assert placed, "no piece was placed by hand"
    filled = page.locator("#ps-editor button.ps-cell[class*='ps-fill-']").count()
    page.reload()                          # a reload mid-loading keeps the pieces placed
    page.locator("#ps-editor").wait_for()
    assert page.locator("#ps-editor button.ps-cell[class*='ps-fill-']").count() == filled
    score = page.locator("#ps-score").inner_text()
    assert score.startswith(f"Loaded "), score
    session.shot("ps-03-hand-load")
    send(session)
    return placed


SEND_DONE = """!document.querySelector('#ps-editor') || document.querySelector('#ps-send').disabled ||
    /refused/.test(document.querySelector('#ps-message').textContent)"""


def send(session):
    """Send the load; the editor goes once the server sealed it."""
    page = session.page
    editor = f"#ps-editor[data-round='{page.locator('#ps-editor').get_attribute('data-round')}']"
    assert press(page, "#ps-editor #ps-send:enabled", SEND_DONE)
    try:                                  # the next round's editor may come at once: not this one
        page.locator(editor).wait_for(state="detached")
    except PlaywrightTimeout:
        session.shot("ps-failed-send")
        message = page.locator("#ps-message").inner_text() if page.locator("#ps-message").count() else None
        raise AssertionError(f"the load was not taken: {message!r}, alert {session.alert()!r}") from None


def suggested_load(session):
    page = session.page
    page.locator("#ps-suggest").click()
    assert "suggestion 1 of" in page.locator("#ps-message").inner_text()
    send(session)


def empty_load(session):
    page = session.page
    if page.locator("#ps-clear:enabled").count():
        page.locator("#ps-clear").click()
    send(session)


def best_packing(session):
    """After the last round: a best packing (the bot service's exact solver) drawn beside the
    person's own, as full as the round's optimal penalty says."""
    page = session.page
    page.locator("#ps-ask-best").click()
    page.locator("#ps-best").wait_for(timeout=40_000)
    rounds = page.evaluate("""async () => {
      const id = location.hash.split('/').pop();
      const r = await fetch(`/v1/games/${id}/rounds`, {headers: {Authorization: `Bearer ${localStorage.getItem('pithead.token')}`}});
      return (await r.json()).rounds; }""")
    seat = page.evaluate("() => [...document.querySelectorAll('.ps-seat')].findIndex((e) => e.classList.contains('mine'))")
    mine = next(s for s in rounds[-1]["seats"] if s["seat"] == seat)
    volume = TRUCKS[mine["truck"]]["volume"]
    length = sum(LENGTH[c] * n for c, n in mine["load"].items())
    loaded = (volume + 2 * length - mine["optimal_penalty"]) // 3     # penalty = empty + 2 x left off
    filled = page.locator("#ps-best .ps-cell[class*='ps-fill-']").count()
    assert filled == loaded, (filled, loaded, mine)
    session.shot("ps-06-best-packing")


def replay(session):
    """The replay draws the same table from the full state, the first race and the end."""
    page = session.page
    page.locator("#open-replay").click()
    slider = page.get_by_label("Action", exact=True)
    slider.wait_for()
    page.locator("#replay-stage .ps").wait_for()
    slider.fill("4")
    page.locator("#at-text", has_text="After action 4 of").wait_for()
    assert page.locator("#replay-stage .ps-truck-pick").count() == 6
    session.shot("ps-07-replay")


def phone_check(session):
    page = session.page
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(200)
    width = page.evaluate("document.documentElement.scrollWidth")
    wide = page.evaluate("""() => [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 1 && !e.closest('.scroll'))
      .slice(0, 5).map((e) => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))""")
    session.shot("ps-04-phone")
    page.set_viewport_size(DESK)
    assert width <= PHONE["width"], f"the page is {width}px wide on a {PHONE['width']}px phone: {wide}"


def new_game(session, race_kind="realtime"):
    page = session.page
    session.sign_up("Ada")
    page.get_by_role("link", name="New game", exact=True).click()
    page.get_by_label("Game", exact=True).select_option("packstack")
    page.get_by_label("Players").select_option("3")
    page.get_by_label("Truck race").select_option(json.dumps(race_kind))
    for seat in (2, 3):
        page.get_by_label(f"Seat {seat}:").select_option("easy")
    page.get_by_role("button", name="Create the game").click()
    page.locator(".ps").wait_for()


def test_a_whole_packstack_game_against_two_bots_by_clicking(stack, browser):  # noqa: F811
    ada = Session(browser, stack["base"], "ada", viewport=DESK)
    watch = Watch(ada.page)
    page = ada.page
    started = time.monotonic()
    new_game(ada)
    ada.shot("ps-01-race")
    stats = {"claims": 0, "won": 0, "lost": 0, "top": 0, "rounds": 0, "hand": 0, "refused_locally": 0, "dragged": 0, "phone": 0}
    while (now := what_now(page)) != "over":
        if now == "race":
            truck = race(page, stats)
            if truck and what_now(page) != "race":      # else the white die gave it to a bot
                stats["won"] += truck in page.locator(".ps-seat.mine").inner_text()
            continue
        stats["rounds"] += 1
        if not stats["refused_locally"]:
            refuse_once(page, stats)
        if not stats["phone"]:
            phone_check(ada)
            stats["phone"] += 1
        if not stats["hand"]:
            stats["hand"] = hand_load(ada, stats)
        elif stats["won"] or stats["rounds"] > 8:
            empty_load(ada)              # the seat's points run out: the game ends
        else:
            suggested_load(ada)
        assert stats["rounds"] < 20, "the game does not end"
    seconds = time.monotonic() - started
    ada.shot("ps-05-result")
    result = page.locator("#result")
    assert result.locator("tbody tr").count() == 3
    assert page.locator("table.ps-round").count() == stats["rounds"]
    assert "The best packing of that load" in page.locator("#ps-result").inner_text()
    assert page.locator("#ps-result .ps-loaded").count(), "the person's own last load is drawn"
    best_packing(ada)
    print(f"\npackstack by clicking: {json.dumps(stats)} in {seconds:.1f} s")
    assert stats["hand"] and stats["refused_locally"] and stats["dragged"] and stats.get("keyboard")
    assert stats["claims"] >= 1, "no truck was claimed from the page"
    assert stats["won"] >= 1, f"no claim was won against the bots in {stats['rounds']} rounds"
    unexpected = [r for r in watch.refused
                  if not (r[0] == "POST" and r[1] in ("claim", "take_top") and r[2] == 422 and r[3] in RACE_LOST)]
    assert not unexpected, unexpected
    # the person's reload cut the page's event stream: that one failed request they caused
    assert not [f for f in watch.failed if not ("/events" in f and "ERR_ABORTED" in f)], watch.failed
    phone_check(ada)                       # the result and the best packing on a phone too
    replay(ada)
    ada.close(allow_refusals=True)


def test_a_sealed_race_is_claimed_from_the_page(stack, browser):  # noqa: F811
    """The sealed race (hidden claims revealed together): the person claims from the drawn trucks
    each round, loads nothing, and the game ends; the log tells the revealed claims."""
    bea = Session(browser, stack["base"], "bea", viewport=DESK)
    watch = Watch(bea.page)
    page = bea.page
    new_game(bea, "sealed")
    page.get_by_role("heading", name="Choose a truck: claims are revealed together").wait_for()
    stats = {"claims": 0, "won": 0, "lost": 0, "top": 0}
    rounds = 0
    while (now := what_now(page)) != "over":
        if now == "race":
            truck = race(page, stats)
            if truck and what_now(page) != "race":
                stats["won"] += truck in page.locator(".ps-seat.mine").inner_text()
            continue
        rounds += 1
        empty_load(bea)
        assert rounds < 6, "the game does not end"
    assert stats["claims"] >= 1 and page.locator("#log li", has_text="Claims revealed").count() >= 1, stats
    assert not [r for r in watch.refused if r[3] not in RACE_LOST], watch.refused
    assert not watch.failed, watch.failed
    bea.close(allow_refusals=True)
