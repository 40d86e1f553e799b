"""Durability across a failover (README, "Redis Cluster"): kill -9 a primary of a real cluster
during play, its replica takes over (cluster-node-timeout 1 s), the killed node comes back as a
replica, play goes on. With REDIS_WAIT_REPLICAS=1 no acknowledged move is lost; without, a replica
cut off before the kill loses what its primary acknowledged meanwhile (the control: the audit sees
a loss when there is one). The figures print with `pytest -s`; tests/cluster/failover_bench.py
measures over many runs."""
import threading
import time

from shared import domain
from shared.bootstrap import context_on
from shared.store import Durability, connect_cluster, keys
from tests.cluster import failover
from tests.cluster.localcluster import LocalCluster
from tests.faults.audit import audit_game
from tests.integration.asyncplay import game, new_game, run_all

GAMES = 6          # Glück Auf, two seats: a person and an easy bot
WAIT = Durability(1, 1000)


def test_with_wait_no_acknowledged_commit_is_lost_and_without_the_cut_replica_loses_some():
    with_wait = failover.run(WAIT, cut=0.3)
    without = failover.run(Durability(0), cut=0.3)
    print(f"\nfailover, replica cut 0.3 s before the kill: WAIT 1 {with_wait}; no WAIT {without}")
    assert with_wait["lost"] == 0 and with_wait["acked"] > 0
    assert without["lost"] > 0   # the audit does see a loss: what WAIT is there to prevent


def test_a_primary_killed_during_play_loses_no_acknowledged_move():
    with LocalCluster() as cluster:
        redis = connect_cluster(cluster.startup_url(), socket_timeout=2, socket_connect_timeout=1)
        setup = context_on(redis, durability=WAIT)
        host = domain.handle(setup, domain.RegisterPlayer("ada")).body["id"]
        ctxs = [context_on(redis, durability=WAIT) for _ in range(GAMES)]
        gids = [new_game(ctx, host, 2, level="easy") for ctx in ctxs]
        doomed = max(cluster.nodes_alive(), key=lambda n: sum(
            cluster.primary_of(keys.log(g)) is n for g in gids))
        replica = cluster.replicas_of(doomed)[0]
        acks, errors, stop = [], [], threading.Event()
        # daemon threads, stopped in any case: a failed test must not keep its process alive
        threads = [threading.Thread(target=_play, args=(ctx, gid, acks, errors, stop), daemon=True)
                   for ctx, gid in zip(ctxs, gids)]
        try:
            for thread in threads:
                thread.start()
            time.sleep(1.0)
            acked_before = len(acks)
            cluster.kill(doomed)
            promoted_after = cluster.wait_promoted(replica)
            cluster.restart(doomed)
            cluster.wait_healthy(60)   # the killed node is back as a replica: WAIT 1 is met again
            deadline = time.monotonic() + 240
            for thread in threads:
                thread.join(timeout=max(0.0, deadline - time.monotonic()))
        finally:
            stop.set()   # a game that did not finish by now fails the audit below
        stuck = [gid for gid, thread in zip(gids, threads) if thread.is_alive()]
        assert not stuck, (f"{len(stuck)} games unfinished after 240 s; roles {cluster.roles()}; "
                           f"errors {_counts(errors)}; last {errors[-3:]}\n{cluster.log_tails()}")
        store = context_on(connect_cluster(cluster.startup_url())).games
        on_doomed = sum(cluster.primary_of(keys.log(g)) is replica for g in gids)
        print(f"\nkill -9 during play: {len(acks)} moves acknowledged ({acked_before} before the "
              f"kill), {on_doomed} of {GAMES} games on the killed primary, promoted after "
              f"{promoted_after:.2f} s, errors {_counts(errors)}")
        for gid in gids:
            problems, figures = audit_game(store, gid, [a for a in acks if a["game_id"] == gid])
            assert problems == [] and figures["lost"] == 0, (gid, problems)
        assert on_doomed >= 2 and acked_before > 0 and len(acks) > acked_before


def _play(ctx, gid: str, acks: list, errors: list, stop: threading.Event) -> None:
    """Seat 0 plays its first legal action whenever it is its turn, the bot's tasks run in between;
    an error (the store out of reach, a short WAIT) is not an acknowledgement: read and go on."""
    player = None
    while not stop.is_set():
        try:
            run_all(ctx)
            g = game(ctx, gid)
            player = player or g.meta["seats"][0]["player_id"]
            if g.status == "finished":
                return
            if 0 in g.rules.active_seats(g.state):
                action = g.rules.legal_actions(g.state, 0)[0]
                body = domain.handle(ctx, domain.SubmitActions(player, gid, (action,))).body
                acks.append({"game_id": gid, "version": body["version"], "seat": 0,
                             "actions": [action]})
            elif not ctx.enqueue.sent:
                _nudge(ctx, g)
        except Exception as exc:   # noqa: BLE001
            errors.append(f"{type(exc).__name__}: {str(exc)[:120]}")
            ctx.enqueue.sent.clear()   # a task of a write that failed; _nudge re-makes what is due
            time.sleep(0.05)


def _nudge(ctx, g) -> None:
    """What the reconciler would re-enqueue for a game whose task was lost with a failed write."""
    if g.rules.awaiting_system(g.state):
        domain.handle(ctx, domain.ApplySystemAction(g.id, g.version))
    for seat in g.rules.active_seats(g.state):
        if seat != 0:
            domain.handle(ctx, domain.PlayBotTurn(g.id, seat, g.version))


def _counts(errors: list) -> dict:
    names = [error.split(":")[0] for error in errors]
    return {name: names.count(name) for name in sorted(set(names))}
