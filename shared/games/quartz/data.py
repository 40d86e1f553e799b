"""Quartz's printed components, loaded from `data.json` (a copy of the team's data file, with the
`confidence` of every value: card copies and prices are reconstructed placeholders)."""
import json
from pathlib import Path

from shared.engine.printed import printed_names

DATA = json.loads((Path(__file__).parent / "data.json").read_text(encoding="utf-8"))
NAMES = printed_names(DATA)   # the printed names, English and Russian

COAL = "coal"
KINDS = tuple(k["id"] for k in DATA["gems"]["kinds"])            # coal first, then by value
VALUABLE = tuple(k["id"] for k in DATA["gems"]["kinds"] if k["valuable"])
VALUE = {k["id"]: k["value"] for k in DATA["gems"]["kinds"]}
GEM_COUNT = {k["id"]: k["count"] for k in DATA["gems"]["kinds"]}
RANK = {kind: index for index, kind in enumerate(KINDS)}          # the order gems are listed in
SCANDAL_AT = DATA["gems"]["scandal_at_coal"]

DAYS = DATA["days"]["count"]
HAND_START = DATA["hand"]["initial"]
DEALT_PER_DAY = DATA["hand"]["dealt_per_new_day"]
CHEST_CAPACITY = DATA["chest"]["capacity"]
TOKEN_VALUE = DATA["experience_tokens"]["end_value"]
TOKENS = DATA["experience_tokens"]["count"]
SLOT_COINS = tuple(s["coins"] for s in DATA["reward_track"]["slots"])
SOLO_DRAWS = DATA["variants"]["not_for_the_faint_hearted"]["max_solo_draws"]

CARDS = {c["id"]: c for c in DATA["cards"]["types"]}
CARD_IDS = tuple(CARDS)
COPIES = {cid: c["copies"] for cid, c in CARDS.items()}
PRICE = {cid: c["price"] for cid, c in CARDS.items()}
ACTIONS = tuple(cid for cid, c in CARDS.items() if c["kind"] == "action")
RESPONSES = tuple(cid for cid, c in CARDS.items() if c["kind"] == "response")
COUNTER = {c["counters"]: cid for cid, c in CARDS.items() if c["counters"]}   # attack -> its answer
ATTACKS = tuple(COUNTER)                                          # the cards that open a window

COMBOS = {c["id"]: c for c in DATA["combos"]["types"]}
SERVER = DATA["server"]


def sort_gems(gems) -> list:
    """Gems in the listing order (coal, quartz, amethyst, ... amber)."""
    return sorted(gems, key=RANK.__getitem__)


def deck() -> list:
    """Every mining card, action and response, by type in the data file's order (unshuffled)."""
    return [cid for cid in CARD_IDS for _ in range(COPIES[cid])]
