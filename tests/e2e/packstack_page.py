"""Pack & Stack's drawn table as a person uses it, for the browser tests: what the page offers
now, the race's clicks, the loading editor's pieces (picked, turned, dragged, typed, clicked),
sending, the phone layout and the requests that failed. The words the tests read are the table's
catalog's in the page's language (table_words.py), so the same steps run in Russian and English."""
import json
import time

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from shared.games.packstack.data import LENGTH, TRUCKS
from tests.e2e.table_words import opening, reads_as, said
from tests.e2e.webbrowser import REPLAY_AT, new_game_by_ids, sign_up_by_ids

PHONE = {"width": 390, "height": 844}
DESK = {"width": 1280, "height": 800}
# refusals a person causes in a race: a bot was quicker, or the race ended as the person clicked
RACE_LOST = {"truck_taken", "last_must_take_top", "claim_pending", "already_has_truck", "action_not_allowed_now"}


def refused_js(page, selector: str) -> str:
    """A JS expression: the element says the server refused the move."""
    return f"(document.querySelector('{selector}')?.textContent || '').includes({json.dumps(opening(page, 'ps.refused'))})"


class Watch:
    """Every failed request of the page, with the API's refusal code when there is one, and the
    moves it sent (a simultaneous or real-time move carries no expected_version)."""

    def __init__(self, page):
        self.failed, self.refused, self.moves = [], [], []
        page.on("requestfailed", lambda r: self.failed.append(f"{r.method} {r.url} {r.failure}"))
        page.on("request", self._request)
        page.on("response", self._response)

    def _request(self, request):
        if request.method == "POST" and request.url.endswith("/actions"):
            self.moves.append(json.loads(request.post_data or "{}"))

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


def race_done(page) -> str:
    """A JS expression: the race's buttons are gone, or the claim was refused."""
    return f"!document.querySelector('#ps-race #ps-take-top:enabled') || {refused_js(page, '#ps-race-me')}"


def race(page, stats):
    """Claim the first free revealed truck at once (else take the top card): the truck claimed,
    or None when the claim was refused (a bot was quicker) or the race ended first."""
    picks = page.locator("#ps-race button.ps-truck-pick:enabled")
    if not picks.count():
        stats["top"] += press(page, "#ps-race #ps-take-top:enabled", race_done(page))
        return None
    truck = picks.first.get_attribute("data-truck")
    if not press(page, f"#ps-race button.ps-truck-pick[data-truck='{truck}']:enabled", race_done(page)):
        return None
    stats["claims"] += 1
    # my claim opened (or joined) a window: it closes and the truck is mine, or a bot was quicker
    if page.evaluate(f"() => {refused_js(page, '#ps-race-me')}"):
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


LENGTHS = LENGTH                           # piece length per colour, from the printed data


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
        reasons = ("ps.why.outside_grid", "ps.why.cell_not_loadable")
    elif any(at[2] == 2 for at in grid):
        click_cell(page, min(at for at in grid if at[2] == 2))
        reasons = ("ps.why.unsupported",)
    else:
        return
    message = page.locator("#ps-message").inner_text()
    assert reads_as(page, "ps.cannot_go", message), message
    assert any(said(page, why) in message for why in reasons), message
    assert not page.locator("#ps-editor button.ps-cell[class*='ps-fill-']").count()
    stats["refused_locally"] += 1
    if long_one:
        page.keyboard.press("r")          # the keyboard turns the piece: along -> across
        assert page.locator("#ps-editor button[data-orientation='column']").get_attribute("aria-pressed") == "true"


FILLED = "#ps-editor button.ps-cell[class*='ps-fill-']"
TURNS = (("up", "column", "row"), ("column", "row", "up"), ("row", "column", "up"))


def turn_to_fit(page, colour, prefer):
    """Pick the piece and turn it the first way in `prefer` that fits somewhere: (spot, turn)."""
    page.locator(f"#ps-editor button.ps-piece[data-colour='{colour}']").click()
    for orientation in (prefer if LENGTHS[colour] > 1 else (None,)):
        if orientation:
            page.locator(f"#ps-editor button[data-orientation='{orientation}']").click()
        at = spot(cells(page), LENGTHS[colour], orientation)
        if at:
            return at, orientation
    return None, None


def put(page, colour, at, stats):
    """Put the picked piece at `at`: dragged (the first piece), from the keyboard (the next one;
    the redraw keeps the focus on its cell) or clicked; the editor previews it on hover first."""
    target = page.locator(f"#ps-editor button[data-cell='{at[0]},{at[1]},{at[2]}']")
    target.hover()
    assert page.locator("#ps-editor .ps-preview-ok").count() == LENGTHS[colour]
    if not stats["dragged"]:
        page.locator(f"#ps-editor button.ps-piece[data-colour='{colour}']").drag_to(target)
        stats["dragged"] += 1
    elif not stats.get("keyboard"):
        target.focus()
        grid, (r, c, k) = cells(page), at        # an arrow there and back: the focus comes home
        there = any((r, x, k) in grid for x in range(c + 1, 5))
        moved = []
        for arrow in (("ArrowRight", "ArrowLeft") if there else ("ArrowLeft", "ArrowRight")):
            page.keyboard.press(arrow)
            moved.append(page.evaluate("document.activeElement.dataset.key"))
        assert moved[0] != moved[1] or not any((r, x, k) in grid for x in range(5) if x != c), moved
        page.keyboard.press("Enter")
        key = page.evaluate("document.activeElement.dataset.key")
        assert key == f"ps-cell-{at[0]},{at[1]},{at[2]}", key
        stats["keyboard"] = 1
    else:
        target.click()


def hand_load(session, stats):
    """Load the truck by hand, longest pieces first, each turned a different way when it fits;
    a reload keeps what is placed; then send it."""
    page, placed = session.page, 0
    colours = page.locator("#ps-editor .ps-tray button.ps-piece").evaluate_all("bs => bs.map(b => b.dataset.colour)")
    for colour in sorted(colours, key=lambda c: -LENGTHS[c]):
        while page.locator(f"#ps-editor button.ps-piece[data-colour='{colour}']").is_enabled():
            at, orientation = turn_to_fit(page, colour, TURNS[placed % 3])
            if at is None:
                break                         # this colour fits nowhere any more: left off
            before = page.locator(FILLED).count()
            put(page, colour, at, stats)
            assert page.locator(FILLED).count() == before + LENGTHS[colour], page.locator("#ps-message").inner_text()
            placed += 1
            stats[orientation or "cube"] = stats.get(orientation or "cube", 0) + 1
    assert placed, "no piece was placed by hand"
    filled = page.locator(FILLED).count()
    page.reload()
    page.locator("#ps-editor").wait_for()
    assert page.locator(FILLED).count() == filled
    assert page.locator("#ps-score").inner_text().startswith(opening(page, "ps.score_line")), page.locator("#ps-score").inner_text()
    session.shot("ps-03-hand-load")
    send(session)
    return placed


def send_done(page) -> str:
    """A JS expression: the editor is gone or sealed, or the load was refused."""
    return ("!document.querySelector('#ps-editor') || document.querySelector('#ps-send').disabled || "
            + refused_js(page, "#ps-message"))


def send(session):
    """Send the load; the editor goes once the server sealed it."""
    page = session.page
    editor = f"#ps-editor[data-round='{page.locator('#ps-editor').get_attribute('data-round')}']"
    assert press(page, "#ps-editor #ps-send:enabled", send_done(page))
    try:                                  # the next round's editor may come at once: not this one
        page.locator(editor).wait_for(state="detached")
    except PlaywrightTimeout:
        session.shot("ps-failed-send")
        message = page.locator("#ps-message").inner_text() if page.locator("#ps-message").count() else None
        raise AssertionError(f"the load was not taken: {message!r}, alert {session.alert()!r}") from None


def suggested_load(session):
    page = session.page
    page.locator("#ps-suggest").click()
    assert opening(page, "ps.suggestion", n=1) in page.locator("#ps-message").inner_text()
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


def replay(session, revealed=6):
    """The replay draws the same table from the full state, the first race (`revealed` trucks)
    and the end."""
    page = session.page
    page.locator("#open-replay").click()
    slider = page.locator("input#at")
    slider.wait_for()
    page.locator("#replay-stage .ps").wait_for()
    slider.fill("4")
    page.wait_for_function(REPLAY_AT, arg=4)
    assert page.locator("#replay-stage .ps-truck-pick").count() == revealed
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


def new_game(session, race_kind="realtime", players=3):
    page = session.page
    sign_up_by_ids(session, "Ada")
    new_game_by_ids(page, "packstack", players, "easy", truck_race=json.dumps(race_kind))
    page.locator(".ps").wait_for()
