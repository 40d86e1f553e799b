"""A whole game against three bots with the store on the cluster and Celery's broker on a plain
Redis, as REDIS_CLUSTER_URL + REDIS_URL deploy it: a real Celery worker plays the bots and the
shift scorings; the person's moves go through the handlers in this process."""
import os
import sys
import tempfile
import time
import uuid
from pathlib import Path

from redis import Redis

from shared import config, domain
from shared.bootstrap import build_context
from shared.store import keys
from tests.e2e.conftest import _spawn, _stop, _wait_log
from tests.faults.audit import audit_game

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def test_three_bots_on_a_celery_worker_with_the_store_on_the_cluster(cluster, redis_url):
    broker = redis_url.rsplit("/", 1)[0] + "/5"   # a database of its own on the session's Redis
    queue = f"cluster-{uuid.uuid4().hex[:8]}"
    env = {**os.environ, "REDIS_URL": broker, "CELERY_BROKER_URL": broker, "CELERY_QUEUE": queue,
           "REDIS_CLUSTER_URL": cluster.startup_url(), "REDIS_WAIT_REPLICAS": "1",
           "CELERY_CONCURRENCY": "2", "LOG_LEVEL": "WARNING", "PYTHONPATH": str(ROOT)}
    logs = Path(tempfile.mkdtemp(prefix="pithead-cluster-worker-"))
    worker = _spawn([str(BIN / "celery"), "-A", "services.worker.app:celery", "worker",
                     "--loglevel", "INFO", "--without-gossip", "--without-mingle",
                     "--hostname", f"{queue}@%h"], env, logs / "worker.log")
    try:
        _wait_log(logs / "worker.log", "ready.", worker)
        ctx = build_context(config.load(env))
        gid, acks = _play_against_three_bots(ctx)
    finally:
        _stop(worker)
    problems, figures = audit_game(ctx.games, gid, acks)
    assert problems == [] and figures["acked"] > 0, problems
    where = (keys.log(gid), keys.archive(gid))   # live, or compacted once rated
    assert sum(ctx.games.redis.exists(k) for k in where) == 1   # the game is on the cluster ...
    assert not Redis.from_url(broker).exists(*where)   # ... not where the broker is


def _play_against_three_bots(ctx, limit_s: float = 180) -> tuple[str, list]:
    """A 4-seat Glück Auf game, a person in seat 0 and three easy bots, played to its end; the
    person's acknowledged moves."""
    host = domain.handle(ctx, domain.RegisterPlayer("ada")).body["id"]
    gid = domain.handle(ctx, domain.CreateGame(host, "glueckauf", 4,
                                               options={"starting_player": 0})).body["id"]
    for _ in range(3):
        domain.handle(ctx, domain.AddBot(host, gid, "easy"))
    domain.handle(ctx, domain.StartGame(host, gid))
    acks, deadline = [], time.monotonic() + limit_s
    while time.monotonic() < deadline:
        game = domain.Game.of(ctx.games.load(gid), gid)
        if game.status == "finished":
            return gid, acks
        if 0 in game.rules.active_seats(game.state) and not game.rules.awaiting_system(game.state):
            action = game.rules.legal_actions(game.state, 0)[0]
            body = domain.handle(ctx, domain.SubmitActions(host, gid, (action,))).body
            acks.append({"game_id": gid, "version": body["version"], "seat": 0,
                         "actions": [action]})
        else:
            time.sleep(0.02)   # the worker's turn: bots and scorings
    raise AssertionError(f"the game did not finish within {limit_s} s")
