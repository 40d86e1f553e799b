"""The web client in headless Chromium against the real stack (gunicorn with every service,
the Celery worker, Redis): a person whose saved language is Russian signs up, starts Glück Auf
against three bots, plays it to the end by clicking (by the controls' ids and data attributes),
with no English word left on the drawn table after any turn nor at the end, reads the result and
watches the replay; a second person joins a game and sees
the first one's move arrive over SSE. Screenshots go to test-output/web/; any JavaScript error
fails the test. The first page load's transfer size and time to first paint are written to
test-output/web/metrics.json."""
import json
import os
import time

import pytest

from tests.e2e.webbrowser import (OUT, REPLAY_AT, Session, browser, english_on_the_table,  # noqa: F401  (the fixtures)
                                  in_russian, new_game_by_ids, sign_up_by_ids, soak_load)

pytestmark = pytest.mark.timeout(400)
# `make soak-web` repeats the click-through (PITHEAD_SOAK_CLICKS times) under bot tournaments' load
CLICK_RUNS = int(os.environ.get("PITHEAD_SOAK_CLICKS", "1"))
PHONE = {"width": 390, "height": 844}

# The transfer size and paint time of a first visit with an empty cache (the front page).
METRICS_JS = """() => {
  const nav = performance.getEntriesByType("navigation")[0];
  const resources = performance.getEntriesByType("resource");
  const paint = Object.fromEntries(performance.getEntriesByType("paint").map((p) => [p.name, p.startTime]));
  return {document_bytes: nav.transferSize, resources: resources.map((r) => [r.name.replace(location.origin, ""), r.transferSize]),
          transfer_bytes: nav.transferSize + resources.reduce((n, r) => n + r.transferSize, 0),
          decoded_bytes: nav.decodedBodySize + resources.reduce((n, r) => n + r.decodedBodySize, 0),
          first_paint_ms: paint["first-paint"], first_contentful_paint_ms: paint["first-contentful-paint"],
          dom_content_loaded_ms: nav.domContentLoadedEventEnd, load_ms: nav.loadEventEnd};
}"""


def first_visit_metrics(browser, base):  # noqa: F811
    """Open the front page in a fresh context and measure it once the app has drawn."""
    session = Session(browser, base, "metrics")
    page = session.page
    page.goto("/")
    page.get_by_role("heading", name="Welcome to Pithead").wait_for()
    page.wait_for_load_state("load")
    metrics = page.evaluate(METRICS_JS)
    session.close()
    return metrics


def wait_my_turn_or_end(page, timeout=90.0):
    """'turn' when the page says it is my turn, 'over' once the result is shown."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if page.locator("#result").count():
            return "over"
        if page.locator("#your-turn").count():
            return "turn"
        page.wait_for_timeout(100)
    raise AssertionError("neither my turn nor the end came")


def wait_version_change(session, before, timeout=20.0):
    """Wait until the page shows a game newer than `before` (its log's newest entry)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert session.alert() is None, session.alert()
        if newest(session.page) != before:
            return
        session.page.wait_for_timeout(50)
    session.shot("failed-move")
    raise AssertionError(f"the move did not show up after {before}; the page's timeline: "
                         f"{list(session.traffic)}")


def newest(page):
    first = page.locator("#log li").first
    return first.get_attribute("data-version") if first.count() else None


def plan_mining(session, shots):
    """Build a mining plan step by step (loading and filling what it can), then send it."""
    page = session.page
    for _ in range(6):
        steps = page.locator("#mining-plan button.step")
        kinds = [json.loads(s) for s in steps.evaluate_all("bs => bs.map(b => b.dataset.step)")]
        if not kinds:
            break
        pick = next((k for k in kinds if k["type"] in ("fill", "load", "store")), None) or \
            next((k for k in kinds if k["type"] == "move_cage" and k["level"] != "surface"), kinds[0])
        page.locator(f"#mining-plan button.step[data-step='{json.dumps(pick, separators=(',', ':'))}']").first.click()
    if "mining" not in shots:
        shots.add("mining")
        session.shot("04-mining-plan")
    queued = page.locator("#plan-queue li").count()
    assert queued >= 2, "a mining plan is the placement and its steps"
    before = newest(page)
    page.locator("#send-plan").click()
    wait_version_change(session, before)
    return queued


CONTROLS = ("#mining-plan, #draw-decision, #draft button[data-action]:enabled, "
            "button[data-key^='sub-'], button.space[data-action]:enabled")


def take_turn(session, shots, mined):
    """One turn by clicking: the draft, a decision, or a placement (mining now and then)."""
    page = session.page
    page.wait_for_selector(CONTROLS)
    before = newest(page)
    if page.locator("#mining-plan").count():
        return plan_mining(session, shots)
    if page.locator("#draw-decision").count():
        keep = page.locator("button[data-key='keep-null']")
        if keep.count():
            keep.click()
        page.locator("#send-draw").click()
    elif page.locator("#draft button[data-action]:enabled").count():
        session.note(f"click draft at {before}")
        page.locator("#draft button[data-action]:enabled").first.click()
        session.note("clicked")
    elif page.locator("button[data-key^='sub-']").count():
        page.locator("button[data-key^='sub-']").first.click()
    else:
        if "table" not in shots:
            shots.add("table")
            session.shot("03-table")
        spaces = page.locator("button.space[data-action]:enabled")
        keys = spaces.evaluate_all("bs => bs.map(b => [b.dataset.key, Number(b.querySelector('.need')?.textContent.replace('×', '') || 1)])")
        mining = [k for k, _ in keys if k.startswith("space-mining")]
        if mining and mined[0] < 3:
            mined[0] += 1
            page.locator(f"button[data-key='{mining[-1]}']").click()
            page.locator("#mining-plan").wait_for()
            return plan_mining(session, shots)
        key = max(keys, key=lambda kv: (kv[1], kv[0] != "space-bank"))[0]   # burn workers: a short game
        session.note(f"click {key} at {before}")
        page.locator(f"button[data-key='{key}']").click()
        session.note("clicked")
        if key.startswith("space-mining"):                  # opens the plan; nothing sent yet
            page.locator("#mining-plan").wait_for()
            return plan_mining(session, shots)
    wait_version_change(session, before)
    return 1


def check_breakdown(page):
    """The score breakdown's elements add up to each seat's VP, which is the ranking's VP."""
    result, table = page.locator("#result"), page.locator("#score-breakdown table")
    heads = table.locator("thead th").all_inner_texts()[1:]
    vp = {row.locator("th").inner_text(): int(row.locator("td").nth(1).inner_text())
          for row in result.locator("table").first.locator("tbody tr").all()}
    totals = [int(t) for t in table.locator("tr.total td").all_inner_texts()]
    assert {name: total for name, total in zip(heads, totals)} == vp
    parts = [[int(c) for c in row.locator("td").all_inner_texts()]
             for row in table.locator("tbody tr:not(.sub):not(.total):not(.tie)").all()]
    assert [sum(col) for col in zip(*parts)] == totals, (parts, totals)
    ties = table.locator("tr.tie td").all_inner_texts()   # Glück Auf's tie-break (Marks), not VP
    assert table.locator("tr.tie").count() == 1 and len(ties) == 4 and all(t.isdigit() for t in ties), ties


@pytest.mark.parametrize("run", range(1, CLICK_RUNS + 1), ids=lambda n: f"run{n}")
def test_a_whole_glueckauf_game_against_three_bots_by_clicking(stack, browser, soak_load, run):  # noqa: F811
    metrics = first_visit_metrics(browser, stack["base"])
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "metrics.json").write_text(json.dumps(metrics, indent=1))
    assert metrics["transfer_bytes"] < 150_000, metrics
    assert metrics["first_contentful_paint_ms"] < 3000, metrics

    ada = Session(browser, stack["base"], "ada")
    in_russian(ada)
    page = ada.page
    page.goto("/")
    ada.shot("01-welcome")
    sign_up_by_ids(ada, "Ada")
    assert page.evaluate("document.documentElement.lang") == "ru"
    new_game_by_ids(page, "glueckauf", 4, "random")
    page.locator(".ga").wait_for()
    assert page.get_by_role("group", name="Фабрика вагонеток").count() == 1   # the rulebook's name
    assert page.locator("#live[data-state='live']").count() or page.wait_for_selector("#live[data-state='live']")

    shots, mined, turns, sent, english = set(), [0], 0, 0, set()
    while wait_my_turn_or_end(page) == "turn":
        english.update(english_on_the_table(page))
        sent += take_turn(ada, shots, mined)
        turns += 1
        assert turns < 200, "the game does not end"
    assert mined[0] >= 1 and sent > turns, "at least one mining turn went as one batch of actions"
    result = page.locator("#result")
    result.wait_for()
    page.locator("table.round").nth(2).wait_for()
    english.update(english_on_the_table(page, ".ga, table.round, #log, #result, #score-breakdown"))   # the end: the board, the shifts' scoring, the log, the ranking and its breakdown
    assert not english, f"English on the Russian table: {sorted(english)}"
    assert result.locator("#result-h").count() and result.locator("tbody tr").count() == 4
    players = result.locator("tbody tr th").all_inner_texts()
    assert len(set(players)) == 4 and sum("Ada" in p for p in players) == 1, players
    check_breakdown(page)
    assert page.locator("#rounds-h").is_visible() and page.locator("table.round").count() == 3
    ada.shot("05-result")

    page.locator("#open-replay").click()
    slider = page.locator("input#at")
    slider.wait_for()
    total = int(slider.get_attribute("max"))
    assert total > 100
    slider.fill("12")
    page.wait_for_function(REPLAY_AT, arg=12)
    page.locator("#replay-stage .ga").wait_for()
    ada.shot("06-replay")
    page.locator("button:text-is('▶')").click()   # the next action
    page.wait_for_function(REPLAY_AT, arg=13)

    stored = page.evaluate("[localStorage.getItem('pithead.token'), localStorage.getItem('pithead.player')]")
    game_url = page.url.replace("/replay", "")
    ada.close()
    phone = Session(browser, stack["base"], "ada on a phone", viewport=PHONE)
    phone.page.goto("/")
    phone.page.evaluate("([t, p]) => { localStorage.setItem('pithead.token', t); localStorage.setItem('pithead.player', p); }", stored)
    phone.page.goto(game_url)
    phone.page.locator("#result").wait_for()
    phone.page.locator("table.round").first.wait_for()
    game_page = phone.page.evaluate(METRICS_JS)
    files = [size for name, size in game_page["resources"] if name.startswith("/app/")]
    metrics["game_page"] = {"files_bytes": sum(files), "files": len(files),
                            "api_bytes": sum(s for n, s in game_page["resources"] if n.startswith("/v1/")),
                            "api_calls": sum(1 for n, _ in game_page["resources"] if n.startswith("/v1/"))}
    (OUT / "metrics.json").write_text(json.dumps(metrics, indent=1))
    assert metrics["game_page"]["files_bytes"] < 150_000, metrics["game_page"]
    phone.shot("07-phone-result")
    width = phone.page.evaluate("document.documentElement.scrollWidth")
    wide = phone.page.evaluate("""() => [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 1 && !e.closest('.scroll'))
      .slice(0, 5).map((e) => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))""")
    assert width <= PHONE["width"], f"the page is {width}px wide on a {PHONE['width']}px phone: {wide}"
    phone.close()


def test_a_second_session_joins_and_sees_the_first_ones_move_arrive(stack, browser):  # noqa: F811
    ada, bob = Session(browser, stack["base"], "ada"), Session(browser, stack["base"], "bob")
    ada.sign_up("Ada")
    ada.page.get_by_role("link", name="New game", exact=True).click()
    ada.page.get_by_label("Game", exact=True).select_option("glueckauf")
    ada.page.get_by_label("Players").select_option("2")
    ada.page.get_by_label("Seat 2:").select_option("")
    ada.page.get_by_role("button", name="Create the game").click()
    start = ada.page.get_by_role("button", name="Start (every seat must be taken)")
    start.wait_for()
    ada.page.wait_for_selector("#live[data-state='live']")

    game_id = ada.page.url.rsplit("/", 1)[1]
    bob.sign_up("Bob")
    listed = bob.page.locator("#open-games li").filter(has=bob.page.locator(f"a[href='#/games/{game_id}']"))
    listed.get_by_role("button", name="Join").click()
    bob.page.get_by_role("heading", name="Seats").wait_for()
    # Ada's page learns of Bob over its event stream: her start button comes alive
    ada.page.get_by_role("button", name="Start the game").click()
    for person in (ada, bob):
        person.page.get_by_role("heading", name="Board").wait_for()
        person.page.wait_for_selector("#live[data-state='live']")
    mover, watcher = (ada, bob) if ada.page.locator("#your-turn").count() else (bob, ada)
    if not mover.page.locator("#your-turn").count():
        mover.page.wait_for_selector("#your-turn")
    card = mover.page.locator("#draft button[data-action]").first
    taken = json.loads(card.get_attribute("data-action"))["card"]
    before = newest(watcher.page)
    watcher_requests = []
    watcher.page.on("request", lambda r: watcher_requests.append(r.url))
    card.click()
    watcher.page.wait_for_function(
        "card => [...document.querySelectorAll('#log li')].some(li => li.textContent.includes('drafted order #' + card))",
        arg=taken, timeout=10_000)
    assert newest(watcher.page) != before
    assert not watcher.page.locator(f"#draft [data-key='draft-{taken}']").count()
    # nothing asked for the log again: the entry came on the open /events stream
    assert not [u for u in watcher_requests if "/log" in u or "/events" in u]
    watcher.shot("10-watcher-sees-the-move")
    mover.shot("11-mover")

    # the mover's connection drops and comes back: its stream reconnects and carries on
    mover.context.set_offline(True)
    mover.page.wait_for_selector("#live[data-state='reconnecting']")
    mover.context.set_offline(False)
    mover.page.wait_for_selector("#live[data-state='live']", timeout=40_000)
    watcher.page.wait_for_selector("#your-turn")
    card = watcher.page.locator("#draft button[data-action]:enabled").first
    taken = json.loads(card.get_attribute("data-action"))["card"]
    card.click()
    mover.page.wait_for_function(
        "card => [...document.querySelectorAll('#log li')].some(li => li.textContent.includes('drafted order #' + card))",
        arg=taken, timeout=10_000)
    ada.close(allow_offline=True)
    bob.close(allow_offline=True)


def test_refusals_are_shown_in_words(stack, browser):  # noqa: F811
    cy = Session(browser, stack["base"], "cy")
    cy.sign_up("Cy")
    cy.page.get_by_role("link", name="Account").click()
    cy.page.get_by_role("button", name="Revoke").first.click()     # the only token: refused
    cy.page.locator("#alert").wait_for()
    text = cy.alert()
    assert "only" in text.lower() and "[" in text, text
    cy.shot("12-refusal-in-words", full_page=False)
    cy.close(allow_refusals=True)


def test_a_game_without_a_drawn_table_is_played_from_its_panels(stack, browser):  # noqa: F811
    dee = Session(browser, stack["base"], "dee")
    dee.sign_up("Dee")
    page = dee.page
    page.get_by_role("link", name="New game", exact=True).click()
    page.get_by_label("Game", exact=True).select_option("goofspiel")
    page.get_by_label("Players").select_option("2")
    page.get_by_label("Seat 2:").select_option("random")
    page.get_by_role("button", name="Create the game").click()
    page.get_by_role("heading", name="Your moves").wait_for()
    for _ in range(2):                                 # two rounds: a list as long as the seat count
        page.wait_for_selector("#your-turn")
        before = newest(page)
        page.locator(".generic button[data-action]").first.click()
        wait_version_change(dee, before)
    page.wait_for_selector("#your-turn")
    dee.shot("08-generic-table")
    assert page.locator(".generic .facts").count()
    # the view's rounds are rounds (a table, a row each), not labelled with the players' names
    rounds = page.locator(".generic dt", has_text="Rounds").locator("xpath=following-sibling::dd[1]")
    assert rounds.locator(":scope > .scroll > table > tbody > tr").count() == 2
    assert not rounds.locator(":scope > dl").count(), "rounds labelled as players"
    assert rounds.locator("thead th").all_inner_texts()[:2] == ["Bids", "Prize"]
    # a list that is one entry per seat is: the prizes each seat won
    won = page.locator(".generic dt", has_text="Won").locator("xpath=following-sibling::dd[1]")
    assert won.locator("dt").all_inner_texts() == ["Dee (you)", "Bot 2 · random"]
    dee.close()
