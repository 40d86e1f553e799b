"""Reads over the per-bucket sorted sets of keys.py (games waiting, timers due, turn deadlines): one
pipelined round trip asks every bucket for its first page of members due by a cutoff, and only the
buckets that filled their page are asked again, so a run reads what is due and nothing is skipped."""
from . import keys

PAGE = 500     # members per bucket and round trip; a backlog pages on, it is never cut off


def due(redis, key_of, cutoff: int, limit: int | None = None) -> list[tuple[str, int]]:
    """(member, score) of every member of the sets `key_of(bucket)` scored at or before `cutoff`,
    earliest first; with `limit`, only the `limit` earliest (each bucket's first `limit` hold them)."""
    size = limit if limit is not None else PAGE
    offsets, found = dict.fromkeys(range(keys.BUCKETS), 0), []
    while offsets:
        order = list(offsets)
        pipe = redis.pipeline(transaction=False)
        for number in order:
            pipe.zrangebyscore(key_of(number), "-inf", cutoff, start=offsets[number], num=size,
                               withscores=True)
        for number, rows in zip(order, pipe.execute()):
            found += [(member.decode(), int(score)) for member, score in rows]
            if limit is not None or len(rows) < size:
                del offsets[number]
            else:
                offsets[number] += size
    found.sort(key=lambda row: row[1])
    return found if limit is None else found[:limit]
