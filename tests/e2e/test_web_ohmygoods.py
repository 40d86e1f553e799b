"""Oh My Goods! in headless Chromium against the real stack: a person signs up, starts a 2-player
game against a greedy bot and plays it to the end by clicking on the drawn table: phase I's keep,
the hidden plan (the master put in a building by clicking it, the card to build clicked in the hand),
production with its chains, a build paid with goods chosen one by one, an apprentice placed. A
spectator sees neither the bot's sealed plan nor the person's planned card. At 390x844 the page is
never wider than the phone; no JavaScript error, no request refused that the person did not cause,
and no internal card id on the table. Screenshots go to test-output/web/ (omg-*.png)."""
import json
import re
import time

import pytest

from tests.e2e.test_web_client import PHONE, wait_my_turn_or_end
from tests.e2e.webbrowser import OUT, Session, browser  # noqa: F401  (the fixture)

pytestmark = pytest.mark.timeout(600)
DESK = {"width": 1280, "height": 800}
CARD_ID = re.compile(r"\b(?:[a-z]+_)+\d\b|charburner_|market_office")
PANELS = "#omg-new-cards, #omg-plan, #omg-discard, #omg-production, #omg-chain, #omg-build, #omg-place"


def drawn_version(page):
    """The version of the state the table was drawn from."""
    return page.locator("#omg-table").get_attribute("data-version")


def wait_redrawn(session, before, timeout=30.0):
    """Wait until the table is drawn from a state newer than `before` (the move has landed)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert session.alert() is None, session.alert()
        if drawn_version(session.page) != before:
            return
        session.page.wait_for_timeout(50)
    raise AssertionError("the move did not show up")


def others_chose(page, timeout=60.0):
    """Wait until no other seat is still choosing in a simultaneous phase: the bot's sealed choice
    is then on the spectator's table, and its move does not redraw the table mid-decision (the page
    offers no move while it catches up, which would take the focused button away)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not page.locator(".omg-seat:not(.own) [data-choosing='yes']").count():
            return
        page.wait_for_timeout(50)
    raise AssertionError("another seat never chose")


def phone_check(session, seen, name):
    """Once per kind of decision: the page at 390x844 is no wider than the phone."""
    if name in seen["phone"]:
        return
    seen["phone"].add(name)
    page = session.page
    page.set_viewport_size(PHONE)
    page.wait_for_timeout(50)
    width = page.evaluate("document.documentElement.scrollWidth")
    wide = page.evaluate("""() => [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 1 && !e.closest('.scroll'))
      .slice(0, 5).map((e) => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))""")
    session.shot(f"omg-phone-{name}")
    page.set_viewport_size(DESK)
    assert width <= PHONE["width"], f"{name}: the page is {width}px wide on a {PHONE['width']}px phone: {wide}"


def no_card_ids(page, where="#omg-table, #log"):
    text = " ".join(page.locator(where).all_inner_texts())
    found = CARD_ID.findall(text)
    assert not found, f"internal card ids on the page: {found[:5]}"


def make_plan(session, seen, spectator):
    """The hidden plan by clicking: the master on a building (diligent), the cheapest hand card."""
    page = session.page
    others_chose(page)
    if spectator and "spectator-plan" not in seen["done"]:
        seen["done"].add("spectator-plan")
        spectator.page.reload()
        spectator.page.locator("#omg-table").wait_for()
        bot = spectator.page.locator(".omg-seat[data-seat='1']")
        assert "has chosen" in bot.inner_text() and not spectator.page.locator("#omg-sealed").count()
        assert not spectator.page.locator("#omg-plan, #omg-hand").count()
    masters = page.locator("#omg-table button[data-key^='master-'][data-key$='-diligent']")
    if masters.count() and "keyboard" not in seen["done"]:
        seen["done"].add("keyboard")        # once by keyboard: the table is redrawn, the focus stays
        key = masters.last.get_attribute("data-key")
        masters.last.focus()
        page.keyboard.press("Enter")
        assert "Master: in the" in page.locator("#omg-plan-summary").inner_text()
        assert page.evaluate("document.activeElement.dataset.key") == key
        assert page.locator(f"button[data-key='{key}']").get_attribute("aria-pressed") == "true"
    elif masters.count():
        masters.last.click()
        assert "Master: in the" in page.locator("#omg-plan-summary").inner_text()
    else:                                       # apprentices fill every production building
        session.shot("omg-no-master-place")
        page.locator("button[data-key='master-idle']").click()
        assert "Master: idle" in page.locator("#omg-plan-summary").inner_text()
    costs = page.locator("#omg-hand button.omg-hand-pick").evaluate_all(
        "bs => bs.map(b => [b.dataset.key, Number(b.querySelector('.omg-cost').textContent.replace('¢', ''))])")
    if costs:
        page.locator(f"button[data-key='{min(costs, key=lambda kc: kc[1])[0]}']").click()
    else:
        page.locator("button[data-key='build-nothing']").click()
    summary = page.locator("#omg-plan-summary").inner_text()
    assert "Build: " in summary and "not chosen" not in summary, summary
    phone_check(session, seen, "plan")
    if "plan" not in seen["shots"]:
        seen["shots"].add("plan")
        session.shot("omg-01-plan")
    seen["plans"] += 1
    return page.locator("#omg-seal-plan")


def pay_by_hand(session, seen):
    """The build chooser: clear the payment, add goods one by one until the cost is covered."""
    page = session.page
    total = page.locator(".omg-pay-total")
    page.locator("button[data-key$='-clear']").click()
    assert "short" in total.inner_text(), total.inner_text()
    for _ in range(40):
        if "covers the cost" in total.inner_text():
            break
        more = page.locator(".omg-pay button[data-key$='-more']:enabled")
        more.last.click()
    assert "covers the cost" in total.inner_text(), total.inner_text()
    phone_check(session, seen, "build")
    session.shot("omg-02-build")


def decide(session, seen, spectator):
    """Make the decision the table shows by clicking; return the button that sends it, or None when
    the table was redrawn while deciding (the page caught up with a newer version: decide again)."""
    page = session.page
    if page.locator("#omg-new-cards").count():
        others_chose(page)
        return page.locator("button[data-key='keep-hand']")
    if page.locator("#omg-plan").count():
        return make_plan(session, seen, spectator)
    if page.locator("#omg-discard").count():
        others_chose(page)
        need = int(re.search(r"discard (\d+)", page.locator("#omg-discard h3").inner_text()).group(1))
        for i in range(need):
            page.locator("#omg-discard button[data-key^='discard-']").nth(i).click()
        return page.locator("button[data-key='send-discard']")
    if page.locator("#omg-chain").count():
        seen["chains"] += 1
        return page.locator("#omg-chain button[data-key^='chain-']").first
    if page.locator("#omg-build").count():
        build = page.locator("button[data-key='target-build'][aria-checked='false']")
        if build.count():
            build.click()
        if page.locator("#omg-build h4").inner_text().startswith("Build") and seen["built"] == 0:
            pay_by_hand(session, seen)
        seen["built" if page.locator("#omg-pay").inner_text().startswith("Build") else "hired"] += 1
        return page.locator("#omg-pay")
    if page.locator("#omg-place").count():
        return page.locator("#omg-table button[data-key^='place-']").first
    produce = page.locator("#omg-table button[data-key^='produce-']")
    if produce.count():
        seen["produced"] += 1
        phone_check(session, seen, "production")
        return produce.first
    if spectator and seen["built"] and "spectator-card" not in seen["done"] and \
            page.locator(".omg-seat.own .omg-planned .omg-card:not(.back)").count():
        check_planned_card_hidden(session, spectator)
        seen["done"].add("spectator-card")
    if page.locator("#omg-end-production").count():
        return page.locator("#omg-end-production")
    return None   # the table was redrawn meanwhile (a newer version came): look again


def act(session, seen, spectator):
    """One decision by clicking on the table, sent and seen landing."""
    session.page.wait_for_selector(PANELS)
    button = decide(session, seen, spectator)
    if button is None:   # another seat's move arrived while deciding: the loop waits for the turn
        return
    before = drawn_version(session.page)
    button.click()
    wait_redrawn(session, before)


def check_planned_card_hidden(ada, spectator):
    """The person's planned card: its face on the person's page, face down for anyone else."""
    name = ada.page.locator(".omg-seat.own .omg-planned .omg-name").inner_text()
    spectator.page.reload()
    mine = spectator.page.locator(".omg-seat[data-seat='0']")
    mine.wait_for()
    assert mine.locator(".omg-planned .omg-card.back").count() == 1
    assert not mine.locator(".omg-planned .omg-name").count(), f"{name} is shown to a spectator"
    log = spectator.page.locator("#log").inner_text()
    assert "your plan" not in log and "plan step" not in log and f"set {name} aside" not in log, log[:1500]
    assert "Ada (you)" in ada.page.locator("#log").inner_text()
    assert re.search(r"Ada \(you\): your plan: put the master in the ", ada.page.locator("#log").inner_text())


def test_a_whole_ohmygoods_game_against_a_bot_by_clicking(stack, browser):  # noqa: F811
    started = time.monotonic()
    ada = Session(browser, stack["base"], "ada", viewport=DESK)
    page = ada.page
    ada.sign_up("Ada")
    page.get_by_role("link", name="New game", exact=True).click()
    page.get_by_label("Game", exact=True).select_option("ohmygoods")
    page.get_by_label("Players").select_option("2")
    page.get_by_label("Seat 2:").select_option("greedy")
    page.get_by_role("button", name="Create the game").click()
    page.locator("#omg-table").wait_for()
    game_url = page.url

    bea = Session(browser, stack["base"], "bea (spectator)", viewport=DESK)
    bea.sign_up("Bea")
    bea.page.goto(game_url)
    bea.page.locator("#omg-table").wait_for()

    seen = {"phone": set(), "shots": set(), "done": set(), "plans": 0, "chains": 0, "built": 0, "hired": 0, "produced": 0}
    actions = 0
    while wait_my_turn_or_end(page) == "turn":
        try:
            act(ada, seen, bea)
        except Exception:
            ada.shot("omg-failed")
            raise
        actions += 1
        if actions % 25 == 1:
            no_card_ids(page)
        assert actions < 400, "the game does not end"
    played = time.monotonic() - started

    result = page.locator("#result")
    result.wait_for()
    assert result.locator("tbody tr").count() == 2
    rounds = page.locator(".omg-rounds tbody tr").count()
    assert rounds >= 5 and page.locator(".omg-rounds").is_visible()
    assert seen["plans"] >= rounds - 1 and seen["built"] >= 1 and seen["produced"] >= 1, seen
    assert {"spectator-plan", "keyboard"} <= seen["done"], seen
    log = page.locator("#log").inner_text()
    assert re.search(r"Ada \(you\) builds [A-Z][^,]*, paying \d+ \w+ from the", log), log[:2000]
    assert "Plans revealed:" in log and "Sunrise: the market shows" in log and " makes " in log
    assert "Phase I: " in log and re.search(r"Round \d+ over: Ada \(you\) \d+ VP, Bot 2 · greedy \d+ VP", log)
    no_card_ids(page)
    # both measured in one go: the live page redraws as the last log entries arrive, and a box taken
    # from an element replaced in between is None
    bottom, top = page.evaluate("""() => [document.querySelector('.omg-rounds').getBoundingClientRect().bottom,
                                       document.querySelector('#log').getBoundingClientRect().top]""")
    assert bottom <= top, "the rounds' table overlaps the log"
    ada.shot("omg-03-result")
    phone_check(ada, seen, "result")
    page.locator("#open-replay").click()
    slider = page.get_by_label("Action", exact=True)
    slider.wait_for()
    slider.fill("40")
    page.locator("#at-text", has_text="After action 40 of").wait_for()
    page.locator("#replay-stage .omg-seat").first.wait_for()
    no_card_ids(page, "#replay-stage, #at-text")
    ada.shot("omg-04-replay")
    (OUT / "omg-timing.json").write_text(json.dumps({"seconds": round(played, 1), "actions": actions,
                                                     "rounds": rounds, **{k: v for k, v in seen.items() if isinstance(v, int)}}))
    print(f"Oh My Goods! by clicking: {actions} decisions in {rounds} rounds, {played:.1f} s; {seen}")
    bea.close()
    ada.close()
