"""Information-set Monte Carlo search (the `medium` and `hard` bots).

Every simulation samples a whole state from the bot's own view (`determinize`), so the search never
sees what its seat cannot know. The options are the policy's best phase II plans (master place and
side, and the building to plan), or, at the build decision, building, each hire and finishing; all
options are played in the same sampled worlds, every seat goes on with the rule-based policy for
`horizon` rounds, and the position is scored by the margin over the best other seat.
"""
import math
import random

from shared.engine import IllegalAction

from ..handlers import HANDLERS
from ..legal import legal_actions
from ..scoring import breakdown
from .determinize import determinize
from .policy import choose_building, decide, master_options, plan_actions
from .values import CARD, Seat, income, rounds_left

SCALE = 12.0          # coin margin that turns into a ~73% win probability in the reward
MAX_STEPS = 4000      # actions in one simulation, far above a few rounds


def search(view: dict, seat: int, deadline: float, clock, seed: int, width: int, horizon: int,
           profile: dict, max_worlds: int | None = None) -> dict:
    """The best option (a whole plan in phase II, else build, hire or not) by its mean reward; every
    option is played in the same sampled worlds."""
    rand = random.Random(seed)
    base = determinize(view, seat, rand.getrandbits(64))
    if base["pending"] is None:
        options = [(plan, plan_actions(base, seat, plan)) for plan in candidates(base, seat, rand, width,
                                                                                 profile)]
    else:
        options = [(action["type"], [action]) for action in build_options(base, seat)]
    if len(options) == 1:
        return _answer(options[0], [], 0)
    arms = [[option, 0, 0.0] for option in options]
    total, worlds = 0, 0
    while (clock() < deadline or total == 0) and (max_worlds is None or worlds < max_worlds):
        world, worlds = rand.getrandbits(64), worlds + 1
        for arm in arms:
            state = determinize(view, seat, world)
            arm[2] += simulate(state, seat, arm[0][1], horizon, random.Random(world), profile)
            arm[1] += 1
            total += 1
    best = max(arms, key=lambda a: (a[2] / a[1], a[1]))
    return _answer(best[0], arms, total)


def candidates(state: dict, seat: int, rand, width: int, profile: dict) -> list:
    """The policy's best plans: the top master places, each with its best building and with none."""
    ctx = Seat(state, seat, profile)
    masters = sorted(master_options(state, seat, rand, 4, profile["card"]), key=lambda o: -o[0])
    masters = masters[:max(1, width // 2 + 1)]
    out = []
    for expected, master in masters:
        for build in (choose_building(state, seat, expected, ctx), None):
            plan = {"master": master, "build": build}
            if plan not in out:
                out.append(plan)
    return out[:width]


def build_options(state: dict, seat: int) -> list:
    """Build (the best-fit payment), each hire (likewise) and finishing the turn."""
    seen, out = set(), []
    for action in legal_actions(state, seat):
        key = action.get("apprentice", action["type"])
        if key not in seen:
            seen.add(key)
            out.append(action)
    return out


def simulate(state: dict, seat: int, first: list, horizon: int, rand, profile: dict) -> float:
    """Play the plan, then every seat by the policy for `horizon` rounds; the reward in [0, 1]."""
    _apply(state, seat, first)
    stop = state["round"] + horizon
    for _ in range(MAX_STEPS):
        if state["phase"] == "ended" or state["round"] >= stop:
            break
        if state["phase"] == "reveal":
            HANDLERS["reveal"](state, None, {"type": "reveal"})
            continue
        actor = state["pending"]["seat"] if state["pending"] else state["active"][0]
        _apply(state, actor, decide(state, actor, rand, 1, profile))
    return _reward(state, seat)


def _apply(state: dict, seat: int, actions: list) -> None:
    for action in actions:
        try:
            HANDLERS[action["type"]](state, seat, action)
        except IllegalAction:
            fallback = legal_actions(state, seat)
            HANDLERS[fallback[-1]["type"]](state, seat, fallback[-1])
            return


def value(state: dict, seat: int) -> float:
    """A seat's position in coins: score, goods, hand, and the production it can expect."""
    row = breakdown(state, seat)
    if state["phase"] == "ended":
        return 5.0 * row["vp"] + row["leftover"] * 0.2
    left = rounds_left(state)
    built = state["built"][seat]
    engine = sorted((income(c) for c in built), reverse=True)[:1]
    engine += [income(built[a["building"]], "apprentice") for a in state["apprentices"][seat]]
    return (5.0 * (row["buildings"] + row["apprentices"]) + row["coins"]
            + CARD * len(state["hands"][seat]) + 0.6 * max(0.0, sum(engine)) * left)


def _reward(state: dict, seat: int) -> float:
    mine = value(state, seat)
    best = max(value(state, s) for s in range(state["players"]) if s != seat)
    return 1.0 / (1.0 + math.exp(-(mine - best) / SCALE))


def _answer(option: tuple, arms: list, total: int) -> dict:
    evaluation = {"options": len(arms) or 1}
    if arms:
        evaluation["top"] = [{"option": a[0][0], "visits": a[1], "win_probability": round(a[2] / a[1], 3)}
                             for a in sorted(arms, key=lambda a: -a[2] / a[1])[:3] if a[1]]
    return {"actions": [dict(a) for a in option[1]], "evaluation": evaluation, "simulations": total}
