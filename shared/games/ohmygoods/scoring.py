"""Scoring (ruling 34): VP of buildings and hired apprentices, and 1 VP per 5 coins of goods left.

Ties go to the higher leftover (coins mod 5); still tied, the seats share the place (ruling 35).
"""
from .data import CARDS, COINS_PER_VP, apprentice
from .reckon import coins


def breakdown(state: dict, seat: int) -> dict:
    """One seat's score by element."""
    buildings, apprentices = _building_vp(state, seat), _apprentice_vp(state, seat)
    money = coins(state, seat)
    goods_vp, leftover = divmod(money, COINS_PER_VP)
    return {"seat": seat, "buildings": buildings, "apprentices": apprentices, "coins": money,
            "goods_vp": goods_vp, "leftover": leftover, "vp": buildings + apprentices + goods_vp,
            "building_count": len(state["built"][seat])}


def vp(state: dict, seat: int) -> int:
    """One seat's VP (the `vp` of its breakdown)."""
    return _building_vp(state, seat) + _apprentice_vp(state, seat) + coins(state, seat) // COINS_PER_VP


def _building_vp(state: dict, seat: int) -> int:
    return sum(CARDS[c]["vp"] for c in state["built"][seat])


def _apprentice_vp(state: dict, seat: int) -> int:
    return sum(apprentice(a["card"], a["side"])["vp"] for a in state["apprentices"][seat])


def scores(state: dict) -> dict:
    """The running score breakdown of every seat."""
    return {"round": state["round"], "phase": state["phase"], "final_round": state["end_round"],
            "seats": [breakdown(state, s) for s in range(state["players"])]}


def outcome(state: dict) -> dict | None:
    """The final ranking (VP, then leftover coins); None while the game runs."""
    if state["phase"] != "ended":
        return None
    rows = [breakdown(state, s) for s in range(state["players"])]
    key = {r["seat"]: (r["vp"], r["leftover"]) for r in rows}
    order = sorted(key, key=lambda s: (-key[s][0], -key[s][1], s))
    ranking = [{"seat": s, "place": 1 + sum(1 for k in key.values() if k > key[s]), "vp": key[s][0],
                "leftover": key[s][1]} for s in order]
    return {"ranking": ranking, "winners": [r["seat"] for r in ranking if r["place"] == 1]}


def record_round(state: dict) -> dict:
    """The round's result: what each seat produced, built and hired, and the score after it."""
    tally = state["tally"]
    return {"round": state["round"], "lead": state["lead"],
            "goods": list(tally["goods"]), "built": [list(b) for b in tally["built"]],
            "hired": [list(h) for h in tally["hired"]],
            "buildings": [len(b) for b in state["built"]],
            "vp": [vp(state, s) for s in range(state["players"])]}
