"""The benchmark's floor app (tests/bench/floor.py) does a move's Redis work for real: if it did
less, the ceiling it prints would be too high."""
import uuid

from shared.api.limits import bearer_key
from shared.store import keys
from tests.bench import floor


def _post(http, n: int, idem: str, route: str = "floor"):
    return http.post(f"/{route}/{n}", json={"actions": [{"type": "x"}], "expected_version": 0},
                     headers={"Authorization": f"Bearer {floor.token_of(n)}",
                              "Idempotency-Key": idem})


def test_floor_move_commits_logs_records_and_counts(redis, redis_url, monkeypatch):
    monkeypatch.setenv("REDIS_URL", redis_url)
    http = floor.create_app().test_client()
    game = "floor-3"
    start = int(redis.get(keys.game(game, "version")))
    log_before = redis.xlen(keys.game(game, "log"))
    idem = uuid.uuid4().hex
    answers = [_post(http, 3, idem).get_json()["version"], _post(http, 3, uuid.uuid4().hex)
               .get_json()["version"]]
    assert answers == [start + 1, start + 2]
    assert int(redis.get(keys.game(game, "version"))) == start + 2
    assert redis.xlen(keys.game(game, "log")) == log_before + 2
    assert redis.hexists(keys.answers(game), keys.answer_field("floor-player-3", idem))
    assert redis.hlen(keys.answers(game)) >= 2 and redis.ttl(keys.answers(game)) > 0
    assert redis.keys(keys.game(game, "idemlock:*")) == []   # the commit released the markers
    token_counters = redis.keys(f"rl:{{token:{bearer_key(floor.token_of(3))}}}:*")
    assert token_counters and all(int(redis.get(c)) >= 2 for c in token_counters)


def test_floor_in_one_trip_commits_at_the_version_it_holds_and_recovers_from_a_stale_one(
        redis, redis_url, monkeypatch):
    monkeypatch.setenv("REDIS_URL", redis_url)
    http = floor.create_app().test_client()
    game = "floor-5"
    first = _post(http, 5, uuid.uuid4().hex, "floor1").get_json()["version"]
    redis.incr(keys.game(game, "version"))          # another writer moved the game on
    log_before = redis.xlen(keys.game(game, "log"))
    second = _post(http, 5, uuid.uuid4().hex, "floor1").get_json()["version"]
    assert second == first + 2 == int(redis.get(keys.game(game, "version")))
    assert redis.xlen(keys.game(game, "log")) == log_before + 1   # the stale try wrote nothing
