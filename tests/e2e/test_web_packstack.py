"""Pack & Stack in headless Chromium against the real stack: a person whose saved language is
Russian signs up, creates a 4-player
game against three easy bots (who wait a person's reaction time before claiming) and plays it to the
end by clicking on the drawn table: claims a revealed truck in the real-time race (as soon as the reveal is drawn; a
bot may be quicker, so every round tries until one is won), loads one truck by hand in the loading
editor (pieces picked, turned, dragged, placed from the keyboard and clicked; a spot the editor
refuses in words; a reload keeps them), takes the server's suggestion in other rounds until a claim
was won, then loads nothing to bring the game to its end; asks for a best packing and watches the
replay. The phone layout (390 × 844) is checked mid-game and at the end; any JavaScript error, and
any failed request the person did not cause, fails the test; no English word is left on the drawn
table after any step nor at the end. A second game (in English) runs the sealed race."""
import json
import time

import pytest

from tests.e2e.packstack_page import (DESK, RACE_LOST, Watch, best_packing, empty_load, hand_load, new_game,
                                      phone_check, race, refuse_once, replay, suggested_load, what_now)
from tests.e2e.table_words import opening
from tests.e2e.webbrowser import Session, browser, english_on_the_table, in_russian  # noqa: F401  (the fixture)

TABLE = ".ps, table.ps-round, #log"   # the drawn table, its rounds' results and the log the table words

pytestmark = pytest.mark.timeout(600)


def test_a_whole_packstack_game_against_three_bots_by_clicking(stack, browser):  # noqa: F811
    ada = Session(browser, stack["base"], "ada", viewport=DESK)
    in_russian(ada)
    watch = Watch(ada.page)
    page = ada.page
    started = time.monotonic()
    new_game(ada, players=4)
    assert page.evaluate("document.documentElement.lang") == "ru"
    ada.shot("ps-01-race")
    english = set()
    stats = {"claims": 0, "won": 0, "lost": 0, "top": 0, "rounds": 0, "hand": 0, "refused_locally": 0, "dragged": 0, "phone": 0}
    while (now := what_now(page)) != "over":
        english.update(english_on_the_table(page, TABLE))
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
    assert result.locator("tbody tr").count() == 4
    assert page.locator("table.ps-round").count() == stats["rounds"]
    assert opening(page, "ps.best_had") in page.locator("#ps-result").inner_text()
    assert page.locator("#ps-result .ps-loaded").count(), "the person's own last load is drawn"
    best_packing(ada)
    english.update(english_on_the_table(page, TABLE))   # the end: the last result, the best packing, the rounds
    assert not english, f"English on the Russian table: {sorted(english)}"
    print(f"\npackstack by clicking: {json.dumps(stats)} in {seconds:.1f} s")
    assert stats["hand"] and stats["refused_locally"] and stats["dragged"] and stats.get("keyboard")
    assert stats["claims"] >= 1, "no truck was claimed from the page"
    kinds = {m["actions"][0]["type"] for m in watch.moves}
    assert {"claim", "load"} <= kinds and not [m for m in watch.moves if "expected_version" in m], watch.moves
    assert stats["won"] >= 1, f"no claim was won against the bots in {stats['rounds']} rounds"
    unexpected = [r for r in watch.refused
                  if not (r[0] == "POST" and r[1] in ("claim", "take_top") and r[2] == 422 and r[3] in RACE_LOST)]
    assert not unexpected, unexpected
    # the person's reload cut the page's event stream: that one failed request they caused
    assert not [f for f in watch.failed if not ("/events" in f and "ERR_ABORTED" in f)], watch.failed
    phone_check(ada)                       # the result and the best packing on a phone too
    replay(ada, revealed=8)          # two trucks each for four players
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
