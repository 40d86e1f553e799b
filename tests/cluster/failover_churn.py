"""One cluster client shared by many writers through repeated failovers:
`python -m tests.cluster.failover_churn [writers] [kills]`.

A fresh 6-node cluster; `writers` threads share one client and stream commits (WAIT for one
replica) to games spread over the three primaries; each round kill -9s one primary, waits for its
replica's promotion, restarts it and waits for a healthy cluster, then checks for 5 s that every
writer is acknowledged again. It prints the commits acknowledged, the errors by kind (cut commands
show as AttributeError or "Connection closed"), the fewest seeds the client held, and the writers
stuck after a round (README, "Redis Cluster": the client keeps its seeds)."""
import collections
import sys
import threading
import time

from shared.store import Durability, GameStore, connect_cluster
from tests.cluster import failover
from tests.cluster.localcluster import LocalCluster


def main() -> None:
    """Run the rounds and print one line each."""
    writers = int(sys.argv[1]) if len(sys.argv) > 1 else 24
    kills = int(sys.argv[2]) if len(sys.argv) > 2 else 6
    with LocalCluster() as cluster:
        client = connect_cluster(cluster.startup_url(), socket_timeout=2, socket_connect_timeout=1)
        store = GameStore(client, durability=Durability(1, 1000))
        tally, stop, fewest = failover.Tally(), threading.Event(), [len(client.nodes_manager.startup_nodes)]
        primaries = [n for n in cluster.nodes if cluster.roles()[n.port] == "master"]
        games = [g for p in primaries for g in failover.games_on(cluster, p, writers // 3)]
        threads = [threading.Thread(target=failover.writer, args=(store, g, tally, stop), daemon=True)
                   for g in games]
        threads.append(threading.Thread(target=_watch_seeds, args=(client, fewest, stop), daemon=True))
        try:
            for thread in threads:
                thread.start()
            time.sleep(1.0)
            for round_ in range(kills):
                stuck = _kill_one(cluster, round_, games, tally)
                print(f"round {round_ + 1}: {len(tally.acked)} commits acknowledged, errors "
                      f"{dict(sorted(tally.errors.items()))}, fewest seeds {fewest[0]} of 6, "
                      f"writers stuck {stuck}", flush=True)
        finally:
            stop.set()


def _kill_one(cluster: LocalCluster, round_: int, games: list, tally) -> int:
    """Fail one primary over and bring it back; the writers not acknowledged in the next 5 s."""
    primary = [n for n in cluster.nodes_alive() if cluster.roles()[n.port] == "master"][round_ % 3]
    replica = cluster.replicas_of(primary)[0]
    cluster.kill(primary)
    cluster.wait_promoted(replica)
    cluster.restart(primary)
    cluster.wait_healthy(60)
    before = collections.Counter(gid for gid, *_ in tally.acked)
    time.sleep(5)
    after = collections.Counter(gid for gid, *_ in tally.acked)
    return sum(after[g] == before[g] for g in games)


def _watch_seeds(client, fewest: list, stop: threading.Event) -> None:
    """Keep in fewest[0] the fewest seeds the client held, polled every 5 ms."""
    while not stop.is_set():
        fewest[0] = min(fewest[0], len(client.nodes_manager.startup_nodes))
        time.sleep(0.005)


if __name__ == "__main__":
    main()
