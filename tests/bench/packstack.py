"""Pack & Stack benchmark: random games per second, the exact solver's time over every truck with
every load, the bots' decision times, and the real-time race over HTTP.

Run with `python -m tests.bench.packstack` (part of `make bench`). One core for the engine, the
solver and the bots. The race: four HTTP clients on the real stack (gunicorn, Celery, Redis with
AOF always) play whole games; each round the time from the reveal (the first client to see the
race) to the last truck taken (the first client to see loading), and every claim's time to answer.
PACKSTACK_BENCH_LOADS (default: all 900) samples the loads per truck; PACKSTACK_BENCH_GAMES the
HTTP games. A benchmark, not a timed test.
"""
import json
import os
import random
import threading
import time

from shared import engine
from shared.games.packstack import bots, data, solver
from shared.games.packstack.packing import first_fit
from shared.simulate import play_random_game

LOADS = int(os.environ.get("PACKSTACK_BENCH_LOADS", "900"))
HTTP_GAMES = int(os.environ.get("PACKSTACK_BENCH_GAMES", "4"))


def pct(values: list, q: float) -> float:
    """The q-quantile (0..1) by nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def random_games() -> dict:
    """Random legal games per second, per seat count (the engine's playout)."""
    rules, out = engine.get("packstack"), {}
    for players in (3, 4, 6):
        started, games = time.perf_counter(), 100
        for seed in range(games):
            play_random_game(rules, players, seed)
        out[f"{players}p_games_per_s"] = round(games / (time.perf_counter() - started), 1)
    return out


def solver_times() -> dict:
    """Every truck with every load (or a sample): p50, p99 and the worst time of a proven solve."""
    chooser, loads, times, worst = random.Random(1), data.every_load(), [], (0.0, None)
    for truck in data.TRUCK_IDS:
        for load in (loads if LOADS >= len(loads) else chooser.sample(loads, LOADS)):
            started = time.perf_counter()
            solver.solve(truck, load)
            elapsed = time.perf_counter() - started
            times.append(elapsed)
            worst = max(worst, (elapsed, (truck, tuple(load.values()))))
    return {"solves": len(times), "p50_ms": round(pct(times, 0.5) * 1000, 2),
            "p99_ms": round(pct(times, 0.99) * 1000, 2), "max_ms": round(worst[0] * 1000, 1),
            "worst_case": worst[1], "total_s": round(sum(times), 1)}


def bot_times() -> dict:
    """Decision time p50/p99 per level, on race and loading positions from random games."""
    rules, positions = engine.get("packstack"), []
    for seed in range(12):
        state, chooser = rules.setup({"truck_race": "sealed"}, 4, seed), random.Random(seed)
        while not rules.is_over(state) and len(positions) < 40 * (seed + 1):
            seat = None if rules.awaiting_system(state) else min(rules.active_seats(state), default=None)
            if seat is None:
                state = rules.apply(state, None, rules.system_action(state))[0]
                continue
            positions.append((rules.view(state, seat), seat))
            state = rules.apply(state, seat, chooser.choice(rules.legal_actions(state, seat)))[0]
    out = {}
    for level in bots.LEVELS:
        times = []
        for view, seat in positions:
            started = time.perf_counter()
            bots.choose(view, seat, level)
            times.append(time.perf_counter() - started)
        out[level] = {"p50_ms": round(pct(times, 0.5) * 1000, 2), "p99_ms": round(pct(times, 0.99) * 1000, 2)}
    return out


def http_race() -> dict:
    """Four HTTP clients racing live: reveal to last truck taken, and claim-to-answer, p50/p99."""
    from tests.bench.stack import stack
    from tests.e2e.conftest import Client
    with stack() as s:
        s.redis()
        base, _ = s.gunicorn("services.gateway:app", health="/readyz")
        s.celery_worker()
        time.sleep(3)
        races, answers = [], []
        for game in range(HTTP_GAMES):
            clients = [Client(base, f"p{i}") for i in range(4)]
            gid = clients[0].call("POST", "/v1/games", json={"game": "packstack", "seats": 4,
                                                             "seed": game}).json()["id"]
            for c in clients[1:]:
                c.call("POST", f"/v1/games/{gid}/seats", json={"accept_chosen_seed": True})
            clients[0].call("POST", f"/v1/games/{gid}/start")
            _play_http(clients, gid, races, answers)
    return {"rounds": len(races), "reveal_to_last_truck_ms": {"p50": round(pct(races, 0.5) * 1000),
                                                              "p99": round(pct(races, 0.99) * 1000)},
            "claim_to_answer_ms": {"p50": round(pct(answers, 0.5) * 1000, 1),
                                   "p99": round(pct(answers, 0.99) * 1000, 1), "claims": len(answers)}}


def _play_http(clients, gid, races, answers) -> None:
    marks, lock = {}, threading.Lock()

    def player(client):
        while True:
            state = client.call("GET", f"/v1/games/{gid}/state").json()
            if state["status"] == "finished":
                return
            view, seat, key = state["view"], state["seat"], state["view"]["round"]
            if state["phase"] == "race":
                with lock:
                    marks.setdefault(key, [time.monotonic(), None])
                if seat in view["active"]:
                    _claim(client, gid, view, seat, answers)
            elif state["phase"] == "loading":
                with lock:
                    if key in marks and marks[key][1] is None:
                        marks[key][1] = time.monotonic()
                if seat in view["active"]:
                    pieces = first_fit(view["trucks"][seat], view["loads"][seat])
                    client.call("POST", f"/v1/games/{gid}/actions", json={"type": "load", "pieces": pieces})
            time.sleep(0.005)
    threads = [threading.Thread(target=player, args=(c,)) for c in clients]
    [t.start() for t in threads]
    [t.join() for t in threads]
    races += [end - start for start, end in marks.values() if end is not None]


def _claim(client, gid, view, seat, answers) -> None:
    held = set(view["trucks"])
    mine = [r["truck"] for r in view["revealed"] if r["by"] != seat and r["truck"] not in held]
    need = data.load_volume(view["loads"][seat])
    action = {"type": "take_top"}
    if mine:
        action = {"type": "claim", "truck": min(mine, key=lambda t: abs(data.TRUCKS[t]["volume"] - need))}
    started = time.monotonic()
    client.call("POST", f"/v1/games/{gid}/actions", json=action)
    answers.append(time.monotonic() - started)


def main() -> None:
    """Print the figures, one JSON object last."""
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})   # one core
    figures = {"engine": random_games(), "bots": bot_times(), "solver": solver_times()}
    print(json.dumps(figures))
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, set(range(os.cpu_count() or 1)))
    figures["http_race"] = http_race()
    print(json.dumps({"packstack": figures}))


if __name__ == "__main__":
    main()

