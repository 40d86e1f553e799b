"""Fitting `values.json`: self-play games by the smart and greedy policies, recorded at every evening
sale and every dawn, and for each (point, days left) the least-squares weights that best predict the
coins a seat ends the game with beyond its money (`value.money`) from its `value.features`, and how
far the coins spread about that prediction."""
from shared import engine
from shared.engine.fitting import least_squares

from .. import rules
from .policy import policy, smart
from .search import rollout
from .value import FEATURES, features, money, point_of

_RULES = engine.Ruleset(rules)


def self_play_rows(games: int, seed: int) -> list:
    """[(point, days left, features, final coins - money)] from `games` games of 3 and 4 seats."""
    rows = []
    for game in range(games):
        rows += _game_rows(3 + game % 2, seed + game, mixed=game % 3 == 0)
    return rows


def fit(rows: list) -> dict:
    """{point: {days left: {"bias": b, feature: weight}}}, least squares per (point, days left)."""
    tables = {}
    for key in sorted({(point, left) for point, left, _, _ in rows}):
        xs = [[1.0] + x for point, left, x, _ in rows if (point, left) == key]
        ys = [y for point, left, _, y in rows if (point, left) == key]
        weights = least_squares(xs, ys)
        tables.setdefault(key[0], {})[str(key[1])] = {
            name: round(w, 3) + 0.0 for name, w in zip(("bias",) + FEATURES, weights)}
    return tables


def spread(rows: list, tables: dict) -> dict:
    """{point: {days left: sd}}: the standard deviation of a seat's final coins about its fitted worth."""
    errors = {}
    for point, left, x, y in rows:
        weights = tables[point][str(left)]
        guess = weights["bias"] + sum(weights[name] * v for name, v in zip(FEATURES, x))
        errors.setdefault((point, left), []).append(y - guess)
    out = {}
    for (point, left), misses in sorted(errors.items()):
        sd = (sum(e * e for e in misses) / len(misses)) ** 0.5
        out.setdefault(point, {})[str(left)] = round(sd, 2) + 0.0
    return out


def _game_rows(players: int, seed: int, mixed: bool) -> list:
    """The game played by `rollout` from each stop to the next (the evening sale, the next dawn),
    every seat recorded at each stop (not at a market no seat sells at: its day has no sale)."""
    def half_greedy(state: dict, seat: int) -> dict:
        return policy(state, seat) if (seed + seat) % 2 == 0 else smart(state, seat)

    state, marks = _RULES.setup({}, players, seed), []
    while True:
        rollout(_RULES, state, state["day"], state["phase"] != "mine", others=half_greedy if mixed else smart)
        if _RULES.is_over(state):
            return [(point, left, x, state["coins"][s] - cash) for point, left, x, cash, s in marks]
        if state["phase"] != "market":
            point, left = point_of(state)
            marks += [(point, left, features(state, s), money(state, s), s) for s in range(players)]
