"""Rating a bot ladder's games (`pithead ladder`) with openskill, and checking its order.

The service rates people with openskill's Plackett-Luce model at its defaults (shared/domain/
ratings.py), whose `tau` (25/300) widens every sigma before each game: skill drift, right for people.
A bot level is a fixed program and does not drift, so the ladder rates it with the same model and
tau 0: sigma then shrinks with every game as the evidence grows. (`limit_sigma`, which keeps a
sigma from growing in a game, is moot without tau. openskill reads `rate(tau=0)` as "the model's
tau", so tau 0 must be the model's own.) The games are rated one by one in the schedule's seeded
order, by each seat's place; each level's interval is mu ± 1.96 sigma.
"""
from openskill.models import PlackettLuce

from shared import engine

MODEL = PlackettLuce(tau=0.0)   # stationary players: no drift between games
Z = 1.96                        # the interval: mu ± Z sigma (95% for a normal belief)
DESCRIPTION = (f"openskill PlackettLuce (mu {MODEL.mu:g}, sigma {MODEL.sigma:.3f}, beta {MODEL.beta:.3f}, "
               f"tau 0: bot levels are fixed programs and do not drift, unlike people, whom the "
               f"service rates with tau {25 / 300:.4f}); games rated one by one in the schedule's "
               f"seeded order; interval mu ± {Z} sigma")


def rate(results: list, levels: tuple) -> list[dict]:
    """Each level's openskill rating after the games in order (weakest declared level first)."""
    current = {level: MODEL.rating() for level in levels}
    games = dict.fromkeys(levels, 0)
    wins = dict.fromkeys(levels, 0.0)
    for result in results:
        seated = result["levels"]
        new = MODEL.rate([[current[level]] for level in seated], ranks=result["places"])
        for seat, (level, [rating]) in enumerate(zip(seated, new)):
            current[level] = rating
            games[level] += 1
            if seat in result["winners"]:
                wins[level] += 1 / len(result["winners"])
    return [_record(level, current[level], games[level], wins[level]) for level in levels
            if games[level]]


def _record(level: str, rating, games: int, wins: float) -> dict:
    return {"name": level, "mu": round(rating.mu, 3), "sigma": round(rating.sigma, 3),
            "low": round(rating.mu - Z * rating.sigma, 3), "high": round(rating.mu + Z * rating.sigma, 3),
            "games": games, "wins": round(wins, 2)}


def problems(ratings: list[dict]) -> list[str]:
    """Where the ladder does not hold: a level not above the weaker one, or overlapping intervals."""
    out = []
    for weaker, stronger in zip(ratings, ratings[1:]):
        if stronger["mu"] <= weaker["mu"]:
            out.append(f"{stronger['name']} (mu {stronger['mu']}) is not above {weaker['name']} "
                       f"(mu {weaker['mu']})")
        elif stronger["low"] <= weaker["high"]:
            out.append(f"{weaker['name']} [{weaker['low']}, {weaker['high']}] overlaps "
                       f"{stronger['name']} [{stronger['low']}, {stronger['high']}]")
    return out


def head_to_head(results: list, levels: tuple) -> list[dict]:
    """Each pair of neighbours in the games both sat in: how often the stronger placed ahead (a
    shared place counts a half), the pairwise evidence behind their order."""
    out = []
    for weaker, stronger in zip(levels, levels[1:]):
        met = [r for r in results if weaker in r["levels"] and stronger in r["levels"]]
        ahead = sum(_ahead(r["places"][r["levels"].index(stronger)], r["places"][r["levels"].index(weaker)])
                    for r in met)
        out.append({"weaker": weaker, "stronger": stronger, "games": len(met),
                    "stronger_ahead": ahead, "share": round(ahead / len(met), 4) if met else None})
    return out


def _ahead(place: int, other: int) -> float:
    return 1.0 if place < other else 0.5 if place == other else 0.0


def ladder(game: str, results: list, command: str) -> dict:
    """The ladder document of a game from its games' results."""
    levels = engine.get(game).bots.levels
    pooled = rate(results, levels)
    by_seats = {str(k): rate([r for r in results if len(r["levels"]) == k], levels)
                for k in sorted({len(r["levels"]) for r in results})}
    found = problems(pooled) + [f"{k} seats: {p}" for k, rows in by_seats.items()
                                for p in problems(rows)]
    return {"game": game, "command": command, "games": len(results), "model": DESCRIPTION,
            "levels": pooled, "by_seats": by_seats, "head_to_head": head_to_head(results, levels),
            "ordered": not found, "problems": found}
