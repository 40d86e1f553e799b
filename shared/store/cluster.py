"""The game store on a Redis Cluster (REDIS_CLUSTER_URL): redis-py's RedisCluster, with pipelines
that also carry MGET and EVALSHA of keys in one slot.

redis-py blocks MGET and EVALSHA in every cluster pipeline, because it cannot know that their keys
share a slot. Ours always do by construction (keys.py: a game's keys and its bucket's indexes carry
one hash tag; each script's KEYS are one game's, one player's or one client's:
tests/unit/test_script_slots.py checks every call site). The pipeline routes such a command like a
single-key one, and refuses one whose keys span slots before anything is sent.

redis-py 6.4 also drops a node from its seeds (`startup_nodes`) on a connection error there, then
re-learns the slots from the seeds left; with the seeds it learned (dynamic) they share the
commands' connection pools, and a refresh disconnects every connection of the first, in use or not.
Threads (or greenlets) sharing one client through a failover so cut each other's commands, drop
healthy nodes and can drop every seed: the client then never re-learns the slots (redis-py issues
3929, 4074). Ours keeps the seeds of its URL, each on a connection of its own, gives back any seed
dropped before each refresh, adds the nodes it learned as seeds of their own too (a URL naming one
node outlives it) and refreshes once for all the callers waiting on one."""
import threading
from urllib.parse import unquote, urlsplit

from redis.cluster import ClusterNode, ClusterPipeline, NodesManager, RedisCluster
from redis.commands.helpers import list_or_args


class StorePipeline(ClusterPipeline):
    """A cluster pipeline that takes one-slot MGET and EVALSHA (see the module's docstring)."""

    def mget(self, keys, *args):
        """MGET of keys in one slot."""
        return self.execute_command("MGET", *list_or_args(keys, args))

    def evalsha(self, sha, numkeys, *keys_and_args):
        """EVALSHA of a script whose KEYS share one slot."""
        return self.execute_command("EVALSHA", sha, numkeys, *keys_and_args)


class StoreNodesManager(NodesManager):
    """A NodesManager that never runs out of seeds (see the module's docstring)."""

    def keep_seeds(self, seeds: dict) -> None:
        """Remember `seeds` (name -> ClusterNode) to give back before every refresh."""
        self._seeds, self._refreshes, self._refreshing = dict(seeds), 0, threading.Lock()

    def initialize(self):
        """Re-learn the slots from the seeds, every one given back, and the nodes learned before;
        callers that waited while another refreshed take its table."""
        seen = self._refreshes
        with self._refreshing:
            if self._refreshes != seen:
                return
            for name, seed in self._seeds.items():
                self.startup_nodes.setdefault(name, seed)
            for name, node in list(self.nodes_cache.items()):   # learned nodes too, seeds after them
                if name not in self.startup_nodes:
                    self.startup_nodes[name] = ClusterNode(node.host, node.port)
            super().initialize()
            self._refreshes += 1   # a refresh that failed leaves the waiting callers to try again


class StoreCluster(RedisCluster):
    """A RedisCluster whose pipelines are StorePipelines and whose seeds are kept."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, dynamic_startup_nodes=False, **kwargs)
        self.nodes_manager.__class__ = StoreNodesManager   # the same object: one method differs
        self.nodes_manager.keep_seeds(self.nodes_manager.startup_nodes)

    def pipeline(self, transaction=None, shard_hint=None):
        """A StorePipeline (a transaction only when every key of it shares one slot)."""
        pipe = super().pipeline(transaction, shard_hint)
        pipe.__class__ = StorePipeline   # the same object: only two methods differ
        return pipe


def is_cluster(redis) -> bool:
    """True when `redis` is a cluster client (commands are routed by slot)."""
    return isinstance(redis, RedisCluster)


def connect_cluster(url: str, **options) -> StoreCluster:
    """A cluster client from "redis://[user:password@]host:port[,redis://host:port...]" (every
    address is a seed: the client learns the rest of the cluster from the first that answers)."""
    seeds, auth = [], {}
    for part in (p.strip() for p in url.split(",") if p.strip()):
        parsed = urlsplit(part if "://" in part else "redis://" + part)
        seeds.append(ClusterNode(parsed.hostname or "127.0.0.1", parsed.port or 6379))
        if parsed.password and not auth:
            auth = {"username": unquote(parsed.username) if parsed.username else None,
                    "password": unquote(parsed.password)}
    if not seeds:
        raise ValueError("REDIS_CLUSTER_URL names no node")
    return StoreCluster(startup_nodes=seeds, **auth, **options)
