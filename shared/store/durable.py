"""A commit acknowledged only once a replica has it (REDIS_WAIT_REPLICAS, REDIS_WAIT_TIMEOUT_MS).

Redis replicates asynchronously: a primary killed right after a write loses what its replica had
not received, and the replica promoted in its place never saw it. With WAIT n after the commit
script, on the same connection, a move is acknowledged only when n replicas hold it; when WAIT
comes back short (a replica down or slow past the timeout) the commit raises NotReplicated, which
the API answers 503 problem+json with Retry-After, like a store it cannot reach: the move may or may
not survive, and a retry with the same Idempotency-Key answers what was recorded, once.

On a cluster WAIT must reach the primary that ran the script on the same connection, so the script
and its WAIT go on that node's own connection (not through the cluster pipeline, which may send a
redirected command on another one), and the commit's reads follow in a second round trip."""
from dataclasses import dataclass

import redis as _redis
from redis.exceptions import AskError, ConnectionError, NoScriptError, TimeoutError

from .cluster import is_cluster
from .scripts import execute

REDIRECTS = 3   # MOVED/ASK answers followed (the script did not run there) before giving up


@dataclass(frozen=True)
class Durability:
    """How many replicas must hold a commit before it is acknowledged (0: none, no WAIT)."""

    replicas: int = 0
    timeout_ms: int = 500


class NotReplicated(TimeoutError):
    """WAIT saw fewer replicas than required within the timeout: the commit is not acknowledged
    (a redis TimeoutError, so the API answers 503 and a task fails, as when Redis is out of reach)."""

    def __init__(self, wanted: int, got: int, timeout_ms: int):
        super().__init__(f"the commit reached {got} of {wanted} replicas within {timeout_ms} ms")
        self.wanted, self.got = wanted, got


def commit_trip(redis, write, reads, slot_key: str, durability: Durability) -> list:
    """Run `write(pipe)` (queues one script call, returns the scripts it names) and then
    `reads(pipe)`: the script's answer first, then the reads' answers. With durability.replicas,
    WAIT follows the script on its connection and a short WAIT raises NotReplicated."""
    if not durability.replicas:
        return execute(redis, lambda pipe: _queue(pipe, write, reads))
    if not is_cluster(redis):
        answers = execute(redis, lambda pipe: _queue(pipe, write, reads, durability))
        return [_acknowledged(answers[0], answers[1], durability), *answers[2:]]
    answer, waited = _on_owner(redis, write, slot_key, durability)
    _acknowledged(answer, waited, durability)
    return [answer, *execute(redis, lambda pipe: _queue(pipe, None, reads))]


def _queue(pipe, write, reads, durability: Durability | None = None) -> list:
    """Queue the script call (and its WAIT), then the reads; the scripts named."""
    scripts = write(pipe) if write else []
    if durability:
        _wait(pipe, durability)
    reads(pipe)
    return scripts


def _wait(pipe, durability: Durability) -> None:
    pipe.execute_command("WAIT", durability.replicas, durability.timeout_ms)


def _acknowledged(answer, waited, durability: Durability):
    """The script's answer, if it wrote nothing or enough replicas hold what it wrote."""
    status = answer[0].decode() if isinstance(answer[0], bytes) else answer[0]
    if status == "ok" and int(waited) < durability.replicas:
        raise NotReplicated(durability.replicas, int(waited), durability.timeout_ms)
    return answer


def _on_owner(cluster, write, slot_key: str, durability: Durability) -> tuple:
    """(script answer, WAIT answer) from the primary that owns `slot_key`'s slot, on one
    connection. A redirect (the slot moved: the script did not run) is followed; a lost connection
    refreshes the slot table and raises (the script may have run: only its caller may retry)."""
    for _ in range(REDIRECTS):
        node = cluster.get_node_from_key(slot_key)
        client = cluster.get_redis_connection(node)
        try:
            return _script_and_wait(client, write, durability)
        except AskError:   # MOVED is an AskError too
            _refresh(cluster)
        except (ConnectionError, TimeoutError):
            _refresh(cluster)
            raise
    raise _redis.exceptions.ClusterDownError(f"the slot of {slot_key} kept moving")


def _script_and_wait(client, write, durability: Durability) -> tuple:
    for attempt in (0, 1):
        pipe = client.pipeline(transaction=False)
        scripts = write(pipe)
        _wait(pipe, durability)
        try:
            answer, waited = pipe.execute()
            return answer, waited
        except NoScriptError:   # a new primary (a promoted replica) may not have it cached
            if attempt:
                raise
            for script in scripts:
                client.script_load(script.source)
    raise AssertionError("unreachable")


def _refresh(cluster) -> None:
    """Re-learn which node owns which slot (best effort: the next command tries again)."""
    try:
        cluster.nodes_manager.initialize()
    except (_redis.exceptions.RedisError, _redis.exceptions.RedisClusterException):
        pass
