"""The loading editor's port of Pack & Stack's placement rules (tables/packstack_rules.js), run in
headless Chromium and compared with the server's (shared/games/packstack/placement.py), code for
code, over placements near every rule's edge."""
import random

from shared.engine import IllegalAction
from shared.games.packstack import placement
from shared.games.packstack.data import COLOURS, ORIENTATIONS, TRUCK_IDS, every_load
from shared.games.packstack.packing import first_fit, random_fill
from shared.games.packstack.placement import CODES
from tests.e2e.webbrowser import Session, browser  # noqa: F401  (the fixture)


def random_placements(count, seed=29):
    """Placements near the rules' edges: first-fit and random fills (valid), then each with one
    piece moved, turned, added or dropped a level (often refused), over every truck."""
    rng, loads, out = random.Random(seed), every_load(), []
    while len(out) < count:
        truck, load = rng.choice(TRUCK_IDS), rng.choice(loads)
        pieces = first_fit(truck, load) if rng.random() < .3 else random_fill(truck, load, rng.randrange)
        pieces = [dict(p) for p in pieces]
        if pieces and rng.random() < .8:
            piece = rng.choice(pieces)
            change = rng.choice(("row", "column", "level", "orientation", "colour", "extra"))
            if change == "orientation" and "orientation" in piece:
                piece["orientation"] = rng.choice(ORIENTATIONS)
            elif change == "colour":
                piece["colour"] = rng.choice(COLOURS)
                piece.pop("orientation", None) if piece["colour"] == "white" else piece.setdefault("orientation", "row")
            elif change == "extra":
                pieces.append(dict(piece))
            elif change in ("row", "column", "level"):
                piece[change] += rng.choice((-1, 1))
        out.append({"truck": truck, "load": load, "pieces": pieces})
    return out


def python_code(case):
    try:
        placement.check(case["pieces"], case["truck"], case["load"])
        return None
    except IllegalAction as refused:
        return refused.code


def test_the_editor_checks_placements_as_the_server_does(stack, browser):  # noqa: F811
    """The page's port of the placement rules gives the server's answer, code for code."""
    cases = random_placements(1500)
    expected = [python_code(c) for c in cases]
    session = Session(browser, stack["base"], "rules")
    page = session.page
    page.goto("/")
    codes = page.evaluate("""async (cases) => {
      const rules = await import('/app/js/tables/packstack_rules.js');
      const data = await (await fetch('/app/data/packstack.json')).json();
      const {trucks, length} = rules.tables(data);
      return cases.map((c) => { const why = rules.refusal(c.pieces, trucks[c.truck], c.load, length); return why && why.code; });
    }""", cases)
    session.close()
    mismatched = [(c, e, g) for c, e, g in zip(cases, expected, codes) if e != g]
    assert not mismatched, mismatched[:3]
    kinds = set(expected)
    assert kinds == {None, *CODES}, kinds                 # valid ones and every refusal were tried
