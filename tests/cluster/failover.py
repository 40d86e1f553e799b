"""Kill -9 a primary of a real cluster while commits stream to it, let its replica take over, and
count the acknowledged commits the promoted replica does not have.

Writers commit to games whose slots the doomed primary serves, each recording the versions it was
acknowledged; errors (the dead node, a slot without a primary, a short WAIT) are not acknowledged
and the writer re-reads the game and goes on. After the failover every acknowledged version must be
in the game's log with the entry the writer sent."""
import threading
import time
import uuid
from dataclasses import dataclass, field

from shared.store import Durability, GameStore, StaleVersion, connect_cluster, keys
from tests.cluster.localcluster import LocalCluster, Node


@dataclass
class Tally:
    """What the writers saw and what survived."""

    acked: list = field(default_factory=list)       # (game id, version, n)
    errors: dict = field(default_factory=dict)      # exception name -> count
    lock: threading.Lock = field(default_factory=threading.Lock)

    def error(self, exc: Exception) -> None:
        with self.lock:
            self.errors[type(exc).__name__] = self.errors.get(type(exc).__name__, 0) + 1


def games_on(cluster: LocalCluster, primary: Node, count: int) -> list[str]:
    """`count` new game ids whose keys `primary` serves."""
    found = []
    while len(found) < count:
        gid = uuid.uuid4().hex
        if cluster.primary_of(keys.log(gid)) is primary:
            found.append(gid)
    return found


def writer(store: GameStore, gid: str, tally: Tally, stop: threading.Event) -> None:
    """Commit entry n, n+1, ... to one game as fast as it is acknowledged, until `stop`."""
    version, n = 0, 0
    while not stop.is_set():
        n += 1
        try:
            version = store.commit(gid, version, {"id": gid, "updated_at": n}, {"n": n},
                                   {"kind": "play", "n": n})
            tally.acked.append((gid, version, n))
        except StaleVersion as exc:   # a commit whose answer was lost had gone through
            version = exc.current
        except Exception as exc:   # noqa: BLE001 (not acknowledged: re-read and go on)
            tally.error(exc)
            time.sleep(0.02)
            version = _version(store, gid, version)


def _version(store: GameStore, gid: str, known: int) -> int:
    """The game's version as stored now (the last known one while the store does not answer)."""
    try:
        snapshot = store.load(gid)
    except Exception:   # noqa: BLE001
        return known
    return snapshot.version if snapshot else 0


def lost(store: GameStore, tally: Tally) -> list:
    """The acknowledged commits whose entry the game's log does not hold at their version."""
    logs = {}
    missing = []
    for gid, version, n in tally.acked:
        if gid not in logs:
            logs[gid] = {item.version: item.entry for item in store.log(gid)}
        entry = logs[gid].get(version)
        if entry is None or entry.get("n") != n:
            missing.append((gid, version, n))
    return missing


def run(durability: Durability, writers: int = 6, before: float = 1.0, after: float = 1.0,
        cut: float = 0.0) -> dict:
    """One failover under load on a fresh cluster; the figures: commits acknowledged and lost,
    errors, seconds from the kill to the promotion, commits per second before the kill. With `cut`
    the replica is cut off that many seconds before the kill (a partition, a lagging replica)."""
    with LocalCluster() as cluster:
        client = connect_cluster(cluster.startup_url(), socket_timeout=2, socket_connect_timeout=1)
        primary = next(n for n in cluster.nodes if cluster.roles()[n.port] == "master")
        replica = cluster.replicas_of(primary)[0]
        tally, stop = Tally(), threading.Event()
        store = GameStore(client, durability=durability)
        # daemon threads, stopped in any case: a failed run must not keep its process alive
        threads = [threading.Thread(target=writer, args=(store, gid, tally, stop), daemon=True)
                   for gid in games_on(cluster, primary, writers)]
        try:
            for thread in threads:
                thread.start()
            time.sleep(before)
            rate = len(tally.acked) / before
            if cut:
                cluster.cut_replica(primary, replica)
                time.sleep(cut)
            cluster.kill(primary)
            if cut:
                cluster.resume(replica)
            promoted_after = cluster.wait_promoted(replica)
            cluster.restart(primary)   # back as a replica: a WAIT for one replica is met again
            time.sleep(after)
        finally:
            stop.set()
        for thread in threads:
            thread.join(timeout=30)
        gone = lost(GameStore(connect_cluster(cluster.startup_url())), tally)
        return {"acked": len(tally.acked), "lost": len(gone), "errors": dict(tally.errors),
                "promoted_after_s": round(promoted_after, 2), "commits_per_s": round(rate)}
