"""Write shared/store/zdict.json: the preset dictionary the store compresses log entries and
recorded answers with (codec.py). Sample texts of games of every registered game, played in-process
on a throwaway Redis; ids are replaced by placeholders.

The dictionary is part of the stored format: records written with it are read with it, so
version 1 must never change. A better dictionary is a new file and a new version byte in codec.py.
Usage: .venv/bin/python -m scripts.make_zdict  (writes the file only if it does not exist)."""
import json
import random
import re
import tempfile
import time
from collections import Counter
from pathlib import Path

from shared import domain, redis_server
from shared.bootstrap import context_on
from shared.store import connect, keys
from tests.bench import sizes
from tests.integration.asyncplay import Clock

OUT = Path(__file__).resolve().parents[1] / "shared" / "store" / "zdict.json"
BUDGET = 8192
GAMES = (("glueckauf", 4, 4), ("glueckauf", 3, 1), ("quartz", 3, 1), ("ohmygoods", 2, 1),
         ("packstack", 3, 1), ("goofspiel", 2, 1))
HEX32 = re.compile(r"[0-9a-f]{32}")


def texts(ctx, redis, name: str, seats: int, people: int) -> list[str]:
    """Log entries and recorded answers of one game, ids replaced."""
    players, gid = sizes.new_game(ctx, name, seats, people)
    rng, n = random.Random(1), 0
    for _ in range(5000):
        sizes._play_tasks(ctx)
        g = domain.Game.of(ctx.games.load(gid), gid)
        if g.status == "finished":
            break
        movers = [s for s in sorted(g.rules.active_seats(g.state)) if s < people]
        if movers and not g.rules.awaiting_system(g.state):
            n += 1
            action = rng.choice(g.rules.legal_actions(g.state, movers[0]))
            key = domain.IdempotencyKey(f"zdict-{n}", "f" * 64)
            domain.handle(ctx, domain.SubmitActions(players[movers[0]], gid, (action,), None, key))
    out = [json.dumps(item.entry, sort_keys=True, separators=(",", ":"))
           for item in ctx.games.log(gid)]
    out += [json.dumps(json.loads(redis.get(key)), sort_keys=True, separators=(",", ":"))
            for key in redis.scan_iter(match=keys.game(gid, "idem:*"))]
    return [HEX32.sub("0" * 32, t) for t in out]


def main() -> None:
    """Play, pick the commonest texts of each game up to the budget, write the file."""
    if OUT.exists():
        raise SystemExit(f"{OUT} exists: version 1 of the dictionary never changes")
    proc, url = redis_server.start(Path(tempfile.mkdtemp()), fsync="everysec")
    try:
        redis = connect(url)
        ctx = context_on(redis, clock=Clock(int(time.time() * 1000)))
        picked: list[str] = []
        share = BUDGET // len(GAMES)
        for name, seats, people in GAMES:
            samples = texts(ctx, redis, name, seats, people)
            first = {}
            for text in samples:
                first.setdefault(re.sub(r"\d+", "1", text), text)
            common = Counter(re.sub(r"\d+", "1", t) for t in samples)
            used = 0
            for shape, _ in common.most_common():
                text = first[shape]
                if used + len(text) <= share:
                    picked.append(text)
                    used += len(text)
        OUT.write_text(json.dumps(picked, indent=0, ensure_ascii=True) + "\n")
        print(f"{OUT}: {sum(map(len, picked))} bytes, {len(picked)} texts")
    finally:
        proc.terminate()


if __name__ == "__main__":
    main()
