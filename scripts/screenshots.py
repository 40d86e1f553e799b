"""`make screenshots`: each registered game's table in the web client, at 1280x800 and 390x844, saved
as docs/screenshots/<game>-desktop.png and <game>-phone.png.

Starts the real stack (a Redis of its own, gunicorn with every service, a Celery worker), then for
each game in the catalog: a person creates it against bots on the new-game page, plays their first
legal move through the API whenever it is their turn until a round has been scored (the table is
then full: goods made, workers out, points on the board), and the game page is captured in Debian's
Chromium at both sizes, on the person's turn. Run it again after a table changes."""
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import requests
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from shared import redis_server  # noqa: E402
from tests.e2e.webbrowser import CHROMIUM, FLAGS  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
BIN = Path(sys.executable).parent
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}
MOST_MOVES = 80      # my moves before the capture, at most: enough for a round of any game


def start_stack(tmp: Path) -> tuple[str, list]:
    """Redis, the API and a worker; the API's base URL and the processes."""
    redis, url = redis_server.start(tmp / "redis", fsync="everysec")
    port = redis_server.free_port()
    env = {**os.environ, "REDIS_URL": url, "CELERY_BROKER_URL": url, "LOG_LEVEL": "WARNING",
           "PITHEAD_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": "2", "PYTHONPATH": str(ROOT)}
    spawn = lambda argv, log: subprocess.Popen(argv, cwd=ROOT, env=env, stdout=open(tmp / log, "wb"),  # noqa: E731
                                               stderr=subprocess.STDOUT, start_new_session=True)
    api = spawn([str(BIN / "gunicorn"), "-c", "deploy/gunicorn.conf.py", "services.gateway:app"], "api.log")
    worker = spawn([str(BIN / "celery"), "-A", "services.worker.app:celery", "worker", "--loglevel", "INFO",
                    "--without-gossip", "--without-mingle", "--hostname", f"shots-{port}@%h"], "worker.log")
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            ready = requests.get(base + "/readyz", timeout=1).status_code == 200
        except requests.RequestException:
            ready = False
        if ready and b"ready." in (tmp / "worker.log").read_bytes():
            return base, [api, worker, redis]
        time.sleep(0.2)
    raise SystemExit(f"the stack did not start: see {tmp}")


def stop(procs: list) -> None:
    """Stop the processes this script started."""
    for proc in procs:
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, 15)
            except (ProcessLookupError, PermissionError):
                proc.terminate()
    for proc in procs:
        proc.wait(timeout=20)


def create(page, game: dict) -> str:
    """The game at its most seats against its bots, made on the new-game page; its id."""
    names = [lv["name"] for lv in game["bot_levels"]]
    level = "greedy" if "greedy" in names else names[0]
    page.goto(f"/#/new?game={game['name']}")
    seats = page.locator("select.seat-choice")
    seats.first.wait_for()
    page.get_by_label("Players").select_option(str(min(game["seats"]["max"], 4)))
    for i in range(seats.count()):
        seats.nth(i).select_option(level)
    page.get_by_role("button", name="Create the game").click()
    page.wait_for_url("**/#/games/*")
    return page.url.rsplit("/", 1)[1]


def play_to_a_round(http: requests.Session, base: str, game_id: str, phases: dict) -> None:
    """My first legal move on each of my turns until a round is scored and it is my turn again."""
    url, moves = f"{base}/v1/games/{game_id}", 0
    while moves < MOST_MOVES:
        state = http.get(f"{url}/state", timeout=15).json()
        mine = state["seat"] in state["active_seats"]
        if state["status"] == "finished":
            return
        if mine and moves and http.get(f"{url}/rounds", timeout=15).json()["rounds"]:
            return
        actions = http.get(f"{url}/actions", timeout=15).json() if mine else {"actions": []}
        if not actions["actions"]:
            time.sleep(0.2)
            continue
        body = {"actions": actions["actions"][:1]}
        phase = phases.get(state["phase"], {})
        if phase.get("kind") == "turn" and not phase.get("out_of_turn") and len(state["active_seats"]) == 1:
            body["expected_version"] = actions["version"]
        http.post(f"{url}/actions", json=body, timeout=15)   # a race lost to a bot is refused: play on
        moves += 1


def capture(browser, base: str, token_pair: list, game: dict, game_id: str) -> list:
    """The game page at each size, on the person's turn when it comes; the files written."""
    written = []
    for size, viewport in SIZES.items():
        context = browser.new_context(viewport=viewport, base_url=base)
        page = context.new_page()
        page.goto("/")
        page.evaluate("([t, p]) => { localStorage.setItem('pithead.token', t); localStorage.setItem('pithead.player', p); }",
                      token_pair)
        page.goto(f"/#/games/{game_id}")
        page.locator(".table-area").wait_for(timeout=30_000)
        try:
            page.locator("#your-turn, #result").first.wait_for(timeout=30_000)
        except Exception:  # noqa: BLE001  (a game whose bots are still moving: capture it as it is)
            pass
        page.wait_for_timeout(500)                      # the table's images and fonts
        path = OUT / f"{game['name']}-{size}.png"
        page.screenshot(path=str(path))
        written.append(path)
        context.close()
    return written


def main() -> int:
    """Start the stack, capture every game, stop the stack."""
    OUT.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="pithead-shots-"))
    base, procs = start_stack(tmp)
    try:
        games = requests.get(f"{base}/v1/catalog", timeout=10).json()["games"]
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
            page = browser.new_context(viewport=SIZES["desktop"], base_url=base).new_page()
            page.goto("/")
            page.get_by_label("Your name").fill("Ada")
            page.get_by_role("button", name="Sign up").click()
            page.get_by_role("heading", name="Games", exact=True).wait_for()
            pair = page.evaluate("[localStorage.getItem('pithead.token'), localStorage.getItem('pithead.player')]")
            http = requests.Session()
            http.headers["Authorization"] = f"Bearer {pair[0]}"
            for game in games:
                started = time.monotonic()
                game_id = create(page, game)
                play_to_a_round(http, base, game_id, {p["name"]: p for p in game["phases"]})
                for path in capture(browser, base, pair, game, game_id):
                    print(f"{path.relative_to(ROOT)}  ({time.monotonic() - started:.0f} s)")
            browser.close()
    finally:
        stop(procs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
