"""`make bench` (HTTP part): the API under gunicorn with the settings of `make run`, a Celery worker and
Redis with AOF `appendfsync always`, all real processes on loopback.

Prints, as medians of several rounds: POSTed actions per second at 32 concurrent clients (validate,
apply, persist, publish) against reference apps under the same gunicorn settings (a minimal Flask
app with one JSON route, the baseline of the goal's ratio; a bare WSGI callable, what gunicorn
itself costs; a Flask route that sends a move's Redis commands and nothing else, the ceiling of
the ratio for any move that persists with our two round trips; and the same in one round trip, the
ceiling of any redesign: tests/bench/floor.py), the ratios (goal >= 0.5) and p50/p99 latency (goal p99 < 50 ms);
the latency from the last worker placement of a shift to the shift scored by the Celery worker
(goal p99 < 250 ms); bytes Redis holds per finished game: its compacted record (the goal's
figure) and, beside it, the record with the recorded answers of its keyed POSTs.
Then boardgame.io's server under the same load (tests/bench/peer.py: durable FlatFile-direct and in
memory, medians of 3) and the ratios, when node is installed.
Loopback only; bounded in time (about two and a half minutes, and one more for the peer); stops by
itself.
"""
import asyncio
import os
import statistics
import time

import redis

from shared.store import GameStore, keys
from tests.bench import loadgen, peer, play, references, sizes
from tests.bench.play import idle_scoring, probe_commands
from tests.bench.stack import cpu_seconds, stack

CLIENTS = references.CLIENTS
ROUND_SECONDS = float(os.environ.get("BENCH_ROUND_SECONDS", "4"))
ROUNDS = 3
FINISHED_GAMES = 5
# make run's policy first (the figures the goals are about), then everysec to show the disk's share
FSYNC = ("always", "everysec")


RATE_GUESS = 2000.0          # actions/s the first round's games are scripted for (twice over)
HELLOS = tuple(references.APPS)   # the reference apps; the first is the baseline of the ratio
LABELS = {"flask": "hello-world flask", "wsgi": "hello-world wsgi", "floor": "floor (Redis only)",
          "floor1": "floor in one round trip"}
SERVERS = ("api", "redis", "worker")   # whose CPU a POST costs (with the client's own)


async def prepare(clients: list, seconds: float, rate: float) -> None:
    """Script enough games for a round of `seconds` at about `rate` actions/s (twice over), before
    the round starts: the clients' engine work is not part of what a round measures."""
    steps = int(2 * rate * seconds / len(clients)) + 50
    for c in clients:   # idle longer than gunicorn's keep-alive: reconnect
        c.conn.close()
    await asyncio.gather(*(c.top_up(steps) for c in clients))


async def actions_round(clients: list, seconds: float) -> int:
    """Every client plays for `seconds`; the number of actions POSTed. A client whose last action
    began a shift scoring waits for it, so no scoring is left to run during the next hello round."""
    for c in clients:   # idle through the hello rounds, longer than gunicorn's keep-alive: reconnect
        c.conn.close()
    # connected before the clock starts, as in the reference rounds: a latency is a request's own
    await asyncio.gather(*(c.conn.open() for c in clients))
    deadline = time.perf_counter() + seconds
    return sum(await asyncio.gather(*(c.play(deadline) for c in clients)))


async def until_finished(clients: list, games: int, cap: float) -> None:
    """Play on until `games` games have finished (bounded by `cap` seconds)."""
    deadline = time.perf_counter() + cap
    while sum(len(c.finished) for c in clients) < games and time.perf_counter() < deadline:
        await actions_round(clients, 2.0)


async def hello_rounds(hellos: dict, pgids: dict, out: dict) -> None:
    """One round against each reference app; rates, latencies and CPU per request added to `out`."""
    for name, address in hellos.items():
        before, own = cpu_seconds(pgids[name]), time.process_time()
        count, latencies = await references.reference_round(name, *address, ROUND_SECONDS)
        out["cpu"][name] += (cpu_seconds(pgids[name]) - before) / count
        out["cpu"][f"client {name}"] += (time.process_time() - own) / count
        out["hello"][name].append(count / ROUND_SECONDS)
        out["hello_lat"][name] += latencies


async def measure(hellos: dict, clients: list, pgids: dict) -> dict:
    """Alternate hello-world and action rounds; what one pass measured (Redis-clock window too)."""
    redis = clients[0].redis
    warm_since = await redis.time()
    await warm_up(clients)
    for c in clients:
        c.latencies.clear()
        c.waits.clear()
    since = await redis.time()
    out = {"hello": {n: [] for n in hellos}, "hello_lat": {n: [] for n in hellos},
           "cpu": dict.fromkeys([*hellos, *(f"client {n}" for n in hellos), *SERVERS, "client"],
                                0.0)}
    action_rates, cpu = [], out["cpu"]
    for _ in range(ROUNDS):
        await hello_rounds(hellos, pgids, out)
        await prepare(clients, ROUND_SECONDS, max(action_rates, default=RATE_GUESS))
        before = {name: cpu_seconds(pgids[name]) for name in SERVERS}
        own = time.process_time()
        count = await actions_round(clients, ROUND_SECONDS)
        cpu["client"] += (time.process_time() - own) / count
        for name in SERVERS:
            cpu[name] += (cpu_seconds(pgids[name]) - before[name]) / count
        action_rates.append(count / ROUND_SECONDS)
    until = await redis.time()
    return {"hello": out["hello"], "actions": action_rates, "hello_lat": out["hello_lat"],
            "cpu": {name: total / ROUNDS for name, total in cpu.items()},
            "action_lat": [x for c in clients for x in c.latencies],
            "waits": [x for c in clients for x in c.waits],
            "window": (_ms(since), _ms(until)), "warm_up_window": (_ms(warm_since), _ms(since))}


def _ms(redis_time) -> int:
    return redis_time[0] * 1000 + redis_time[1] // 1000


async def warm_up(clients: list, cap: float = 30.0) -> None:
    """Play until the code paths are hot and every client has seen a shift scored. The clients
    start their first games together, so their first shifts end together and queue at the
    worker as one burst (reported on its own); the timed rounds measure the steady state after."""
    deadline = time.perf_counter() + cap
    while True:
        await prepare(clients, 1.5, RATE_GUESS)
        await actions_round(clients, 1.5)
        if all(c.waits for c in clients) or time.perf_counter() > deadline:
            return


async def run_passes(api, hellos: dict, redis_url: str, pgids: dict) -> tuple[dict, list]:
    """One pass per fsync policy on the same stack (CONFIG SET between them), then enough play
    to finish a few games; the passes' figures and the clients."""
    import redis.asyncio as aioredis
    aio = aioredis.Redis.from_url(redis_url, max_connections=2 * CLIENTS)
    clients = [play.Client(*api, aio, seed) for seed in range(CLIENTS)]
    passes: dict = {}
    try:
        for policy in FSYNC:
            await aio.config_set("appendfsync", policy)
            passes[policy] = await measure(hellos, clients, pgids)
        await until_finished(clients, FINISHED_GAMES, cap=60.0)
        await aio.config_set("appendfsync", FSYNC[0])
        passes["probe"] = await probe_commands(clients[0], redis.Redis.from_url(redis_url))
        passes["idle"] = await idle_scoring(clients[0])
    finally:
        for c in clients:
            c.conn.close()
        await aio.aclose()
    return passes, clients


def host_port(base: str) -> tuple[str, int]:
    """('127.0.0.1', port) of a base URL."""
    host, port = base.removeprefix("http://").split(":")
    return host, int(port)


def ms(seconds: float) -> str:
    """Seconds as a millisecond figure."""
    return f"{seconds * 1000:.1f} ms"


def fsync_cost(client, policy: str, n: int = 100) -> float:
    """Seconds one sequential SET takes under `policy`: what this machine's disk charges a write."""
    client.config_set("appendfsync", policy)
    start = time.perf_counter()
    for i in range(n):
        client.set("bench:fsync-probe", i)
    client.delete("bench:fsync-probe")
    return (time.perf_counter() - start) / n


def row(label: str, values: list[str]) -> None:
    """One line of the figures table."""
    print(f"  {label:<38}" + "".join(f"{v:>30}" for v in values))


def pct_pair(values: list) -> str:
    """'p50 / p99' of latencies in seconds."""
    return f"{ms(loadgen.percentile(values, .5))} / {ms(loadgen.percentile(values, .99))}"


def report_http(passes: dict, client) -> None:
    """The table of throughput, latency and CPU figures, one column per fsync policy."""
    med, runs = statistics.median, passes.values()
    print(f"http: {CLIENTS} concurrent clients, {ROUNDS} rounds of {ROUND_SECONDS:.0f} s per figure "
          "(medians), gunicorn with deploy/gunicorn.conf.py, one Celery worker, loopback; "
          f"{os.cpu_count()} cores, load average now {os.getloadavg()[0]:.1f}")
    row("Redis appendfsync", [f"{p}" + (" (make run)" if p == "always" else "") for p in passes])
    row("one sequential SET (disk fsync)", [ms(fsync_cost(client, p)) for p in passes])
    for name in HELLOS:
        row(f"{LABELS[name]}, req/s", [f"{med(m['hello'][name]):.0f}" for m in runs])
        row(f"{LABELS[name]} p50 / p99", [pct_pair(m["hello_lat"][name]) for m in runs])
    row("POST actions, act/s", [f"{med(m['actions']):.0f}" for m in runs])
    row("ratio act/hello flask (goal >= 0.5)",
        [f"{med(m['actions']) / med(m['hello']['flask']):.2f}" for m in runs])
    row("ratio act/hello bare WSGI", [f"{med(m['actions']) / med(m['hello']['wsgi']):.2f}"
                                         for m in runs])
    row("ratio floor/hello flask (the ceiling)",
        [f"{med(m['hello']['floor']) / med(m['hello']['flask']):.2f}" for m in runs])
    row("ratio floor in one trip/hello flask",
        [f"{med(m['hello']['floor1']) / med(m['hello']['flask']):.2f}" for m in runs])
    row("act/floor (share of the ceiling)",
        [f"{med(m['actions']) / med(m['hello']['floor']):.2f}" for m in runs])
    row("POST p50 / p99 (goal p99 < 50 ms)", [pct_pair(m["action_lat"]) for m in runs])
    for name in HELLOS:
        row(f"server CPU per {LABELS[name]} request", [ms(m["cpu"][name]) for m in runs])
    row("server CPU per POST: API / Redis / worker",
        [" / ".join(ms(m["cpu"][n]) for n in SERVERS) for m in runs])
    row("client CPU per hello flask / per POST", [f"{ms(m['cpu']['client flask'])} / "
                                                  f"{ms(m['cpu']['client'])}" for m in runs])


def report_scoring(passes: dict, clients: list, client, idle: list) -> None:
    """Shift-scoring latency per fsync policy, by Redis' clock and as clients saw it."""
    logs = [client.xrange(keys.game(g, "log")) for c in clients for g in c.games]
    by_redis = [[x for log in logs for x in play.scoring_latencies(log, *m["window"])]
                for m in passes.values()]
    row("shift scored, Redis clock p50/p99", [f"{pct_pair(v)} (n={len(v)})" for v in by_redis])
    row("shift scored, seen by client p50/p99", [f"{pct_pair(m['waits'])} (n={len(m['waits'])})"
                                                 for m in passes.values()])
    window = passes[FSYNC[0]]["warm_up_window"]
    burst = [x for log in logs for x in play.scoring_latencies(log, *window)]
    print(f"  shift scored, start-up burst ({FSYNC[0]}; {len(clients)} clients' first shifts end "
          f"together): p50/p99 {pct_pair(burst)} (n={len(burst)})")
    print(f"  shift scored, one client alone ({FSYNC[0]}): p50/max {ms(loadgen.percentile(idle, .5))}"
          f" / {ms(max(idle, default=float('nan')))} (n={len(idle)})")
    print("  (shift scoring goal: p99 < 250 ms from the last placement's commit to the worker's)")


def report_costs(probe: tuple, clients: list, client) -> None:
    """Redis commands per POST and bytes per finished game."""
    posts, commands = probe
    if posts:
        per = ", ".join(f"{name} {n / posts:.1f}" for name, n in sorted(commands.items(), key=lambda x: -x[1]))
        print(f"  Redis commands per POST (INFO commandstats over {posts} sequential POSTs, Lua"
              f" script internals included): {sum(commands.values()) / posts:.1f} = {per}")
    finished = [g for c in clients for g in c.finished]
    if not finished:
        print("  Redis per finished game: n/a, no game finished within the time cap")
        return
    answers = statistics.median(_compacted_sizes(client, finished))
    record = statistics.median(sizes.game_bytes(client, g, idempotency=False) for g in finished)
    print(f"  Redis per finished game ({len(finished)} two-seat games of random legal moves, "
          "medians of MEMORY USAGE over the game's keys, compacted as the worker does):")
    print(f"    its record, what it holds for good (the goal's figure, <= 16 KiB at 4 seats): "
          f"{record / 1024:.1f} KiB")
    print(f"    the record and the recorded answers of its keyed POSTs (kept IDEMPOTENCY_TTL, a "
          f"day, after the last): {answers / 1024:.1f} KiB")


def _compacted_sizes(client, game_ids: list) -> list[int]:
    """Compact each finished game (its live keys were kept for the scoring figure: COMPACT_AFTER);
    each one's bytes with its hash of recorded answers, which compaction leaves to its TTL."""
    store, out = GameStore(client), []
    for game_id in game_ids:
        snapshot = store.load(game_id)
        outcome = store.compact(game_id, snapshot.version, snapshot.meta.get("updated_at", 0))
        assert outcome in ("ok", "archived"), (game_id, outcome)
        out.append(sizes.game_bytes(client, game_id))
    return out


def report(passes: dict, clients: list, redis_url: str) -> None:
    """Print the figures: medians over rounds, percentiles over all samples of a pass."""
    probe, idle = passes.pop("probe"), passes.pop("idle")
    client = redis.Redis.from_url(redis_url)
    report_http(passes, client)
    report_scoring(passes, clients, client, idle)
    report_costs(probe, clients, client)


def main() -> None:
    """Run the benchmark and print its figures."""
    pgids: dict[str, int] = {}
    with stack() as s:
        redis_url, pgids["redis"] = s.redis(fsync="always")
        # the limits are still checked on every request (their cost is measured), but one bench
        # client posts faster than the 100/s a real client's token is allowed
        s.env["RATE_LIMIT_TOKEN"] = s.env["RATE_LIMIT_ADDRESS"] = "100000000/minute"
        # finished games stay live for the run: the shift-scoring figure reads their log streams'
        # ids (Redis's own clock), which a compacted record no longer carries
        s.env["COMPACT_AFTER"] = "3600"
        pgids["worker"] = s.celery_worker().pid     # its own session: pgid = pid
        api, pgids["api"] = s.gunicorn("services.gateway:app", health="/readyz")
        hellos = {}
        for name, target in references.APPS.items():
            base, pgids[name] = s.gunicorn(target, health="/")
            hellos[name] = host_port(base)
        passes, clients = asyncio.run(run_passes(host_port(api), hellos, redis_url, pgids))
        ours = dict(passes[FSYNC[0]])
        report(passes, clients, redis_url)
    report_peer(ours)   # the stack stopped: the peer has the machine as ours had it


def report_peer(ours: dict) -> None:
    """Pithead's moves/s (appendfsync always) beside boardgame.io's server, back to back."""
    why = peer.missing()
    if why:
        print(f"peer (boardgame.io 0.50.2): skipped, {why}")
        return
    theirs, med = peer.medians(), statistics.median
    act, floor1 = med(ours["actions"]), med(ours["hello"]["floor1"])
    lat = loadgen.percentile(ours["action_lat"], .99) * 1000
    print(f"peer: boardgame.io 0.50.2's server, {peer.CLIENTS} clients, medians of {peer.RUNS} x "
          f"{peer.SECONDS} s each, run right after ours; load average now {os.getloadavg()[0]:.1f}")
    row("Pithead POST actions (AOF always)", [f"{act:.0f} moves/s, p99 {lat:.1f} ms"])
    row("Pithead floor in one round trip", [f"{floor1:.0f} req/s"])
    for storage, label in (("flatfile-direct", "durable, FlatFile-direct"),
                           ("memory", "in memory")):
        got = theirs[storage]
        row(f"boardgame.io {label}", [f"{got['moves_per_s']:.0f} moves/s, p99 {got['p99_ms']:.1f}"
                                      f" ms (runs {', '.join(f'{r:.0f}' for r in got['runs'])})"])
        row(f"ratio Pithead / boardgame.io {storage}",
            [f"{act / got['moves_per_s']:.2f}" + (" (goal >= 1.5)" if storage != "memory" else "")])
    row("ratio act/floor in one trip (goal >= 0.6)", [f"{act / floor1:.2f}"])


if __name__ == "__main__":
    main()
