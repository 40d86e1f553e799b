"""Every decision of Oh My Goods! drawn by the real table module in Chromium from real views (states
reached by playing the real rules, seeded), operated by clicking, and the batch the page would send
applied to the real rules: it must be legal. Covers what a game against a bot rarely reaches: a
redraw keeping one card (option), an apprentice moved and paid for, a hire and its placement, the
chains, the final round, the half-hand discard when the cards run out. Each is drawn at 390 px too."""
import json
import random
import re

import pytest

from shared.engine import get
from tests.e2e.test_web_client import PHONE
from tests.e2e.webbrowser import Session, browser  # noqa: F401  (the fixture)

pytestmark = pytest.mark.timeout(300)
RULES = get("ohmygoods")
CARD_ID = re.compile(r"\b(?:[a-z]+_)+\d\b|charburner_|market_office")

LOAD = """async () => {
  const table = await import("/app/js/tables/ohmygoods.js");
  const data = await (await fetch("/app/data/ohmygoods.json")).json();
  window.omg = {table, data};
}"""
DRAW = """(state) => {
  const {table, data} = window.omg;
  const box = document.createElement("main");
  document.body.replaceChildren(box);
  window.sent = null;
  const ctx = {view: state.view, actions: state.actions, seat: state.seat, names: (s) => `Player ${s + 1}`, data,
               replay: false, state, plan: {}, send: (actions) => { window.sent = actions; return Promise.resolve(); }};
  ctx.rerender = () => box.replaceChildren(table.board(ctx));
  ctx.rerender();
}"""


def kind(state):
    """What seat 0 decides in `state`, finer than the phase where the test needs it."""
    pending = state["pending"]
    found = pending["kind"] if pending else state["phase"]
    if found == "plans" and not state["drafts"][0] and \
            any(a["type"] == "move_apprentice" for a in RULES.legal_actions(state, 0)):
        return "plans_moves"
    if found == "production" and state["round"] == state["end_round"]:
        return "production_final"
    if found == "build" and {"build", "hire"} <= {a["type"] for a in RULES.legal_actions(state, 0)}:
        return "build_hire"
    return found


def step(state, seat, rand):
    """One seeded move that builds, hires, produces and moves apprentices often."""
    actions = RULES.legal_actions(state, seat)
    liked = [a for a in actions if a["type"] in ("hire", "build", "produce", "place_apprentice", "chain")]
    if state["phase"] == "plans":
        liked = ([a for a in actions if a["type"] == "move_apprentice"] if rand.random() < 0.3 else []) or \
            [a for a in actions if a["type"] in ("pay_moves", "place_master") and a.get("building", 0) is not None] or \
            [a for a in actions if a["type"] == "plan_building" and a["card"]]
    return rand.choice(liked) if liked and rand.random() < 0.9 else rand.choice(actions)


def decisions():
    """The first state of each kind of seat 0's decisions in seeded 2-player games (keep_one on)."""
    found = {}
    for seed in range(60):
        state, rand = RULES.setup({"keep_one": True}, 2, seed), random.Random(seed)
        while not RULES.is_over(state) and len(found) < 9:
            if RULES.awaiting_system(state):
                state, _ = RULES.apply(state, None, {"type": "reveal"})
                continue
            seat = min(RULES.active_seats(state))
            if seat == 0:
                found.setdefault(kind(state), RULES.copy_state(state))
            state, _ = RULES.apply(state, seat, step(state, seat, rand))
        if len(found) >= 9:
            return found
    raise AssertionError(f"only {sorted(found)} reached")


def ran_out(state):
    """A phase I state whose deck and discard pile are all in seat 1's hand: the deal halts."""
    state = RULES.copy_state(state)
    state["hands"][1] += state["deck"] + state["discard"]
    state["deck"], state["discard"] = [], []
    for seat in sorted(RULES.active_seats(state)):
        state, _ = RULES.apply(state, seat, {"type": "keep_hand"})
    state, _ = RULES.apply(state, None, {"type": "reveal"})
    assert state["phase"] == "discard_half", state["phase"]
    return state


def shown(state, seat=0):
    return {"version": 1, "seat": seat, "view": RULES.view(state, seat), "actions": RULES.legal_actions(state, seat)}


def draw(session, state, seat=0):
    session.page.evaluate(DRAW, json.loads(json.dumps(shown(state, seat))))
    text = session.page.locator("main").inner_text()
    assert not CARD_ID.findall(text), CARD_ID.findall(text)[:5]
    return text


def phone_fits(session, state, name):
    page = session.page
    page.set_viewport_size(PHONE)
    draw(session, state)
    width = page.evaluate("document.documentElement.scrollWidth")
    session.shot(f"omg-panel-{name}")
    page.set_viewport_size({"width": 1280, "height": 800})
    assert width <= PHONE["width"], width


def sent_and_applied(session, state, seat=0):
    """The batch the page sent, applied to the real rules (IllegalAction fails the test)."""
    batch = session.page.evaluate("window.sent")
    assert batch, "nothing was sent"
    new, _ = RULES.apply_batch(state, seat, batch)
    return batch, new


def click(session, selector):
    session.page.locator(selector).first.click()


def pay_up(session):
    """Add goods with + until the payment covers the price."""
    total = session.page.locator(".omg-pay-total")
    for _ in range(40):
        if session.page.locator(".omg-pay-total.ok").count():
            return total.inner_text()
        session.page.locator(".omg-pay button[data-key$='-more']:enabled").first.click()
    raise AssertionError(total.inner_text())


def test_every_ohmygoods_decision_is_drawn_and_sends_a_legal_batch(stack, browser):  # noqa: F811
    states = decisions()
    states["discard_half"] = ran_out(states["new_cards"])
    dee = Session(browser, stack["base"], "dee", viewport={"width": 1280, "height": 800})
    dee.page.goto("/")
    dee.page.evaluate(LOAD)
    for name, state in states.items():
        phone_fits(dee, state, name)

    draw(dee, states["new_cards"])
    click(dee, "button[data-key^='redraw-keep-']")
    batch, _ = sent_and_applied(dee, states["new_cards"])
    assert batch[0]["type"] == "redraw" and batch[0]["keep"]

    text = draw(dee, states["plans_moves"])
    assert "Apprentice (1 good)" in text
    click(dee, "button[data-key^='move-apprentice_']")
    click(dee, "button[data-key^='move-to-']")
    assert dee.page.locator("#omg-plan .omg-pay-total").inner_text().startswith("Paying 0 of 2 coins")
    pay_up(dee)
    click(dee, "#omg-table button[data-key^='master-'][data-key$='-sloppy']")
    click(dee, "button[data-key^='plan-card-']")
    click(dee, "#omg-seal-plan")
    batch, after = sent_and_applied(dee, states["plans_moves"])
    assert [a["type"] for a in batch] == ["move_apprentice", "pay_moves", "place_master", "plan_building"], batch
    own = draw(dee, after)
    assert "Your plan (hidden from the others" in own and "Master: in the" in own
    others = draw(dee, after, seat=1)
    assert "Your plan" not in others and "has chosen" in others

    for name in ("production", "production_final"):
        draw(dee, states[name])
        produce = dee.page.locator("button[data-key^='produce-']")
        (produce.first if produce.count() else dee.page.locator("#omg-end-production")).click()
        sent_and_applied(dee, states[name])
    chains = [a for a in RULES.legal_actions(states["production_final"], 0) if a["type"] == "chain"]
    draw(dee, states["production_final"])
    assert dee.page.locator("button[data-key^='chain-']").count() == min(4, len(chains)) or len(chains) > 4

    draw(dee, states["chain"])
    assert "use its chain?" in dee.page.locator("#omg-chain h3").inner_text()
    click(dee, "#omg-chain button[data-key^='chain-']")
    sent_and_applied(dee, states["chain"])

    draw(dee, states["build_hire"])
    click(dee, "button[data-key^='target-hire-']")
    click(dee, "button[data-key$='-clear']")
    assert "short" in dee.page.locator(".omg-pay-total").inner_text()
    pay_up(dee)
    click(dee, "#omg-pay")
    batch, placing = sent_and_applied(dee, states["build_hire"])
    assert batch[0]["type"] == "hire" and placing["pending"]["kind"] == "place"
    draw(dee, placing)
    click(dee, "#omg-table button[data-key^='place-']")
    sent_and_applied(dee, placing)

    draw(dee, states["build"])
    click(dee, "button[data-key$='-clear']")
    assert "short" in dee.page.locator(".omg-pay-total").inner_text()
    pay_up(dee)
    click(dee, "#omg-pay")
    batch, built = sent_and_applied(dee, states["build"])
    assert batch[0]["type"] == "build" and len(built["built"][0]) == len(states["build"]["built"][0]) + 1

    draw(dee, states["discard_half"])
    need = len(states["discard_half"]["hands"][0]) // 2
    for i in range(need):
        dee.page.locator("#omg-discard button[data-key^='discard-']").nth(i).click()
    click(dee, "button[data-key='send-discard']")
    batch, _ = sent_and_applied(dee, states["discard_half"])
    assert len(batch[0]["cards"]) == need
    dee.close()
