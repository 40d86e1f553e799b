"""Quartz's browser test's parts (tests/e2e/test_web_quartz.py): the fixed deal, Bob the scripted
player over the public API, and waiting for the drawn table (its `data-version`) to move on."""
import threading
import time

from playwright.sync_api import TimeoutError as PlaywrightTimeout

from shared import engine
from shared.games import quartz
from tests.e2e.conftest import Client

PHONE = {"width": 390, "height": 844}
DESK = {"width": 1280, "height": 800}
ADA, BOB = 0, 1


def known_deal() -> int:
    """A seed where Bob (seat 1) starts with two Lend Me a Hand and Ada holds exactly one Break Time
    (and the bot none of Lend Me a Hand: the first attack on Ada is Bob's)."""
    rules = engine.Ruleset(quartz)
    for seed in range(1, 10_000):
        state = rules.setup({}, 3, seed)
        hands = state["hands"]
        if (state["first"] == BOB and hands[ADA].count("break_time") == 1
                and hands[BOB].count("lend_me_a_hand") >= 2 and "lend_me_a_hand" not in hands[2]):
            return seed
    raise AssertionError("no such deal")


class Scripted(threading.Thread):
    """Bob over the public API: Lend Me a Hand on Ada whenever he can; else mine until a coal."""

    def __init__(self, client: Client, game_id: str):
        super().__init__(daemon=True)
        self.client, self.game_id, self.stop, self.error, self.lends = client, game_id, threading.Event(), None, 0

    def run(self):
        try:
            while not self.stop.is_set():
                if not self.step():
                    time.sleep(0.2)
        except Exception as exc:          # noqa: BLE001  (reported by the test)
            self.error = exc

    def step(self) -> bool:
        base = f"/v1/games/{self.game_id}"
        legal = self.client.call("GET", f"{base}/actions").json()
        actions = [a for a in legal["actions"] if a["type"] != "use_token"]
        if not actions:
            if self.client.call("GET", base).json()["status"] == "finished":
                self.stop.set()
            return False
        view = self.client.call("GET", f"{base}/state").json()["view"]
        action = self.choose(actions, view)
        answer = self.client.call("POST", f"{base}/actions",
                                  json={"actions": [action], "expected_version": legal["version"]})
        assert answer.status_code in (200, 409), answer.text     # 409: a bot moved first
        if answer.status_code == 200 and action.get("card") == "lend_me_a_hand":
            self.lends += 1
        return answer.status_code == 200

    @staticmethod
    def choose(actions, view):
        lend = {"type": "play", "card": "lend_me_a_hand", "target": ADA}
        if lend in actions:
            return lend
        for kind in ("pass", "sell"):
            found = [a for a in actions if a["type"] == kind]
            if found:
                return found[0]
        if any(a["type"] == "mine" for a in actions) and "coal" not in view["carts"][BOB]:
            return {"type": "mine"}
        leave = [a for a in actions if a["type"] == "leave"]
        return leave[0] if leave else actions[0]


def table_version(page) -> int:
    """The version of the state the table is drawn from."""
    table = page.locator("#qz-table")
    return int(table.get_attribute("data-version")) if table.count() else -1


def wait_redrawn(ada, before, timeout=30.0):
    """Wait until the table is drawn from a state newer than `before` (the move has landed)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert ada.alert() is None, ada.alert()
        if table_version(ada.page) > before:
            return
        ada.page.wait_for_timeout(50)
    ada.shot("quartz-failed-move")
    raise AssertionError("the move did not show up")


def wait_for_me(page, timeout=120.0):
    """'window', 'turn' or 'over': what the page asks of Ada next."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if page.locator("#result").count():
            return "over"
        if page.locator("#qz-window").count():
            return "window"
        if page.locator("#your-turn").count() and page.locator(
                "#qz-turn, #qz-decision, #qz-sale button#qz-sell").count():
            return "turn"
        page.wait_for_timeout(100)
    raise AssertionError("neither Ada's move nor the end came")


def click(ada, selector) -> bool:
    """Click a control on the table and wait for the move to land; False when the table moved on
    to a newer state before the control could be clicked (the caller looks again)."""
    before = table_version(ada.page)
    try:
        ada.page.locator(selector).first.click(timeout=5_000)
    except PlaywrightTimeout:
        if table_version(ada.page) != before:
            return False
        raise
    wait_redrawn(ada, before)
    return True


def check_phone(ada, name):
    """At 390x844 the page is no wider than the phone."""
    page = ada.page
    page.set_viewport_size(PHONE)
    page.wait_for_function(f"() => innerWidth === {PHONE['width']}")
    ada.shot(name, full_page=False)
    width = page.evaluate("document.documentElement.scrollWidth")
    wide = page.evaluate("""() => [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > innerWidth + 1 && !e.closest('.scroll'))
      .slice(0, 5).map((e) => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))""")
    page.set_viewport_size(DESK)
    assert width <= PHONE["width"], f"the page is {width}px wide on a {PHONE['width']}px phone: {wide}"
