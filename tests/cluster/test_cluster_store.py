"""The store on a real Redis Cluster, beyond the integration suite run there: the cluster's shape,
games spread over every primary, the commit's PUBLISH heard on
any node, the event feed's blocking read (and the token key it reads after it), a cross-slot script refused, and WAIT on each commit."""
import threading
import time
import uuid

import pytest
from redis.exceptions import RedisClusterException, RedisError, ResponseError

from shared.store import (Durability, GameStore, NotReplicated, StaleVersion, connect,
                          connect_cluster, is_cluster, keys)
from tests.cluster.failover import games_on
from tests.cluster.localcluster import LocalCluster


def _meta(game_id):
    return {"id": game_id, "status": "open", "created_at": 1, "updated_at": 1}


def test_three_primaries_with_a_replica_each(cluster, redis):
    roles = cluster.roles()
    assert sorted(roles.values()) == ["master"] * 3 + ["slave"] * 3
    primaries = [cluster.node_at(port) for port, role in roles.items() if role == "master"]
    assert all(len(cluster.replicas_of(p)) == 1 for p in primaries)
    assert is_cluster(redis) and len(redis.get_primaries()) == 3


def test_games_spread_over_every_primary_and_keep_one_slot_each(cluster, redis):
    store, owners = GameStore(redis), set()
    for _ in range(24):
        gid = uuid.uuid4().hex
        store.commit(gid, 0, _meta(gid), {"n": 0}, {"kind": "lobby"}, waits=True)
        owners.add(cluster.primary_of(keys.log(gid)).port)
        assert len({redis.keyslot(k) for k in redis.keys(keys.game_pattern(gid), target_nodes="all")}
                   | {redis.keyslot(keys.waiting(keys.bucket(gid)))}) == 1
    assert len(owners) == 3


def test_the_commits_publish_reaches_a_subscriber_on_every_node(cluster, redis):
    """Redis 6.2 sends a PUBLISH over the cluster bus to every node: a subscriber connected to any
    node (here: each one, replicas too) hears the version the commit script announced."""
    gid = uuid.uuid4().hex
    subscribers = []
    for node in cluster.nodes_alive():
        sub = node.client().pubsub(ignore_subscribe_messages=True)
        sub.subscribe(keys.channel(gid))
        subscribers.append(sub)
    GameStore(redis).commit(gid, 0, _meta(gid), None, {"kind": "lobby"})
    for sub in subscribers:
        assert _next_message(sub) == b"1"
        sub.close()


def _next_message(sub, seconds: float = 5.0):
    """The data of the next published message (the subscription's own notice is skipped)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        message = sub.get_message(timeout=0.2)
        if message:
            return message["data"]
    return None


def test_the_event_feed_waits_on_the_cluster_and_wakes_on_a_commit(redis):
    store, gid = GameStore(redis), uuid.uuid4().hex
    store.commit(gid, 0, _meta(gid), None, {"kind": "lobby"})
    _, last_id = store.read_after(gid, 0)
    timer = threading.Timer(0.3, store.commit, (gid, 1, _meta(gid), None, {"kind": "play"}))
    timer.start()
    entries = store.wait_after(gid, last_id, 5)
    timer.join()
    assert [version for _, version, _ in entries] == [2]


def test_the_feed_reads_a_token_key_as_it_is_when_the_wait_ends(redis):
    store, gid = GameStore(redis), uuid.uuid4().hex
    token = keys.token("f" * 64)
    redis.set(token, "player")
    store.commit(gid, 0, _meta(gid), None, {"kind": "lobby"})
    _, last_id = store.read_after(gid, 0)

    def revoke_then_commit():
        redis.delete(token)
        store.commit(gid, 1, _meta(gid), None, {"kind": "play"})
    timer = threading.Timer(0.3, revoke_then_commit)
    timer.start()
    entries, value = store.wait_then_get(gid, last_id, 5, token)
    timer.join()
    assert [version for _, version, _ in entries] == [2] and value is None


def test_a_script_across_slots_is_refused_before_it_runs(redis):
    a, b = keys.log("a" * 32), keys.log("c" * 32)
    assert redis.keyslot(a) != redis.keyslot(b)
    with pytest.raises((RedisClusterException, ResponseError)):
        redis.eval("return 1", 2, a, b)


def test_wait_for_one_replica_acknowledges_each_commit(redis):
    store, gid = GameStore(redis, durability=Durability(1, 2000)), uuid.uuid4().hex
    for version in range(5):
        assert store.commit(gid, version, _meta(gid), {"n": version}, {"kind": "play"}) == version + 1


def test_a_wait_short_of_replicas_does_not_acknowledge(redis, redis_url):
    """Two replicas asked, one exists: the write happened on the primary but the commit raises
    NotReplicated (the API's 503); the same on a plain Redis without replicas."""
    for client in (redis, connect(redis_url)):
        store, gid = GameStore(client, durability=Durability(2, 50)), uuid.uuid4().hex
        with pytest.raises(NotReplicated):
            store.commit(gid, 0, _meta(gid), None, {"kind": "lobby"})
        assert GameStore(client).load(gid).version == 1   # written, not acknowledged
        with pytest.raises(StaleVersion):   # a stale answer wrote nothing: no WAIT needed
            store.commit(gid, 0, _meta(gid), None, {"kind": "lobby"})


def test_a_client_that_dropped_every_seed_still_finds_a_failed_over_slot():
    """redis-py drops a node from its seeds on a connection error there, then re-learns the slots
    from the seeds left. Threads sharing a client through a failover drop healthy nodes too (2 of 6
    seen gone at once, 24 writers); with none left it never re-learns, and a commit to the failed
    primary's slot fails for good (a CI run's failover test: 10 minutes of errors). Ours keeps its
    seeds: with every one dropped and a primary killed, the game is written again once its replica
    has taken over."""
    with LocalCluster() as cluster:
        client = connect_cluster(cluster.startup_url(), socket_timeout=2, socket_connect_timeout=1)
        _written_again_after_a_failover(cluster, client, lambda: client.nodes_manager.startup_nodes.clear())


def test_a_client_whose_url_named_one_node_outlives_that_node():
    """The seeds include the nodes the client learned: with the URL's only node killed (a primary),
    the client still finds its replica, promoted."""
    with LocalCluster() as cluster:
        primary = next(n for n in cluster.nodes if cluster.roles()[n.port] == "master")
        client = connect_cluster(f"redis://{primary.address}", socket_timeout=2, socket_connect_timeout=1)
        _written_again_after_a_failover(cluster, client, lambda: None, primary)


def _written_again_after_a_failover(cluster, client, then, primary=None) -> None:
    """Write a game of a primary, kill the primary, call `then` once its replica took over, and
    write the game again within 20 s."""
    store = GameStore(client)
    primary = primary or next(n for n in cluster.nodes if cluster.roles()[n.port] == "master")
    gid = games_on(cluster, primary, 1)[0]
    durable = GameStore(client, durability=Durability(1, 2000))   # on the replica before the kill
    version = durable.commit(gid, 0, _meta(gid), {"n": 0}, {"kind": "lobby"})
    cluster.kill(primary)
    cluster.wait_promoted(cluster.replicas_of(primary)[0])
    then()
    deadline, errors = time.monotonic() + 20, []
    while time.monotonic() < deadline:
        try:
            assert store.commit(gid, version, _meta(gid), {"n": 1}, {"kind": "play"}) == version + 1
            break
        except (RedisError, RedisClusterException) as exc:
            errors.append(f"{type(exc).__name__}: {exc}")
            time.sleep(0.2)
    else:
        pytest.fail(f"no commit within 20 s after the failover: {errors[-3:]}")
    assert store.load(gid).version == version + 1
