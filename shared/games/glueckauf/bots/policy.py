"""Macro actions of a decision, the one-ply greedy choice, and the fast rule-based rollout policy.

The policy's weights are data (`weights.json`): `default` for every level but hard, which plays (and
simulates) with its own `hard` profile, tuned by self-play (scripts/tune_glueckauf.py).
"""
import json
from pathlib import Path

from ..actions import HANDLERS
from ..legal import legal_actions
from ..coal import empty_lorries, order_complete
from ..data import COLOURS, ORDER_CARDS, SPACE_KIND, SPACE_PARAM, TILE_COST, TILE_TYPES
from ..state import copy_state
from . import plans
from .evaluate import evaluate

SCORE_SHIFT = {"type": "score_shift"}
WEIGHTS = json.loads((Path(__file__).parent / "weights.json").read_text(encoding="utf-8"))
DEFAULT = WEIGHTS["default"]


def actor(state: dict):
    """The seat that decides now, None for the system, or -1 once the game has ended."""
    if state["pending"] is not None:
        return state["pending"]["seat"]
    phase = state["phase"]
    if phase == "ended":
        return -1
    return None if phase == "shift_scoring" else state["active"][0]


def apply_all(state: dict, seat, actions: list) -> None:
    """Apply legal actions in place (they come from legal_actions or a plan, so unchecked)."""
    for action in actions:
        HANDLERS[action["type"]](state, seat, action)


def macros(state: dict, seat: int) -> list:
    """The decision's options as (key, actions); mining spaces expand into plan variants."""
    pending = state["pending"]
    if pending is not None and pending["kind"] == "mining":
        late = state["shift"] == 3
        return [(f"plan:{k}", v) for k, v in plans.variants(state["seats"][seat], pending["steps"], late).items()]
    if pending is not None and pending["kind"] in ("return_tiles", "return_orders"):
        drawn = sorted(pending["drawn"])
        return [(f"{to}", [{"type": pending["kind"], "to": to, "order": drawn}]) for to in ("bottom", "top")]
    out = []
    for action in legal_actions(state, seat):
        if action["type"] == "place" and SPACE_KIND.get(action["space"]) == "mining":
            me, late = state["seats"][seat], state["shift"] == 3
            for label, plan in plans.variants(me, SPACE_PARAM[action["space"]], late).items():
                out.append((f"{action['space']}:{label}", [action] + plan))
        else:
            out.append((_key(action), [action]))
    return out


def _key(action: dict) -> str:
    return ":".join(str(action[k]) for k in sorted(action) if k != "type") or action["type"]


def relative(est: list, seat: int) -> float:
    """A seat's estimate against the mean of the others."""
    others = [v for i, v in enumerate(est) if i != seat]
    return est[seat] - sum(others) / len(others)


def greedy_scores(state: dict, seat: int, options: list, out_of_time=None) -> list:
    """One-ply value of each macro: apply it (resolving own follow-up decisions fast) and evaluate.

    With `out_of_time`, stops early (after at least one option) and returns the scores so far.
    """
    out = []
    for _, actions in options:
        if out and out_of_time is not None and out_of_time():
            break
        after = copy_state(state)
        apply_all(after, seat, actions)
        if actor(after) == seat:
            apply_all(after, seat, fast_macro(after, seat, None))
        out.append(relative(evaluate(after), seat))
    return out


def fast_macro(state: dict, seat: int, rng, w: dict = DEFAULT) -> list:
    """A cheap rule-based choice (the rollout policy) by weights `w`; `rng` adds noise, None plays it
    straight."""
    pending = state["pending"]
    me = state["seats"][seat]
    if pending is not None:
        return _resolve(state, seat, me, pending, rng, w)
    if state["phase"] == "draft":
        cards = state["draft"]["display"]
        best = max(cards, key=lambda c: order_appeal(me, c, w) + (rng.random() if rng else 0))
        return [{"type": "draft", "card": best}]
    best, best_score = None, -1e9
    unfinished = sum(1 for o in me["outstanding"] if not order_complete(o))
    for action in legal_actions(state, seat):
        score = _placement_score(state, me, action, unfinished, w) + (rng.random() * 2.0 if rng else 0)
        if score > best_score:
            best, best_score = action, score
    if SPACE_KIND.get(best["space"]) == "mining":
        return [best] + plans.build(me, SPACE_PARAM[best["space"]], dig=state["shift"] == 3)
    return [best]


def guided_macro(state: dict, seat: int, rng, k: int) -> list:
    """The rollout policy of the stronger levels: the rule-based top `k` placements, judged one-ply."""
    if state["pending"] is not None or state["phase"] != "work":
        return fast_macro(state, seat, rng)
    me = state["seats"][seat]
    unfinished = sum(1 for o in me["outstanding"] if not order_complete(o))
    scored = sorted(((_placement_score(state, me, a, unfinished) + rng.random() * 2.0, i, a)
                     for i, a in enumerate(legal_actions(state, seat))), reverse=True)[:k]
    if scored[0][0] >= 100.0:                      # a delivery: nothing to weigh
        return [scored[0][2]]
    options = []
    for _, _, action in scored:
        if SPACE_KIND.get(action["space"]) == "mining":
            action = [action] + plans.build(me, SPACE_PARAM[action["space"]], dig=state["shift"] == 3)
        else:
            action = [action]
        options.append((None, action))
    values = greedy_scores(state, seat, options)
    return options[max(range(len(options)), key=values.__getitem__)][1]


def order_appeal(me: dict, card: int, w: dict = DEFAULT) -> float:
    """How attractive an order card looks: VP per spot, more when the seat holds its colours."""
    spec = ORDER_CARDS[card]
    have = sum(1 for c in spec["coals"] if sum(lv["cubes"][c] for lv in me["pit"].values()) + me["storage"][c])
    return spec["vp"] / len(spec["coals"]) + w["appeal_have"] * have + w["appeal_spots"] * len(spec["coals"])


def _placement_score(state: dict, me: dict, action: dict, unfinished: int, w: dict = DEFAULT) -> float:
    space = action["space"]
    kind = SPACE_KIND.get(space)
    if kind is None:
        return 0.2
    cost = w["occupancy_cost"] * sum(state["occupancy"][space])
    if kind == "delivery":
        return 100.0 + sum(ORDER_CARDS[o["card"]]["vp"] for o in me["outstanding"]
                           if ORDER_CARDS[o["card"]]["vehicle"] == SPACE_PARAM[space] and order_complete(o))
    if kind == "mining":
        plan = plans.build(me, SPACE_PARAM[space])
        fills = sum(1 for a in plan if a["type"] == "fill")
        return w["fill"] * fills - cost if fills else w["no_fill"]
    few = unfinished < w["unfinished_limit"]
    if kind == "order":
        return ((w["order_open"] if few else w["order_full"])
                + order_appeal(me, state["order_spaces"][space], w) / w["order_appeal_div"] - cost)
    if kind == "order_draw":
        return (w["order_draw_open"] if few else w["order_draw_full"]) - cost
    if kind == "money":
        poor = me["marks"] < w["money_poor_below"]
        return (SPACE_PARAM[space] / (w["money_poor_div"] if poor else w["money_rich_div"])) - cost
    if kind == "factory":
        return _tile_appeal(me, state["factory"][space], state["shift"], w) - cost
    return w["other"] - cost


def _tile_appeal(me: dict, tile: int, shift: int, w: dict = DEFAULT) -> float:
    spec = TILE_TYPES[tile]
    balance = me["light"] - me["dark"]
    side = 1 if spec["side"] == "light" else -1
    swing = abs(balance) - abs(balance + side)                  # +1 when it evens the pit out
    return (w["tile_base"] + spec["lorries"] * (w["tile_lorry"] + w["tile_lorry_shift"] * shift)
            - TILE_COST[tile] / w["tile_cost_div"] + w["tile_swing"] * swing)


def _resolve(state, seat, me, pending, rng, w: dict = DEFAULT) -> list:
    kind = pending["kind"]
    if kind == "mining":
        return plans.build(me, pending["steps"], dig=state["shift"] == 3)
    if kind == "keep_tile":
        tiles = [t for t in pending["drawn"] if TILE_COST[t] <= me["marks"]]
        best = max(tiles, key=lambda t: _tile_appeal(me, t, state["shift"], w), default=None)
        return [{"type": "keep_tile", "tile": best}]
    if kind == "keep_order":
        return [{"type": "keep_order", "card": max(pending["drawn"], key=lambda c: order_appeal(me, c, w))}]
    if kind in ("return_tiles", "return_orders"):
        return [{"type": kind, "to": "bottom", "order": list(pending["drawn"])}]
    return [{"type": "substitute_coal", "colour": _substitute_colour(state, me, pending, rng)}]


def _substitute_colour(state: dict, me: dict, pending: dict, rng) -> str | None:
    """Coal shortage: a colour an outstanding order still wants; else no cube when the empty lorry takes
    or ties the lead of its level's empty-lorry element (lorries are never refilled, and a cube would
    cost a mining step to clear); else any colour (a cube is worth VP at the end and can be mined out)."""
    colours = [c for c in COLOURS if state["supply"][c]]
    wanted = {c: 0 for c in colours}
    for order in me["outstanding"]:
        for printed, spot in zip(ORDER_CARDS[order["card"]]["coals"], order["spots"]):
            if not spot and printed in wanted:
                wanted[printed] += 1
    for colour in colours:
        wanted[colour] -= me["storage"][colour] + me["cage"][colour]
    useful = [c for c in colours if wanted[c] > 0]
    if useful:
        return max(useful, key=lambda c: (wanted[c], COLOURS.index(c)))
    level = pending["level"]
    mine = empty_lorries(me, level) - pending["remaining"]     # the lorries still to decide are not counted
    best = max(empty_lorries(s, level) for s in state["seats"] if s is not me)
    if mine <= best <= mine + 1:
        return None
    return colours[int(rng.random() * len(colours))] if rng else colours[-1]
