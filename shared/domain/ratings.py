"""Ratings per game (openskill Plackett-Luce), updated once per finished game.

Who is rated: each seat's person (a player who resigned or was dropped is ranked last, behind
every bot, as BGA ranks the first quitter), and each bot level as one entity "bot:<level>" (a level
seated twice in one game is not rated in that game: it would play itself). All rating keys of a
game share the hash tag `{<game>}`, so one MULTI updates them and marks the game rated.
"""
import json
from dataclasses import dataclass

from openskill.models import PlackettLuce

from shared import engine

from .bus import Result, handles, load
from .game import FINISHED
from .hooks import RATINGS_PENDING, UPDATE_RATINGS

_MODEL = PlackettLuce()


@dataclass(frozen=True)
class UpdateRatings:
    game_id: str


@dataclass(frozen=True)
class RequeueRatings:
    older_than_ms: int


def ratings_key(game: str) -> str:
    """Hash entity -> {"mu", "sigma", "games", "wins", "name"} for one game."""
    return f"r:{{{game}}}:ratings"


def board_key(game: str) -> str:
    """ZSET entity -> ordinal (mu - 3 sigma): the leaderboard."""
    return f"r:{{{game}}}:board"


def rated_key(game: str) -> str:
    """SET of the game ids already rated (what makes the task idempotent)."""
    return f"r:{{{game}}}:rated"


def entrants(meta: dict, outcome: dict) -> list[tuple[str, str, int]]:
    """(entity, name, rank) per rated seat; lower rank is better."""
    place = {r["seat"]: r["place"] for r in outcome.get("ranking", [])}
    last = len(meta["seats"]) + 1
    bots = [h.get("bot") for h in meta["seats"] if h and h.get("bot") and not h.get("replaced")]
    out = []
    for seat, holder in enumerate(meta["seats"]):
        holder = holder or {}
        if holder.get("player_id"):
            out.append((holder["player_id"], holder.get("name"), place.get(seat, last)))
        elif holder.get("replaced"):
            person = holder["replaced"]
            out.append((person["player_id"], person.get("name"), last))
        elif holder.get("bot") and bots.count(holder["bot"]) == 1:
            out.append((f"bot:{holder['bot']}", f"bot ({holder['bot']})", place.get(seat, last)))
    return out


@handles(UpdateRatings)
def update_ratings(ctx, cmd: UpdateRatings) -> Result:
    """Rate a finished game once; running it again changes nothing."""
    game = load(ctx, cmd.game_id)
    if game.status != FINISHED:
        return Result({"game_id": game.id, "rated": False, "reason": "not_finished"})
    rated = entrants(game.meta, game.rules.outcome(game.state) or {})
    name, redis = game.meta["game"], ctx.games.redis
    if len(rated) < 2:
        redis.sadd(rated_key(name), game.id)
        redis.zrem(RATINGS_PENDING, game.id)
        return Result({"game_id": game.id, "rated": False, "reason": "fewer_than_two"})
    with redis.pipeline(transaction=True) as pipe:
        pipe.watch(rated_key(name), ratings_key(name))
        if pipe.sismember(rated_key(name), game.id):
            redis.zrem(RATINGS_PENDING, game.id)
            return Result({"game_id": game.id, "rated": False, "reason": "already_rated"})
        current = pipe.hmget(ratings_key(name), [e for e, _, _ in rated])
        updated = _rate(rated, current)
        pipe.multi()
        for entity, record in updated.items():
            pipe.hset(ratings_key(name), entity, json.dumps(record))
            pipe.zadd(board_key(name), {entity: record["ordinal"]})
        pipe.sadd(rated_key(name), game.id)
        pipe.execute()  # WatchError if a concurrent run got there first: the task retries
    redis.zrem(RATINGS_PENDING, game.id)
    return Result({"game_id": game.id, "rated": True, "ratings": updated})


@handles(RequeueRatings)
def requeue_ratings(ctx, cmd: RequeueRatings) -> Result:
    """Enqueue update_ratings again for finished games still unrated after `older_than_ms`."""
    due = ctx.games.redis.zrangebyscore(RATINGS_PENDING, "-inf", ctx.clock() - cmd.older_than_ms,
                                        start=0, num=100)
    for game_id in due:
        ctx.enqueue(UPDATE_RATINGS, {"game_id": game_id.decode()})
    return Result({"requeued": [g.decode() for g in due]})


def _rate(rated: list, current: list) -> dict:
    """New records of the rated entities after one game."""
    records = [json.loads(raw) if raw else {"mu": _MODEL.mu, "sigma": _MODEL.sigma, "games": 0,
                                            "wins": 0} for raw in current]
    teams = [[_MODEL.rating(mu=r["mu"], sigma=r["sigma"])] for r in records]
    ranks = [rank for _, _, rank in rated]
    new = _MODEL.rate(teams, ranks=ranks)
    best = min(ranks)
    out = {}
    for (entity, name, rank), record, [rating] in zip(rated, records, new):
        out[entity] = {"mu": rating.mu, "sigma": rating.sigma, "ordinal": rating.ordinal(),
                       "games": record["games"] + 1, "wins": record["wins"] + (rank == best),
                       "name": name}
    return out


def leaderboard(redis, game: str, offset: int, limit: int) -> list[dict]:
    """The best-rated entities of a game, by ordinal."""
    rows = redis.zrevrange(board_key(game), offset, offset + limit - 1, withscores=True)
    ids = [entity.decode() for entity, _ in rows]
    records = redis.hmget(ratings_key(game), ids) if ids else []
    return [{"rank": offset + i + 1, "id": entity, **_shown(json.loads(raw))}
            for i, (entity, raw) in enumerate(zip(ids, records)) if raw]


def stats(redis, entity: str) -> list[dict]:
    """An entity's rating, games and wins in every game it was rated in."""
    out = []
    for game in engine.names():
        raw = redis.hget(ratings_key(game), entity)
        if raw:
            rank = redis.zrevrank(board_key(game), entity)
            out.append({"game": game, "rank": None if rank is None else rank + 1,
                        **_shown(json.loads(raw))})
    return out


def _shown(record: dict) -> dict:
    return {k: record.get(k) for k in ("name", "mu", "sigma", "ordinal", "games", "wins")}
