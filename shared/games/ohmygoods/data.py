"""Oh My Goods!'s printed components, loaded from `data.json` (every card value lives there).

A corrected card value is a change of `data.json` only: nothing about a card is written in code.
"""
import json
from pathlib import Path

from shared.engine.printed import printed_names

DATA = json.loads((Path(__file__).parent / "data.json").read_text(encoding="utf-8"))
NAMES = printed_names(DATA)   # the printed names, English and Russian

SETUP = DATA["setup"]
CONSTANTS = DATA["constants"]
RESOURCES = tuple(r["id"] for r in DATA["resources"])
GOOD_VALUE = {g["id"]: g["value"] for g in DATA["goods"]}

DEALT = CONSTANTS["cards_dealt_per_round"]
SUNS = CONSTANTS["half_suns_per_market_phase"]
OUTPUT = {"diligent": CONSTANTS["master_diligent_output"], "sloppy": CONSTANTS["master_sloppy_output"],
          "apprentice": CONSTANTS["apprentice_output"]}
SLOPPY_FREE = CONSTANTS["sloppy_ignored_input_units"]
MOVE_COST = CONSTANTS["apprentice_move_cost"]
END_BUILDINGS = CONSTANTS["end_trigger_buildings"]
COINS_PER_VP = CONSTANTS["coins_per_vp"]
HAND_SIZE = SETUP["hand_cards"]
COAL = SETUP["coal_on_charburner"]
APPRENTICES_SHOWN = {int(k): v for k, v in SETUP["apprentices_revealed"].items()}
MASTERS = tuple(f"master_{i + 1}" for i in range(DATA["masters"]["count"]))
SIDES = ("diligent", "sloppy")


def _card(raw: dict, kind: str) -> dict:
    """The rules' view of one printed card: what production, chains, building and scoring read."""
    chain = raw.get("chain") or []
    return {
        "id": raw["id"], "type": raw.get("type", kind), "kind": kind,
        "resource": raw.get("resource"), "cost": raw["cost"], "vp": raw["vp"],
        "inputs": dict(raw.get("inputs") or {}), "half_sun": bool(raw.get("half_sun")),
        "good": raw.get("good"), "value": raw.get("good_value") or 0,
        "chain": tuple((item["item"], item["kind"]) for item in chain),
        "effect": raw.get("effect"),
    }


def _cards() -> dict:
    cards = {}
    for building in DATA["building_types"]:
        kind = "grey" if building["kind"] == "grey" else "production"
        for raw in building["cards"]:
            cards[raw["id"]] = _card(raw, kind)
    for raw in DATA["charburners"]:
        cards[raw["id"]] = {**_card(raw, "production"), "type": "charburner", "resource": None}
    return cards


CARDS = _cards()
DECK = tuple(DATA["deck"]["card_ids"])
CHARBURNERS = tuple(c["id"] for c in DATA["charburners"])
APPRENTICES = {a["id"]: a["sides"] for a in DATA["apprentices"]["cards"]}
APPRENTICE_IDS = tuple(APPRENTICES)
ALL_CARDS = len(DECK) + len(CHARBURNERS) + len(MASTERS) + len(APPRENTICE_IDS)   # 110

RESOURCE = {cid: CARDS[cid]["resource"] for cid in DECK}
SUN = {cid: CARDS[cid]["half_sun"] for cid in DECK}
PRODUCTION = {cid for cid, card in CARDS.items() if card["kind"] == "production"}

# Flat per-card tables of CARDS, read by the hot paths of legal actions and production (one lookup
# instead of two); built once here from the data, so they hold nothing about a game in play.
VALUE = {cid: card["value"] for cid, card in CARDS.items()}
GOOD = {cid: card["good"] for cid, card in CARDS.items()}
COLOUR = {cid: card["resource"] for cid, card in CARDS.items()}
INPUTS = {cid: card["inputs"] for cid, card in CARDS.items()}
CHAIN = {cid: card["chain"] for cid, card in CARDS.items()}


def apprentice(card: str, side: str) -> dict:
    """One side of an apprentice card: {"requires": {colour: n}, "cost", "vp"}."""
    return APPRENTICES[card][side]


def market_resource(cid: str) -> tuple | None:
    """(resource, amount) a market-resource office adds to its owner's market, else None."""
    effect = CARDS[cid]["effect"]
    if effect and effect["type"] == "market_resource":
        return effect["resource"], effect["amount"]
    return None


def extra_cards(cid: str) -> tuple | None:
    """(cards, max hand at phase start) of an extra-card office, else None."""
    effect = CARDS[cid]["effect"]
    if effect and effect["type"] == "extra_card":
        return effect["cards"], effect["max_hand_at_phase_start"]
    return None


MARKET_EXTRA = {cid: market_resource(cid) for cid in CARDS if market_resource(cid)}
EXTRA_CARDS = {cid: extra_cards(cid) for cid in CARDS if extra_cards(cid)}

assert ALL_CARDS == DATA["components"]["total_cards"], "the data's card count is not 110"
