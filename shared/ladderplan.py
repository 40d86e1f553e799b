"""The games of a bot ladder (`pithead ladder`): which seat counts, which lineups, how many games each.

For each seat count, every lineup of distinct levels (itertools.combinations, weakest first) plays
`rounds` full rotations of its seats, so each level sits in every position equally often (or
`per_lineup` games, the rotation carrying on from lineup to lineup). A lineup of consecutive levels
(random-greedy, greedy-easy, ...; at 4 seats random-greedy-easy-medium, ...) plays `neighbours`
times as many (one factor, or one per seat count: two seats may need more games than four):
neighbours' head-to-head decides the ladder's order, and the far lineups (random
against hard) say little a few games do not. The games run in an order shuffled by the seed.
"""
import itertools
import random

from shared import engine


def seat_counts(game: str, asked: str = "") -> list[int]:
    """The seat counts a game's ladder plays: those asked, else the smallest and the largest that
    seat distinct levels."""
    rules = engine.get(game)
    feasible = [k for k in range(rules.spec.min_seats, rules.spec.max_seats + 1)
                if k <= len(rules.bots.levels)]
    if asked:
        wanted = [int(k) for k in asked.split(",") if k.strip()]
        return [k for k in wanted if k in feasible]
    return sorted({feasible[0], feasible[-1]}) if feasible else []


def consecutive(lineup: tuple, levels: tuple) -> bool:
    """True for a lineup of neighbouring levels (no level skipped between its weakest and strongest)."""
    places = [levels.index(level) for level in lineup]
    return max(places) - min(places) == len(lineup) - 1


def neighbours_factors(text: str) -> dict[int, int] | int:
    """`--neighbours`: one factor ("25") or one per seat count ("2=250,4=50"; a count not named: 1);
    ValueError unless every factor is 1 or more."""
    if "=" in text:
        pairs = (item.split("=", 1) for item in text.split(",") if item.strip())
        factors = {int(seats): int(factor) for seats, factor in pairs}
    else:
        factors = int(text)
    if min(factors.values() if isinstance(factors, dict) else [factors], default=0) < 1:
        raise ValueError(f"{text!r}: every factor is 1 or more")
    return factors


def schedule(game: str, counts: list[int], rounds: int, seed: int, per_lineup: int | None = None,
             neighbours: int | dict[int, int] = 1) -> list[tuple]:
    """Every game to play, shuffled by `seed`: (index, game, seated levels, seed)."""
    levels = engine.get(game).bots.levels
    lineups, turn = [], 0
    for k in counts:
        near = neighbours.get(k, 1) if isinstance(neighbours, dict) else neighbours
        for lineup in itertools.combinations(levels, k):
            games = rounds * k if per_lineup is None else per_lineup
            for _ in range(games * (near if consecutive(lineup, levels) else 1)):
                rotation = turn % k
                lineups.append(list(lineup[rotation:] + lineup[:rotation]))
                turn += 1
    random.Random(seed).shuffle(lineups)
    return [(i, game, seated, seed * 1_000_003 + i) for i, seated in enumerate(lineups)]


def projected_cpu(tasks: list, results: list) -> float | None:
    """The bots' thinking CPU seconds `tasks` take, from each level's mean per game at each seat count
    in `results`; None while a level has not played at a seat count the tasks seat it at."""
    spent = {}
    for result in results:
        for level, seconds in zip(result["levels"], result["thinking_s"]):
            spent.setdefault((len(result["levels"]), level), []).append(seconds)
    mean = {key: sum(values) / len(values) for key, values in spent.items()}
    needed = [(len(seated), level) for _, _, seated, _ in tasks for level in seated]
    if any(key not in mean for key in needed):
        return None
    return sum(mean[key] for key in needed)
