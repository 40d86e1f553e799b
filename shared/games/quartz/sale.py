"""The evening sale (rulings 20-22): what a seat may keep in its chest, the combos and its income.

A seat's choice is `{"keep": [gems], "combo": None or a combo id, "set": the kind of a three or four
of a kind (else None), "double": [the kinds paid double]}`; every gem of its pool not kept is sold.
"""
from .data import CHEST_CAPACITY, COMBOS, VALUABLE, VALUE, sort_gems
from .state import contains, gem_arg, gems_arg, require

ORDER = tuple(COMBOS)               # three_of_a_kind, four_of_a_kind, five_different, six_different


def counts_of(gems) -> dict:
    """Gem kind -> how many."""
    counts = {}
    for gem in gems:
        counts[gem] = counts.get(gem, 0) + 1
    return counts


def remove_all(gems: list, taken: list) -> list:
    """The gems left after taking out the multiset `taken`."""
    rest = list(gems)
    for gem in taken:
        rest.remove(gem)
    return rest


def income(sold: list, choice: dict) -> int:
    """What the sold gems bring with the chosen combo (its doubles or bonus)."""
    base = sum(VALUE[g] for g in sold)
    if choice["combo"] is None:
        return base
    combo = COMBOS[choice["combo"]]
    return base + combo["bonus"] + sum(VALUE[d] * sold.count(d) for d in choice["double"])


def combo_problem(sold: list, choice: dict) -> str | None:
    """Why the choice's combo does not fit the sold gems (ruling 21), or None when it does."""
    combo, kind, double = choice["combo"], choice["set"], choice["double"]
    if combo is None:
        return None if kind is None and not double else "a set or doubled kinds need a combo"
    if combo not in COMBOS:
        return f"combo is one of {', '.join(ORDER)} or null"
    rule, counts = COMBOS[combo], counts_of(sold)
    if "min_distinct_kinds" in rule:
        if kind is not None or double:
            return f"{combo} names no set and doubles nothing"
        return None if len(counts) >= rule["min_distinct_kinds"] else \
            f"{combo} needs {rule['min_distinct_kinds']} different kinds sold"
    if counts.get(kind, 0) < rule["min_same_kind"]:
        return f"{combo} needs {rule['min_same_kind']} sold gems of the set's kind"
    if len(double) > rule["double_other_kinds"] or len(set(double)) < len(double):
        return f"{combo} doubles at most {rule['double_other_kinds']} different kinds"
    if kind in double or any(d not in counts for d in double):
        return "doubled kinds are other kinds that are sold"
    return None


def parse_choice(action: dict, pool: list, capacity: int) -> dict:
    """The choice of a `sell` action, checked against the seat's pool; IllegalAction otherwise."""
    keep = gems_arg(action.get("keep", []), "keep")
    require(len(keep) <= capacity, "chest_full", f"a chest keeps at most {capacity} gems today")
    require(contains(pool, keep), "gem_not_in_pool", "keep only gems of your sale")
    kind, combo = action.get("set"), action.get("combo")
    require(combo is None or isinstance(combo, str), "invalid_combo", "combo is a combo id or null")
    choice = {"keep": keep, "combo": combo,
              "set": None if kind is None else gem_arg(kind, "set"),
              "double": gems_arg(action.get("double", []), "double")}
    problem = combo_problem(remove_all(pool, keep), choice)
    require(problem is None, "invalid_combo", problem or "")
    return choice


def best_choice(sold: list, keep: list) -> dict:
    """The highest-paying combo for the sold gems (the first of equals in the rulebook's order)."""
    counts = counts_of(sold)
    base = sum(VALUE[k] * n for k, n in counts.items())
    by_worth = sorted(((VALUE[k] * n, VALUE[k], k) for k, n in counts.items()), reverse=True)
    best_total, best = base, (None, None, [])
    for combo in ORDER:
        rule = COMBOS[combo]
        if "min_distinct_kinds" in rule:
            if len(counts) >= rule["min_distinct_kinds"] and base + rule["bonus"] > best_total:
                best_total, best = base + rule["bonus"], (combo, None, [])
            continue
        for kind in VALUABLE:
            if counts.get(kind, 0) >= rule["min_same_kind"]:
                others = [w for w in by_worth if w[2] != kind][:rule["double_other_kinds"]]
                total = base + rule["bonus"] + sum(w[0] for w in others)
                if total > best_total:
                    best_total, best = total, (combo, kind, sort_gems(w[2] for w in others))
    return _choice(keep, *best)


def keep_options(pool: list, capacity: int) -> list:
    """Every multiset of at most `capacity` valuable gems of the pool (listing order)."""
    kinds = [k for k in VALUABLE if k in pool]
    options = [[]]
    if capacity >= 1:
        options += [[k] for k in kinds]
    if capacity >= 2:
        options += [[a, b] for i, a in enumerate(kinds) for b in kinds[i:]
                    if a != b or pool.count(a) >= 2]
    return options


def sale_options(pool: list, capacity: int) -> list:
    """The `sell` actions offered: each choice of kept gems with its highest-paying combo."""
    return [{"type": "sell", **best_choice(remove_all(pool, keep), keep)}
            for keep in keep_options(pool, capacity)]


def default_choice(pool: list, chest: list, capacity: int) -> dict:
    """On the sale's time-out: the chest stays as it was, the rest is sold with the best combo."""
    keep = sort_gems(chest)[:capacity]
    return best_choice(remove_all(pool, keep), keep)


def chest_capacity(last_day: bool) -> int:
    """How many gems a chest may keep tonight (none after the fifth day)."""
    return 0 if last_day else CHEST_CAPACITY


def _choice(keep, combo, kind, double) -> dict:
    return {"keep": list(keep), "combo": combo, "set": kind, "double": list(double)}
