"""The simple bot used until the real bots land: a uniformly random legal move.

`choose_action` is the seam the strong bots will replace: it takes the full state only to derive
what the seat may know; a policy sees nothing but that seat's view and its legal actions.
"""
import random

LEVELS = ("random", "easy", "medium", "hard")


def _random_policy(view: dict, legal: list[dict], rng: random.Random) -> dict:
    return rng.choice(legal)


# every level plays randomly for now; the bots issue gives each level its own policy
POLICIES = {level: _random_policy for level in LEVELS}


def choose_action(rules, state: dict, seat: int, level: str, seed) -> dict | None:
    """The action the bot at `seat` plays now (None if it has no legal action)."""
    legal = rules.legal_actions(state, seat)
    if not legal:
        return None
    view = rules.view(state, seat)
    return POLICIES[level](view, legal, random.Random(str(seed)))
