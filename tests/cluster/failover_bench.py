"""What a failover loses, over many runs: `python -m tests.cluster.failover_bench [runs]`.

Each run starts a fresh 6-node cluster, streams commits from 6 writers to games of one primary,
and kill -9s that primary (cluster-node-timeout 1 s; its replica takes over, the node comes back as
a replica). Two scenarios, each with and without WAIT for one replica: a plain kill, and a kill 0.3
s after the replica was cut off (frozen, its link dropped: a partition or a lagging replica). It
prints the acknowledged commits lost per run (README, "Redis Cluster")."""
import statistics
import sys

from shared.store import Durability
from tests.cluster import failover


def main() -> None:
    """Print, per scenario, the lost acknowledged commits of each run and their summary."""
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    for cut in (0.0, 0.3):
        for replicas in (0, 1):
            figures = [failover.run(Durability(replicas, 1000), cut=cut) for _ in range(runs)]
            lost = [f["lost"] for f in figures]
            rate = statistics.median(f["commits_per_s"] for f in figures)
            promoted = statistics.median(f["promoted_after_s"] for f in figures)
            print(f"cut {cut:.1f} s, WAIT {replicas}: lost per run {lost} (total {sum(lost)} of "
                  f"{sum(f['acked'] for f in figures)} acknowledged), {rate:.0f} commits/s, "
                  f"promoted after {promoted:.2f} s (medians of {runs} runs)", flush=True)


if __name__ == "__main__":
    main()
