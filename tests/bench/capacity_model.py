"""The capacity model: from the costs tests/bench/capacity.py measured per move, what serving
TARGET_GAMES concurrent asynchronous games at TARGET_MOVES moves a second takes.

A move is one committed write of a game (a person's POST, a bot's turn, a system step); the
measured mix has bots in a third of the seats, as the target. Every process is sized so that no
core is busier than UTIL (headroom for peaks, a lost host, a failover):
  API processes      = TARGET_MOVES x API CPU per move / UTIL   (a gunicorn worker is one core)
  Celery processes   = (bot moves/s x (task CPU + decision CPU at the level)
                        + system moves/s x task CPU) / UTIL    (prefork: a process is one core)
  Redis shards       = max(TARGET_MOVES x Redis CPU per move / UTIL,   (one core a primary)
                           memory / SHARD_GIB), each with one replica
  memory of Redis    = TARGET_GAMES x bytes in play + games finished a day x (finished bytes x
                       days kept + idempotency bytes x 1 day), x 2 with the replicas
"""
import json
import math

TARGET_GAMES = 1_000_000
TARGET_MOVES = 10_000
UTIL = 0.6
SHARD_GIB = 25          # maxmemory of a primary on a 32 GiB host (forks for AOF rewrite need room)
RETENTION_DAYS = (0, 30, 365)
GIB, MIB, KIB = 1 << 30, 1 << 20, 1024


def decision_s(level: dict) -> float:
    """Core-seconds of one decision: a search spends its whole wall-clock budget computing when
    it has a core to itself (measured p50 wall); a rule-based level, its CPU time."""
    return level["p50_ms"] / 1000 if level["budget_s"] > 0 else level["cpu_ms_mean"] / 1000


def per_move(f: dict) -> dict:
    """The measured costs per move (seconds, counts, bytes)."""
    m = f["moves"]
    moves = m.get("player", 0) + m.get("bot", 0) + m.get("system", 0)
    worked = m.get("bot", 0) + m.get("system", 0)
    greedy = decision_s(f["bots"][f["bot"]])
    return {"moves": moves, "rate": moves / f["seconds"],
            "share": {k: m.get(k, 0) / moves for k in ("player", "bot", "system")},
            "api": f["cpu"]["api"] / moves, "gateway": f["cpu"]["gateway"] / moves,
            "worker": f["cpu"]["worker"] / worked,
            "task": max(0.0, f["cpu"]["worker"] - m.get("bot", 0) * greedy) / worked,
            "redis": f["redis_cpu"] / moves, "sent": f["sent"] / moves,
            "calls": f["calls"] / moves, "in": f["net_in"] / moves, "out": f["net_out"] / moves,
            "broker": f["broker_sent"] / moves, "requests": f["requests"] / moves,
            "broker_cpu": f["cpu"]["broker"] / moves}


def plan(f: dict, c: dict) -> dict:
    """What the target takes, from the figures `f` and the per-move costs `c`."""
    bot_rate = TARGET_MOVES * c["share"]["bot"]
    sys_rate = TARGET_MOVES * c["share"]["system"]
    workers = {level: math.ceil((bot_rate * (c["task"] + decision_s(fig)) + sys_rate * c["task"])
                                / UTIL) for level, fig in f["bots"].items()}
    s = f["sizes"]
    per_day = TARGET_MOVES * 86400 / s["versions"]          # games finished a day
    idem = max(0.0, s["finished_keys"] - s["finished"])
    redis_gib = {d: (TARGET_GAMES * s["middle"] + per_day * (s["finished"] * d + idem)) / GIB
                 for d in RETENTION_DAYS}
    ops_shards = math.ceil(TARGET_MOVES * c["redis"] / UTIL)
    return {"api": math.ceil(TARGET_MOVES * c["api"] / UTIL),
            "gateway": math.ceil(TARGET_MOVES * c["gateway"] / UTIL), "workers": workers,
            "ops_shards": ops_shards, "per_day": per_day, "redis_gib": redis_gib,
            "shards": {d: max(ops_shards, math.ceil(g / SHARD_GIB)) for d, g in redis_gib.items()},
            "broker": math.ceil(TARGET_MOVES * c["broker_cpu"] / UTIL),
            "idem_gib": per_day * idem / GIB,
            "net_mib_s": TARGET_MOVES * (c["in"] + c["out"]) / MIB}


def report(f: dict) -> None:
    """Print the measured figures, then the table."""
    c = per_move(f)
    p = plan(f, c)
    m, s, rss = f["moves"], f["sizes"], f["rss"]
    print(f"capacity: {f['games']} 3-seat Glück Auf games at once (2 people over HTTP through the "
          f"gateway, 1 {f['bot']} bot), {f['seconds']:.0f} s measured: {c['moves']} moves "
          f"({c['rate']:.0f}/s: people {m.get('player', 0)}, bots {m.get('bot', 0)}, system "
          f"{m.get('system', 0)}; lobby writes {m.get('lobby', 0)}), {c['requests']:.1f} requests "
          f"a move, errors {len(f['errors'])}")
    kinds = ", ".join(f"{k} {v / c['moves']:.2f}" for k, v in
                      sorted(f.get("request_kinds", {}).items(), key=lambda kv: -kv[1]))
    print(f"    requests a move by kind: {kinds}")
    for sample in f["errors"][:5]:
        print(f"    error: {sample[:300]}")
    print(f"  API: {c['api'] * 1000:.2f} ms CPU a move = {1 / c['api']:.0f} moves/s per API core"
          f" (every request a move brings: the POST, legal actions when a turn comes, the streams)")
    print(f"  gateway (nginx): {c['gateway'] * 1000:.2f} ms CPU a move; Celery worker: "
          f"{c['worker'] * 1000:.2f} ms a bot or system move, {c['task'] * 1000:.2f} ms without "
          f"the {f['bot']} decision")
    print(f"  store Redis: {c['redis'] * 1000:.3f} ms CPU a move = {1 / c['redis']:.0f} moves/s per"
          f" core; {c['calls']:.1f} commands a move (INFO commandstats: a Lua script's own count"
          f" too); {c['in']:.0f} B in, {c['out']:.0f} B out a move")
    top = ", ".join(f"{k} {v / c['moves']:.1f}" for k, v in f["top_calls"].items())
    print(f"    the most run, a move: {top}")
    print(f"  broker Redis: {c['broker']:.1f} commands, {c['broker_cpu'] * 1000:.3f} ms CPU a move")
    idle = f["idle"]
    print(f"  background with no game played (beat: reconciler, clock sweep; taken out of the "
          f"figures above): store Redis {idle['sent']:.0f} commands/s, "
          f"{idle['redis_cpu'] * 1000:.1f} ms CPU/s; worker "
          f"{idle['cpu']['worker'] * 1000:.1f} ms CPU/s")
    per_core = ", ".join(f"{k} {1 / decision_s(v):.0f}" for k, v in f["bots"].items())
    print(f"  bot decisions per core a second (Glück Auf, tests/bench/bots.py): {per_core}")
    print(f"  bytes a game (3 seats, 2 people, 1 bot; MEMORY USAGE): in play "
          f"{s['middle'] / KIB:.1f} KiB (middle), {s['peak'] / KIB:.1f} KiB (peak); finished "
          f"{s['finished'] / KIB:.1f} KiB (compacted) + "
          f"{(s['finished_keys'] - s['finished']) / KIB:.1f} KiB of idempotency records for a day; {s['versions']:.0f} versions a game")
    print(f"  resident memory a process: API worker {rss['api'] / MIB:.0f} MiB, Celery "
          f"{rss['worker'] / MIB:.0f} MiB, nginx {rss['gateway'] / MIB:.0f} MiB")
    table(f, c, p)


def table(f: dict, c: dict, p: dict) -> None:
    """The capacity table."""
    share = c["share"]
    print(f"capacity model: {TARGET_GAMES:,} concurrent asynchronous games, "
          f"{TARGET_MOVES:,} moves/s (people {share['player']:.0%}, bots {share['bot']:.0%}, "
          f"system steps {share['system']:.0%}), no core over {UTIL:.0%} busy")
    api_gib = p["api"] * f["rss"]["api"] / GIB
    print(f"  API processes (gunicorn workers, a core each): {p['api']}  "
          f"(= {TARGET_MOVES} x {c['api'] * 1000:.2f} ms / {UTIL}); {api_gib:.1f} GiB; "
          f"gateway: {p['gateway']} nginx cores")
    for level, n in p["workers"].items():
        print(f"  Celery worker processes, bots at {level:<6}: {n:>5}  "
              f"({n * f['rss']['worker'] / GIB:.1f} GiB)")
    print(f"  Redis (store): {p['ops_shards']} shard(s) by CPU (= {TARGET_MOVES} x "
          f"{c['redis'] * 1000:.3f} ms / {UTIL}); {p['net_mib_s']:.1f} MiB/s of traffic; "
          f"{p['per_day']:,.0f} games finish a day")
    for days, gib in p["redis_gib"].items():
        print(f"    finished games kept {days:>3} days: {gib:7.1f} GiB of data -> "
              f"{p['shards'][days]} primaries + {p['shards'][days]} replicas of {SHARD_GIB} GiB "
              f"({2 * gib:.1f} GiB in all)")
    hour = p["redis_gib"][0] - p["idem_gib"] * (1 - 3600 / 86400)
    print(f"    of which idempotency records kept a day (IDEMPOTENCY_TTL): {p['idem_gib']:.1f} GiB; "
          f"at IDEMPOTENCY_TTL=3600, {hour:.1f} GiB with no finished game kept")
    print(f"  Redis (Celery broker, not clustered): {p['broker']} core(s)")
    print(json.dumps({"bench": "capacity", "per_move": c, "plan": p}, sort_keys=True, default=str))
