"""Headless Chromium for the web client's tests: Debian's /usr/bin/chromium driven by Playwright
(the `playwright` package talks to it over CDP; no browser download). Each test gets fresh
browser contexts (separate cookie and storage jars: separate sessions), records every console
error and uncaught exception, and saves screenshots under test-output/web/."""
import collections
import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("PITHEAD_CHROMIUM", "/usr/bin/chromium")
OUT = Path(os.environ.get("PITHEAD_WEB_OUT", ROOT / "test-output" / "web"))
# What this machine needs (no sandbox as root; no calls home, which a closed network refuses).
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
HTTP_REFUSAL = re.compile(r"^Failed to load resource: the server responded with a status of 4\d\d")
OFFLINE = re.compile(r"net::ERR_INTERNET_DISCONNECTED")


def chromium_or_skip():
    """Skip (or, under CI, fail) when Chromium is missing: `make test` installs it."""
    if shutil.which(CHROMIUM) or Path(CHROMIUM).is_file():
        return
    message = f"no Chromium at {CHROMIUM}: run scripts/install_chromium.sh (make test does)"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


# proper names a Russian table may show in Latin letters: the player's, the game's own name, and a
# key's name as its key shows it (Pack & Stack's editor: "Enter — поставить"); the page names the
# seats and the bots' levels in Russian («Бот 2 · лёгкий», «Ada (вы)»)
PROPER = {"Ada", "Glück", "Auf", "Enter"}
LATIN = re.compile(r"[A-Za-z]{2,}")


# the replay's output names the action shown first ("After action 12 of 150", "После действия 12 из 150")
REPLAY_AT = "n => (document.querySelector('#at-text')?.textContent || '').match(/\\d+/)?.[0] === String(n)"


# what a person reads of an element: its text (a closed <details>' and a screen reader's too) and
# the attributes read aloud or shown on hover
READ_JS = """els => els.flatMap((el) => {
  const out = [], walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) if (!walk.currentNode.parentElement.closest('style, script')) out.push(walk.currentNode.textContent);
  for (const e of [el, ...el.querySelectorAll('[title], [aria-label], [alt], [placeholder]')])
    for (const a of ['title', 'aria-label', 'alt', 'placeholder']) if (e.getAttribute(a)) out.push(e.getAttribute(a));
  return out; }).join(' ')"""


def english_on_the_table(page, selector: str = ".ga", proper=frozenset()) -> list[str]:
    """The Latin words a person reads on the drawn table (every element `selector` matches: text,
    hidden text, titles and labels) but proper names (PROPER and the test's own `proper`)."""
    text = page.locator(selector).evaluate_all(READ_JS)
    return sorted({w for w in LATIN.findall(text) if w not in PROPER | set(proper)})


def in_russian(session) -> None:
    """The reader's saved language is Russian (as the language switch saves it)."""
    session.context.add_init_script("localStorage.setItem('pithead.language', 'ru')")


def sign_up_by_ids(session, name: str) -> None:
    """Sign up on the front page by its fields' ids (in any language)."""
    page = session.page
    page.goto("/")
    page.locator("#name").fill(name)
    page.locator("form:has(#name) button[type='submit']").click()
    page.locator("#mine-h").wait_for()


def new_game_by_ids(page, game: str, players: int, bot: str, **options) -> None:
    """Create a game with bots of level `bot` in the other seats, by the form's ids (in any
    language); `options` are the game's options' values as the form's selects hold them."""
    page.locator("nav a[href='#/new']").click()
    page.locator("#game").select_option(game)
    page.locator("#seats").select_option(str(players))
    for name, value in options.items():
        page.locator(f"#opt-{name}").select_option(value)
    for seat in range(1, players):
        page.locator(f"#seat-{seat}").select_option(bot)
    page.locator("form:has(#game) button[type='submit']").click()


class Session:
    """One person's browser session: a context and its page, with the errors it logged."""

    def __init__(self, browser, base: str, name: str, viewport=None, locale: str | None = None):
        self.base, self.name = base, name
        # the browser's languages (navigator.languages, Accept-Language): the page's language
        # when the reader saved none; Chromium's own default otherwise (English)
        extra = {"locale": locale} if locale else {}
        self.context = browser.new_context(viewport=viewport or {"width": 1280, "height": 900},
                                           base_url=base, **extra)
        self.page = self.context.new_page()
        self.page.set_default_timeout(20_000)
        self.errors: list[str] = []
        self.refusals: list[str] = []
        self.offline: list[str] = []
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda error: self.errors.append(f"uncaught: {error}"))
        # the page's API requests, their answers and the test's clicks: a failed wait says what
        # the page sent (a move's body too) and what the server did
        self.traffic: collections.deque = collections.deque(maxlen=40)
        self.page.on("request", self._sent)
        self.page.on("response", lambda r: self._answered(r.request, r.status))
        self.page.on("requestfailed", lambda r: self._answered(r, f"failed: {r.failure}"))

    def note(self, what: str) -> None:
        """Add a line to the page's timeline (requests, answers, the test's own clicks)."""
        self.traffic.append((round(time.monotonic() % 1000, 2), what))

    def _sent(self, request):
        if "/v1/" in request.url:
            body = f" {request.post_data}" if request.method == "POST" and request.url.endswith("/actions") else ""
            self.note(f"{request.method} {request.url.split('/v1/', 1)[1][-60:]}{body}")

    def _answered(self, request, answer):
        if "/v1/" in request.url:
            self.note(f"  {answer} {request.method} {request.url.split('/v1/', 1)[1][-40:]}")

    def _console(self, message):
        if message.type != "error":
            return
        kind = self.refusals if HTTP_REFUSAL.match(message.text) else \
            self.offline if OFFLINE.search(message.text) else self.errors
        kind.append(message.text)

    def shot(self, name: str, full_page: bool = True) -> Path:
        """A screenshot in the output folder."""
        OUT.mkdir(parents=True, exist_ok=True)
        path = OUT / f"{name}.png"
        self.page.screenshot(path=str(path), full_page=full_page)
        return path

    def alert(self) -> str | None:
        """The text of the error shown to the person, if any."""
        box = self.page.locator("#alert")
        return box.inner_text() if box.is_visible() else None

    def sign_up(self, name: str) -> None:
        """Sign up on the front page (by the form's ids: the page may be in any language)."""
        self.page.goto("/")
        self.page.locator("#name").fill(name)
        self.page.locator("form:has(#name) button[type=submit]").click()
        self.page.locator("#mine-h").wait_for()

    def close(self, allow_refusals: bool = False, allow_offline: bool = False) -> None:
        """Close the session; fail on any JavaScript error it logged (and on API refusals or
        lost connections unless the test provoked them)."""
        self.context.close()
        assert not self.errors, f"{self.name}: JavaScript errors: {self.errors}"
        if not allow_refusals:
            assert not self.refusals, f"{self.name}: unexpected API refusals: {self.refusals}"
        if not allow_offline:
            assert not self.offline, f"{self.name}: lost connections: {self.offline}"


@pytest.fixture(scope="module")
def browser():
    """Debian's Chromium, headless, launched once for the module."""
    chromium_or_skip()
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        yield launched
        launched.close()


# The load of issue 29's soak: bot tournaments in the background, each a process busy on a core.
LOAD_PROCESSES = int(os.environ.get("PITHEAD_SOAK_LOAD", "2"))
LOAD_COMMAND = ["tournament", "glueckauf", "--seats", "random,random,random,random", "--games", "100000",
                "--jobs", "1", "--no-progress"]


@contextlib.contextmanager
def tournaments(count: int = LOAD_PROCESSES):
    """`count` `pithead tournament` processes running inside the block, stopped after it; yields
    what ran, for a test's figures."""
    out = Path(tempfile.mkdtemp(prefix="pithead-load-"))
    pithead = str(Path(sys.executable).parent / "pithead")
    procs = [subprocess.Popen([pithead, *LOAD_COMMAND, "--seed", str(i + 1), "--out", str(out / str(i))],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
             for i in range(count)]
    started = time.monotonic()
    try:
        time.sleep(1.0)
        assert all(p.poll() is None for p in procs), "a load process exited at once"
        yield {"tournaments": count, "command": "pithead " + " ".join(LOAD_COMMAND)}
    finally:
        for p in procs:
            if p.poll() is None:
                os.killpg(p.pid, signal.SIGTERM)
        for p in procs:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(p.pid, signal.SIGKILL)
                p.wait(timeout=5)
        print(f"load: {count} tournaments for {time.monotonic() - started:.0f} s", file=sys.stderr)


@pytest.fixture(scope="module")
def busy_machine():
    """PITHEAD_SOAK_LOAD (2) bot tournaments busy on the machine while the module's tests run."""
    with tournaments() as load:
        yield load


@pytest.fixture(scope="module")
def soak_load():
    """The same load, under `make soak-web` only (PITHEAD_SOAK_CLICKS set); None otherwise."""
    if not os.environ.get("PITHEAD_SOAK_CLICKS"):
        yield None
        return
    with tournaments() as load:
        yield load
