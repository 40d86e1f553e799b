"""Ratings per game (openskill Plackett-Luce), updated once per finished game.

Who is rated: each seat's person (a player who resigned or was dropped is ranked last, behind
every bot, as BGA ranks the first quitter), and each bot level as one entity "bot:<level>" (a level
seated twice in one game is not rated in that game: it would play itself). The repository updates
a game's ratings and marks it rated in one atomic step, so rating twice changes nothing.
A game whose seed its host chose is never rated: the host could know the whole deal; nor is a game
that allowed hints (a seat could play the strongest bot's moves).
"""
from openskill.models import PlackettLuce

from shared import engine

from .commands import RequeueRatings, UpdateRatings
from .compaction import followup_done
from .events import GameFinished
from .game import FINISHED
from .messagebus import Result, handles
from .tasknames import UPDATE_RATINGS
from .writes import load

MODEL = PlackettLuce()    # the service's rating model; `pithead ladder` rates the bot levels with it too


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


def rate_when_finished(ctx, event: GameFinished) -> None:
    """After the write that ended a game: note it as pending, then enqueue its rating (noted
    first, so a lost task is re-enqueued by the beat: RequeueRatings)."""
    ctx.ratings.mark_pending(event.game.id, ctx.clock())
    ctx.enqueue(UPDATE_RATINGS, {"game_id": event.game.id})


@handles(UpdateRatings)
def update_ratings(ctx, cmd: UpdateRatings) -> Result:
    """Rate a finished game once; running it again changes nothing. Then the game may be
    compacted (its other follow-ups permitting)."""
    game = load(ctx, cmd.game_id)
    if game.status != FINISHED:
        return Result({"game_id": game.id, "rated": False, "reason": "not_finished"})
    body = _rate_game(ctx, game)
    followup_done(ctx, game.id, game.version)
    return Result(body)


def _rate_game(ctx, game) -> dict:
    """Rate a finished game unless it was; the answer of update_ratings."""
    rated = entrants(game.meta, game.rules.outcome(game.state) or {})
    name = game.meta["game"]
    unrated = ("seed_chosen" if game.seed_chosen else "hints" if game.hints
               else "fewer_than_two" if len(rated) < 2 else None)
    if unrated:
        ctx.ratings.mark_rated(name, game.id)
        return {"game_id": game.id, "rated": False, "reason": unrated}
    updated = ctx.ratings.rate_once(name, game.id, [e for e, _, _ in rated],
                                    lambda current: _rate(rated, current))
    if updated is None:
        return {"game_id": game.id, "rated": False, "reason": "already_rated"}
    return {"game_id": game.id, "rated": True, "ratings": updated}


@handles(RequeueRatings)
def requeue_ratings(ctx, cmd: RequeueRatings) -> Result:
    """Enqueue update_ratings again for finished games still unrated after `older_than_ms`."""
    due = ctx.ratings.pending_before(ctx.clock() - cmd.older_than_ms)
    for game_id in due:
        ctx.enqueue(UPDATE_RATINGS, {"game_id": game_id})
    return Result({"requeued": due})


def _rate(rated: list, current: list) -> dict:
    """New records of the rated entities after one game (`current`: their records or None)."""
    records = [r or {"mu": MODEL.mu, "sigma": MODEL.sigma, "games": 0, "wins": 0}
               for r in current]
    teams = [[MODEL.rating(mu=r["mu"], sigma=r["sigma"])] for r in records]
    ranks = [rank for _, _, rank in rated]
    new = MODEL.rate(teams, ranks=ranks)
    best = min(ranks)
    out = {}
    for (entity, name, rank), record, [rating] in zip(rated, records, new):
        out[entity] = {"mu": rating.mu, "sigma": rating.sigma, "ordinal": rating.ordinal(),
                       "games": record["games"] + 1, "wins": record["wins"] + (rank == best),
                       "name": name}
    return out


def leaderboard(ctx, game: str, offset: int, limit: int) -> list[dict]:
    """The best-rated entities of a game, by ordinal."""
    return [{"rank": row["rank"], "id": row["id"], **_shown(row)}
            for row in ctx.ratings.leaderboard(game, offset, limit)]


def stats(ctx, entity: str) -> list[dict]:
    """An entity's rating, games and wins in every game it was rated in."""
    return [{"game": row["game"], "rank": row["rank"], **_shown(row)}
            for row in ctx.ratings.stats(entity, engine.names())]


def _shown(record: dict) -> dict:
    return {k: record.get(k) for k in ("name", "mu", "sigma", "ordinal", "games", "wins")}
