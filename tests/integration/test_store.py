"""The store on a real Redis: atomic version-checked writes, idempotency records, the log."""
import json
import threading
import uuid

import pytest
from redis.crc import key_slot

from shared.store import GameStore, Idempotency, PlayerStore, ReplayedRequest, StaleVersion, keys
from shared.store.games import _COMMIT, queue_commit


def _meta(game_id):
    return {"id": game_id, "status": "open", "created_at": 1}


def test_commit_bumps_version_and_appends_one_log_entry(redis):
    store, gid = GameStore(redis), uuid.uuid4().hex
    assert store.load(gid) is None
    assert store.commit(gid, 0, _meta(gid), None, {"kind": "lobby", "events": []}) == 1
    assert store.commit(gid, 1, _meta(gid), {"phase": "x"}, {"kind": "play", "seat": 0,
                                                             "actions": [{"type": "a"}]}) == 2
    snap = store.load(gid)
    assert (snap.version, snap.state) == (2, {"phase": "x"})
    assert [e.version for e in store.log(gid)] == [1, 2]
    assert store.actions(gid) == [(0, {"type": "a"})]


def test_stale_write_changes_nothing(redis):
    store, gid = GameStore(redis), uuid.uuid4().hex
    store.commit(gid, 0, _meta(gid), {"n": 1}, {"kind": "lobby"})
    with pytest.raises(StaleVersion) as err:
        store.commit(gid, 0, {**_meta(gid), "status": "x"}, {"n": 2}, {"kind": "lobby"})
    assert err.value.current == 1
    snap = store.load(gid)
    assert (snap.version, snap.meta["status"], snap.state) == (1, "open", {"n": 1})
    assert len(store.log(gid)) == 1


def test_concurrent_writers_at_one_version_exactly_one_wins(new_client):
    gid = uuid.uuid4().hex
    GameStore(new_client()).commit(gid, 0, _meta(gid), {"n": 0}, {"kind": "lobby"})
    outcomes, barrier = [], threading.Barrier(8)

    def writer(n):
        store = GameStore(new_client())
        barrier.wait()
        try:
            outcomes.append(store.commit(gid, 1, _meta(gid), {"n": n}, {"kind": "play"}))
        except StaleVersion:
            outcomes.append("stale")

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(map(str, outcomes)) == ["2"] + ["stale"] * 7
    assert [e.version for e in GameStore(new_client()).log(gid)] == [1, 2]


def test_idempotency_record_replays_and_blocks_a_second_apply(redis):
    store, gid = GameStore(redis), uuid.uuid4().hex
    store.commit(gid, 0, _meta(gid), None, {"kind": "lobby"},
                 Idempotency("p1", "k", {"fp": "f", "body": 1}))
    with pytest.raises(ReplayedRequest) as err:
        store.commit(gid, 1, _meta(gid), None, {"kind": "lobby"}, Idempotency("p1", "k", {"fp": "g"}))
    assert err.value.record == {"fp": "f", "body": 1}
    assert store.load(gid).version == 1
    # one hash per game: the field is a digest of player and key, the expiry the hash's
    assert redis.hkeys(keys.answers(gid)) == [keys.answer_field("p1", "k")]
    assert 0 < redis.ttl(keys.answers(gid)) <= store.idempotency_ttl
    assert store.idempotency_record(gid, "p1", "k") == {"fp": "f", "body": 1}
    assert store.idempotency_record(gid, "p2", "k") is None


class _Captured:
    """A pipeline stand-in that keeps the one script call queued on it, to send it twice."""

    def evalsha(self, sha, numkeys, *keys_and_args):
        self.call = (sha, numkeys, *keys_and_args)


def test_a_resent_commit_answers_as_its_first_run_and_applies_once(redis):
    """A client library that resends the call after a lost reply must not get "stale": the
    arrival-order retry of a move without an expected version would then apply it twice."""
    store, gid = GameStore(redis), uuid.uuid4().hex
    store.commit(gid, 0, _meta(gid), {"n": 0}, {"kind": "lobby"})
    sent = _Captured()
    queue_commit(sent, gid, 1, _meta(gid), {"n": 1}, {"kind": "play"}, None, None, None, 60)
    redis.script_load(_COMMIT.source)
    first = redis.evalsha(*sent.call)
    store.commit(gid, 2, _meta(gid), {"n": 2}, {"kind": "play"})      # another seat's move between
    assert redis.evalsha(*sent.call) == first == [b"ok", b"2"]
    assert (store.load(gid).version, store.load(gid).state) == (3, {"n": 2})
    assert [e.version for e in store.log(gid)] == [1, 2, 3]
    other = _Captured()                                 # a new call at an old version is still stale
    queue_commit(other, gid, 1, _meta(gid), {"n": 9}, {"kind": "play"}, None, None, None, 60)
    assert redis.evalsha(*other.call) == [b"stale", b"3"]
    assert 0 < redis.pttl(keys.commits(gid)) <= 120000


def test_a_commit_resent_after_eight_others_still_applies_once(redis):
    """The recent commits are trimmed back to 8 only once they are 16 (one LTRIM in eight
    commits): a call resent after eight others is still answered as its first run."""
    store, gid = GameStore(redis), uuid.uuid4().hex
    store.commit(gid, 0, _meta(gid), {"n": 0}, {"kind": "lobby"})
    sent = _Captured()
    queue_commit(sent, gid, 1, _meta(gid), {"n": 1}, {"kind": "play"}, None, None, None, 60)
    redis.script_load(_COMMIT.source)
    assert redis.evalsha(*sent.call) == [b"ok", b"2"]
    lengths = []
    for version in range(2, 40):
        store.commit(gid, version, _meta(gid), {"n": version}, {"kind": "play"})
        lengths.append(redis.llen(keys.commits(gid)))
        if version == 9:    # eight commits after it
            assert redis.evalsha(*sent.call) == [b"ok", b"2"]
    assert max(lengths) == 16 and min(lengths[14:]) == 8
    assert store.load(gid).version == 40


def test_every_key_of_a_game_is_in_one_cluster_slot(redis):
    store, gid = GameStore(redis), uuid.uuid4().hex
    store.commit(gid, 0, _meta(gid), {"s": 1}, {"kind": "lobby"})
    names = list(redis.scan_iter(match=keys.game_pattern(gid)))
    assert len(names) == 5          # version, meta, state, log and the recent commits
    assert len({key_slot(n) for n in names} | {key_slot(keys.answers(gid).encode())}) == 1


def test_commit_publishes_the_new_version(redis):
    store, gid = GameStore(redis), uuid.uuid4().hex
    pubsub = redis.pubsub()
    pubsub.subscribe(keys.channel(gid))
    pubsub.get_message(timeout=1)  # the subscribe confirmation
    store.commit(gid, 0, _meta(gid), None, {"kind": "lobby"})
    message = pubsub.get_message(timeout=2)
    assert message and message["data"] == b"1"
    pubsub.close()


def test_tokens_are_stored_only_as_hashes(redis):
    players = PlayerStore(redis)
    player, token = players.create("ada", 1)
    assert players.by_token(token)["id"] == player["id"]
    assert players.by_token(token + "x") is None
    dump = b"".join(redis.dump(k) or b"" for k in redis.scan_iter(match="tok:*"))
    for key in redis.scan_iter(match="p:*"):  # profiles (strings) and token records (hashes)
        dump += redis.get(key) if redis.type(key) == b"string" else b"".join(
            redis.hgetall(key).values()) + b"".join(redis.hgetall(key))
    assert token.encode() not in dump
    assert json.loads(redis.get(keys.player(player["id"])))["name"] == "ada"
