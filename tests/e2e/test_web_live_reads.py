"""A read of the game that was under way when a move's answer came must not draw its older table
over the move (stop 48's clean-clone CI: "the move did not show up" in the Oh My Goods! click-through,
under load). The page reads the game again after a refusal, or when the stream ran ahead; a move
sent while such a read is out is answered and drawn at once; the read, taken before the move,
then finished and drew the table of before it, with the move offered again. The stream had brought
the move's entry already, so nothing read the game again: the page stayed behind until the next move.

Here that order is made to happen: two people at a Goofspiel table (simultaneous bids), Ada's first
bid refused once (a 503, as from a struggling server: the page reads the game again), her page's
reads of the state and the legal actions held after the server answered them, her bid clicked again
while they are held, her stream held until the bid's answer is drawn and then let through, and the
reads handed to the page last."""
import time

import pytest
import requests

from tests.e2e.test_web_chat import _table, _token
from tests.e2e.test_web_live import MOVE_BUTTONS
from tests.e2e.webbrowser import Session, browser  # noqa: F401  (the fixture)

pytestmark = pytest.mark.timeout(180)
# Installed before the page's scripts: while `holding`, the page's reads of the state and the legal
# actions are answered by the server at once and handed to the page only at `release()` (what the
# page draws from them is the game before the move); while the stream is gated (`gate()`), what it
# brings waits until `open()`.
CONTROL_JS = """(() => {
  const plain = window.fetch.bind(window);
  const gate = () => { let open; const shut = new Promise((done) => { open = done; }); return {shut, open}; };
  let reads = {shut: Promise.resolve(), open: () => {}}, stream = {shut: Promise.resolve(), open: () => {}};
  const control = window.__control = {held: 0, handed: 0,
    hold() { reads = gate(); control.held = control.handed = 0; }, release() { reads.open(); },
    gate() { stream = gate(); }, open() { stream.open(); }};
  window.fetch = async (path, init = {}) => {
    const response = await plain(path, init);
    if (/\\/events\\b/.test(String(path)) && response.ok && response.body) {
      const gated = response.body.pipeThrough(new TransformStream({
        async transform(chunk, out) { await stream.shut; out.enqueue(chunk); }}));
      return new Response(gated, {status: response.status, statusText: response.statusText, headers: response.headers});
    }
    if ((init.method || "GET") === "GET" && /\\/v1\\/games\\/[^/?]+\\/(state|actions)$/.test(String(path))) {
      const held = reads.shut;
      control.held += 1;
      await held;
      control.handed += 1;
    }
    return response;
  };
})();"""


def drawn_version(page) -> int:
    return int(page.locator("#game-meta").get_attribute("data-version"))


def refuse_first_move(page):
    """The first POST of a move is answered 503 (problem+json); the rest reach the server."""
    refused = []

    def handle(route):
        if route.request.method == "POST" and not refused:
            refused.append(route.request.url)
            route.fulfill(status=503, content_type="application/problem+json",
                          body='{"type": "about:blank", "title": "Service Unavailable", "status": 503, '
                               '"code": "unavailable", "detail": "try again"}')
        else:
            route.continue_()
    page.route("**/v1/games/*/actions", handle)
    return refused


def wait_for(page, script, timeout=10.0):
    deadline = time.monotonic() + timeout
    while not page.evaluate(script):
        assert time.monotonic() < deadline, f"never true: {script}"
        page.wait_for_timeout(20)


def test_a_read_out_when_a_move_is_answered_does_not_draw_the_table_of_before_it(stack, browser):  # noqa: F811
    base = stack["base"]
    ada, bob = Session(browser, base, "ada"), Session(browser, base, "bob")
    ada.context.add_init_script(CONTROL_JS)
    ada.sign_up("Ada")
    bob.sign_up("Bob")
    game_id = _table(base, ada, bob)
    page = ada.page
    page.goto(f"/#/games/{game_id}")
    page.wait_for_selector("#live[data-state='live']")
    page.wait_for_selector("#your-turn")
    before = drawn_version(page)
    refused = refuse_first_move(page)
    page.evaluate("window.__control.hold(); window.__control.gate()")

    page.locator(MOVE_BUTTONS).first.click()           # refused: the page reads the game again
    wait_for(page, "window.__control.held >= 2")       # read by the server, not yet handed to the page
    assert refused and drawn_version(page) == before
    page.locator(MOVE_BUTTONS).first.click()           # the bid again, while the read is out
    wait_for(page, f"Number(document.querySelector('#game-meta').dataset.version) > {before}")
    page.evaluate("window.__control.open()")           # the stream brings the bid's entry: drawn already
    after = drawn_version(page)
    page.locator(f"#log li[data-version='{after}']").wait_for()
    assert page.evaluate("window.__control.handed") == 0
    page.evaluate("window.__control.release()")        # the read of before the bid is handed over
    wait_for(page, "window.__control.handed >= 2")
    page.wait_for_timeout(300)

    server = requests.get(f"{base}/v1/games/{game_id}/state", headers=_token(ada), timeout=15).json()
    assert server["version"] == after > before
    assert drawn_version(page) == after, "the page drew the table of before the bid"
    assert page.locator(f"#log li[data-version='{after}']").count() == 1
    assert not page.locator("#your-turn").count(), "the bid made is offered again"
    ada.errors.remove("Failed to load resource: the server responded with a status of 503 (Service Unavailable)")
    ada.close()
    bob.close()
