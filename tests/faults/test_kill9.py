"""Fault injection (DESIGN §6): kill -9 processes while 24 games run, then audit every game.

Real processes: Redis with AOF `appendfsync always`, gunicorn with the deploy config, a Celery
worker, celery beat (the reconciler, with its interval shortened through the environment). At
seeded random moments the killer SIGKILLs a gunicorn worker (its master respawns it), the Celery
worker with its pool (while a game waits in shift_scoring, or while bots are to move) or Redis (it
restarts on the same port from its AOF); what exits on its own is restarted, as the compose file's
restart policy would. Knobs: PITHEAD_FAULT_SEED, PITHEAD_FAULT_KILLS (per kind),
PITHEAD_FAULT_BOT (bot level), PITHEAD_FAULT_DEADLINE (seconds).
"""
import os
import random
import threading
import time

import pytest
import redis

from shared.store import GameStore, connect, keys
from tests.faults import players
from tests.faults.audit import audit
from tests.faults.stack import FaultStack

SEED = int(os.environ.get("PITHEAD_FAULT_SEED", "20240605"))
KILLS = int(os.environ.get("PITHEAD_FAULT_KILLS", "4"))       # per kind
BOT_GAMES, PLAYED_GAMES = 16, 8                                  # 24 games at once
DEADLINE = float(os.environ.get("PITHEAD_FAULT_DEADLINE", "300"))  # seconds for the whole run
BOT = os.environ.get("PITHEAD_FAULT_BOT", "easy")    # the bots' level (random is the fastest)
ENV = {"RECONCILE_INTERVAL": "0.5", "RECONCILE_AFTER": "1", "RECONCILE_REPEAT": "3",
       "WEB_CONCURRENCY": "2", "PITHEAD_LOG_LEVEL": "warning"}


@pytest.fixture
def fault_stack():
    """The processes of the run, stopped afterwards whatever happened."""
    stack = FaultStack(ENV)
    try:
        stack.start_all()
        yield stack
    finally:
        stack.close()


def phases(client, game_ids: list[str]) -> list[str]:
    """The current phase of every game (read straight from the stored states)."""
    try:
        raw = client.mget([keys.game(g, "state") for g in game_ids])
    except redis.RedisError:
        return []
    out = []
    for text in raw:
        text = text or b""
        out.append("shift_scoring" if b'"phase":"shift_scoring"' in text
                   else "ended" if b'"phase":"ended"' in text else "playing")
    return out


def await_phase(client, game_ids: list[str], wanted: str, stop: threading.Event) -> bool:
    """Wait (at most 15 s: the first shift ends some way into a game) for some game in `wanted`."""
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and not stop.is_set():
        if wanted in phases(client, game_ids):
            return True
        time.sleep(0.005)   # polls ~24 states: often enough, without starving the CPU
    return False


def killer(stack: FaultStack, game_ids: list, rng: random.Random, stop: threading.Event) -> dict:
    """Kill -9 at seeded random moments, KILLS of each kind, restarting what died; the figures."""
    client = redis.Redis.from_url(stack.redis_url, socket_timeout=2)
    plan = [kind for kind in ("api", "worker", "redis") for _ in range(KILLS)]
    rng.shuffle(plan)
    figures = {"api": 0, "worker": 0, "redis": 0, "worker_in_shift_scoring": 0,
               "worker_bots_to_move": 0, "left_unscored": 0, "restarts": 0}
    started = time.monotonic()
    for kind in plan:
        if stop.wait(rng.uniform(0.5, 2.0)):   # every kill lands while the games still run
            break
        if kind == "api":
            figures["api"] += stack.kill_api_worker(rng) is not None
        elif kind == "worker":
            wanted = "shift_scoring" if figures["worker"] % 2 == 0 else "playing"
            seen = await_phase(client, game_ids, wanted, stop)
            stack.kill_worker()
            figures["worker"] += 1
            # games still unscored after the kill: their score_shift died queued or running
            figures["left_unscored"] += phases(client, game_ids).count("shift_scoring")
            if seen:
                figures["worker_in_shift_scoring" if wanted == "shift_scoring"
                        else "worker_bots_to_move"] += 1
        else:
            stack.kill_redis()
            figures["redis"] += 1
            time.sleep(rng.uniform(0.1, 1.0))   # clients see connection errors and 503s meanwhile
        figures["restarts"] += len(stack.revive())
        figures["last_kill_s"] = time.monotonic() - started
    figures["restarts"] += len(stack.revive())
    return figures


def all_finished(store: GameStore, game_ids: list[str]) -> bool:
    """True once every game's stored status is finished."""
    try:
        return all(s.meta["status"] == "finished" for s in store.load_many(game_ids))
    except redis.RedisError:
        return False


def open_games(stack: FaultStack) -> tuple[list[str], list[tuple]]:
    """BOT_GAMES games of bots only and PLAYED_GAMES with a client in seat 0, 2-4 seats, started."""
    host = players.Player(stack.base, "fault-host")
    seated, game_ids = [], []
    for index in range(BOT_GAMES + PLAYED_GAMES):
        plays = index >= BOT_GAMES
        player = players.Player(stack.base, f"fault-{index}") if plays else host
        game_ids.append(players.open_game(player, 2 + index % 3, SEED + index, plays, BOT))
        if plays:
            seated.append((player, game_ids[-1]))
    return game_ids, seated


def supervise(stack: FaultStack, killer_thread: threading.Thread, stop: threading.Event) -> int:
    """Once the killer is done, restart whatever exits on its own, as the restart policy of
    docker-compose.yml and Kubernetes does (a Celery worker can exit after Redis comes back:
    kombu's `restore_unacked` on a lost connection raises an AttributeError it calls
    unrecoverable); how many restarts that took."""
    killer_thread.join()   # until then the killer restarts what died, after each kill
    restarts = 0
    while not stop.wait(0.5):
        restarts += len(stack.revive())
    return restarts


def run_under_kills(stack: FaultStack, game_ids: list, seated: list, deadline: float) -> dict:
    """Play while the killer runs; return when every game ended (or the deadline passed)."""
    stop, result = threading.Event(), {}
    # daemon threads, stopped in any case: a failed run must not keep its process alive
    thread = threading.Thread(target=lambda: result.update(
        killer(stack, game_ids, random.Random(SEED), stop)), daemon=True)
    keeper = threading.Thread(target=lambda: result.update(
        restarts_after=supervise(stack, thread, stop)), daemon=True)
    thread.start()
    keeper.start()
    started = time.monotonic()
    try:
        errors, answers = players.play_all(seated, SEED, deadline)
        store = GameStore(connect(stack.redis_url))
        while not errors and not all_finished(store, game_ids) and time.monotonic() < deadline:
            time.sleep(0.5)
        result.update(finished_s=time.monotonic() - started, errors=errors, answers=answers)
    finally:
        stop.set()
    thread.join(30)
    keeper.join(30)
    stack.revive()
    return result


def report(result: dict, stack: FaultStack, totals: dict, retries: int) -> None:
    """Print the figures of the run."""
    print(f"\nfaults (seed {SEED}): kills: gunicorn worker {result.get('api')}, Celery worker "
          f"{result.get('worker')} ({result.get('worker_in_shift_scoring')} while a game waited in "
          f"shift_scoring, {result.get('worker_bots_to_move')} while bots were to move; "
          f"{result.get('left_unscored')} games left in shift_scoring by them), Redis "
          f"{result.get('redis')}; restarts by the killer {result.get('restarts')} (so "
          f"{result.get('restarts', 0) - result.get('worker', 0) - result.get('redis', 0)} exits of "
          f"Celery worker or beat on their own, after a Redis kill), and after it "
          f"{result.get('restarts_after')}; process starts {stack.starts}; last kill "
          f"{result.get('last_kill_s', 0):.0f} s in, every game finished "
          f"{result['finished_s']:.0f} s in")
    print(f"  games {BOT_GAMES + PLAYED_GAMES} ({BOT_GAMES} all bots, {PLAYED_GAMES} with an HTTP "
          f"client), versions {totals['versions']}, actions {totals['actions']}, acknowledged "
          f"actions {totals['acked']}, actions lost: {totals['lost']}; client retries {retries}, "
          f"answers to actions by status {dict(sorted(result['answers'].items()))}")
    for error in result["errors"][:5]:
        print(f"  client error: {error}")


def test_nothing_acknowledged_is_lost_under_kill9(fault_stack):
    stack = fault_stack
    deadline = time.monotonic() + DEADLINE
    game_ids, seated = open_games(stack)
    result = run_under_kills(stack, game_ids, seated, deadline)
    acks = [ack for player, _ in seated for ack in player.acks]
    problems, totals = audit(GameStore(connect(stack.redis_url)), game_ids, acks)
    report(result, stack, totals, sum(p.retries for p, _ in seated))
    assert not result["errors"], result["errors"]
    assert not problems, problems[:20]
    assert result["api"] == result["worker"] == result["redis"] == KILLS
