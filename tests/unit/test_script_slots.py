"""Every Lua script call is single-slot by construction: on a Redis Cluster a script may only touch
keys of one hash slot. Each call site found in the source is run here with many random ids against
a recorder, and every call's KEYS must share one slot (redis.crc.key_slot, the cluster's CRC16).
A new script (or a new call site of a raw EVAL) fails the first test until it gets a check here."""
import contextlib
import random
import re
import uuid
from pathlib import Path

import pytest
from redis.crc import key_slot

from shared.api.limits import RateLimits, bearer_key
from shared.domain.ports import Idempotency
from shared.store import (BotMoveStore, ChatStore, GameStore, IdempotencyStore, Lock, NotificationStore,
                          keys)
from shared.store.archive import Archived, GameArchive
from shared.store.cluster import StoreCluster
from shared.store.games import queue_commit

ROOT = Path(__file__).resolve().parents[2]
RUNS = 200


class Recorder:
    """A stand-in client and pipeline: records the KEYS of every script call, answers "ok"."""

    def __init__(self):
        self.calls: list[list] = []
        self.queued = 0

    def pipeline(self, transaction=False):
        return self

    def evalsha(self, sha, numkeys, *keys_and_args):
        self.calls.append(list(keys_and_args[:numkeys]))
        self.queued += 1

    def eval(self, script, numkeys, *keys_and_args):
        self.calls.append(list(keys_and_args[:numkeys]))
        return 1

    def execute(self):
        answers, self.queued = [b"ok"] * self.queued, 0
        return answers

    def __getattr__(self, name):   # any other command: queued, answered "ok"
        def command(*args, **kwargs):
            self.queued += 1
        return command


def _ids():
    return uuid.uuid4().hex, uuid.uuid4().hex, uuid.uuid4().hex


def commit_calls(rec):
    game_id, player_id, client_key = _ids()
    idem = Idempotency(player_id, client_key, {"status": 200}) if random.random() < 0.5 else None
    lock = Lock(keys.marker(player_id, client_key, game_id), "t", 1000, game_id, True) \
        if random.random() < 0.5 else None
    queue_commit(rec, game_id, 3, {"updated_at": 1}, {"phase": "x"}, {"kind": "play"}, idem,
                 {"active": [0]}, lock, 60, random.choice([None, True, False]), True)


def rate_limit_calls(rec):
    for scope, spec in (("address", "30000/minute"), ("token", "1200/minute;100/second")):
        who = f"10.0.{random.randrange(256)}.{random.randrange(256)}" if scope == "address" \
            else bearer_key(uuid.uuid4().hex)
        RateLimits(spec, scope).queue(rec, who)


def release_calls(rec):
    game_id, player_id, client_key = _ids()
    in_game = keys.marker(player_id, client_key, game_id)
    outside = keys.marker(player_id, client_key, None)
    for key in (in_game, outside):
        IdempotencyStore(rec).release(Lock(key, "t", 1000, held=True))


def bot_move_calls(rec):
    BotMoveStore(rec).finish({"id": uuid.uuid4().hex, "status": "pending"}, status="done")


class _Archive(GameArchive):
    def __init__(self, redis):
        self.redis = redis

    def _read_live(self, game_id):
        return Archived(7, b"{}", b"{}", b"{}", [(1, b"{}")]), 1, "7-1"


def compact_calls(rec):
    _Archive(rec).compact(uuid.uuid4().hex, 7, 1)


def expire_calls(rec):
    _Archive(rec).delete_archived(uuid.uuid4().hex, "glueckauf", {uuid.uuid4().hex})


def chat_calls(rec):
    game_id, player_id, _ = _ids()
    store = ChatStore(rec)
    with contextlib.suppress(ValueError, AttributeError):   # the recorder answers "ok", not a pair
        store.post(game_id, {"text": "x"}, player_id, (5, 10), 300)
    store.set_spectators_write(game_id, random.random() < 0.5)


def notify_claim_calls(rec):
    batch = {"id": uuid.uuid4().hex, "channel": "email", "created_at": 1, "status": "pending"}
    NotificationStore(rec).claim(uuid.uuid4().hex, random.choice(["email", "push"]), batch)


class _Recording(Recorder):
    def execute(self):   # the record script's answer: created, the settings, the push count
        self.queued = 0
        return [[1, [], 0]]


def notify_record_calls(rec):
    player = _Recording()
    note = {"id": uuid.uuid4().hex[:24], "created_at": 1}
    NotificationStore(player).record(uuid.uuid4().hex, note)
    rec.calls += player.calls


CHECKS = {
    ("shared/store/games.py", "_COMMIT"): commit_calls,
    ("shared/api/limits.py", "_HIT"): rate_limit_calls,
    ("shared/store/idempotency.py", "_RELEASE"): release_calls,
    ("shared/store/botmoves.py", "_FINISH"): bot_move_calls,
    ("shared/store/archive.py", "_COMPACT"): compact_calls,
    ("shared/store/archive.py", "_EXPIRE"): expire_calls,
    ("shared/store/chat.py", "_POST"): chat_calls,
    ("shared/store/chat.py", "_SET"): chat_calls,
    ("shared/store/notifications.py", "_CLAIM"): notify_claim_calls,
    ("shared/store/notifications.py", "_RECORD"): notify_record_calls,
}
# scripts whose KEYS span slots by design, never sent to a cluster (each has its test below)
OFF_CLUSTER = {("shared/store/notifications.py", "_RECORD_AFTER_COMMIT")}

# a script defined as Lua(...), or the script variable a raw EVAL / register_script names
_SITES = [re.compile(r"^(\w+)\s*=\s*Lua\(", re.M), re.compile(r"\.eval\(\s*(\w+)"),
          re.compile(r"register_script\(\s*(\w+)")]
_MACHINERY = {"shared/store/scripts.py", "shared/store/cluster.py", "shared/store/durable.py"}


def script_sites() -> set:
    """(file, script name) of every script in shared/ and services/."""
    found = set()
    for path in [*ROOT.glob("shared/**/*.py"), *ROOT.glob("services/**/*.py")]:
        rel = path.relative_to(ROOT).as_posix()
        if rel in _MACHINERY:
            continue
        text = path.read_text()
        for pattern in _SITES:
            found |= {(rel, name) for name in pattern.findall(text)}
    return found


def test_every_script_in_the_source_has_a_slot_check():
    assert script_sites() == set(CHECKS) | OFF_CLUSTER, \
        "a script without a slot check here (or one gone)"


def test_a_turn_note_rides_a_commit_only_off_a_cluster():
    """_RECORD_AFTER_COMMIT holds a player's keys and the game's commit list: the store offers no
    ride on a cluster (the handler records the note in a trip of its own there)."""
    note = (uuid.uuid4().hex, {"id": "n", "created_at": 1})
    assert NotificationStore(Recorder()).ride([note]) is not None
    assert NotificationStore(object.__new__(StoreCluster)).ride([note]) is None


@pytest.mark.parametrize("site", sorted(CHECKS), ids=lambda s: f"{s[0]}:{s[1]}")
def test_every_call_of_a_script_touches_one_slot(site):
    rec = Recorder()
    for _ in range(RUNS):
        CHECKS[site](rec)
    assert rec.calls, "the call site made no script call"
    for script_keys in rec.calls:
        assert script_keys, "a script without KEYS runs on any node: name its keys"
        slots = {key_slot(k.encode() if isinstance(k, str) else k) for k in script_keys}
        assert len(slots) == 1, script_keys


def test_game_store_commit_goes_through_queue_commit():
    """GameStore.commit's script call is queue_commit's (what the commit check above runs)."""
    rec = Recorder()
    store = GameStore(rec)
    try:   # the recorder's "ok" is no script answer: only the call matters here
        store.commit(uuid.uuid4().hex, 0, {"updated_at": 1}, None, {"kind": "lobby"})
    except (TypeError, ValueError):
        pass
    assert len(rec.calls) == 1 and len({key_slot(k.encode()) for k in rec.calls[0]}) == 1
