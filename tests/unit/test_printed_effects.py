"""Quartz's card effects in both languages (issue 34): every card and combo has its effect text in
English (its data's `effect`) and in Russian, quoted word for word from the Russian rulebook, from
the card descriptions (ru_source `rulebook`) or, for the combos, from the running text
(`running_text`). The data route serves the file as it is, so the table reads both."""
import re

from shared.games.quartz import data
from tests.unit.test_printed_names import _handbook_rulebooks

EFFECTS = {key: entry for key, entry in data.DATA["effects"].items() if not key.startswith("_")}
CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


def _flat(text: str) -> str:
    """The text as read: no markdown emphasis of the extraction, one space between words."""
    return " ".join(text.replace("**", "").split()).lower()


def test_every_card_and_combo_has_both_effect_texts():
    things = {f"card.{c['id']}": c for c in data.DATA["cards"]["types"]} | \
             {f"combo.{c['id']}": c for c in data.DATA["combos"]["types"]}
    assert set(EFFECTS) == set(things)
    for key, entry in EFFECTS.items():
        assert entry["en"] == things[key]["effect"], key
        assert CYRILLIC.search(entry["ru"]) and not re.search(r"[A-Za-z]", entry["ru"]), key
        assert entry["ru_source"] == ("rulebook" if key.startswith("card.") else "running_text"), key


def test_each_russian_effect_is_quoted_from_the_rulebook():
    folder = _handbook_rulebooks()
    if folder is None:   # a checkout without the handbook: the quotes are checked where it is
        return
    rulebook = (folder / "quartz.ru.txt").read_text()
    cards = _flat(rulebook.split("ОПИСАНИЕ КАРТ", 1)[1])
    running = _flat(rulebook.split("ОПИСАНИЕ КАРТ", 1)[0])
    for key, entry in EFFECTS.items():
        quoted = _flat(entry["ru"])
        assert quoted in (cards if entry["ru_source"] == "rulebook" else running), f"{key}: not in the rulebook"
