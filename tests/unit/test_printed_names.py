"""The games in their own words (issue 34): every named thing of a game's data (coal colours,
vehicles, goods, resources, buildings, gems, cards, piece colours) has an English and a Russian
name; a Russian name said to come from the rulebook is printed there (as is, or as `ru_printed`
quotes it), and a chosen one is recorded in the game's RULINGS.md."""
from pathlib import Path

import pytest

from shared import engine

RULEBOOKS = {"glueckauf": "glueckauf.ru.txt", "ohmygoods": "ohmygoods.ru.txt",
             "quartz": "quartz.ru.txt", "packstack": "trucks.ru.txt"}
GAMES = sorted(RULEBOOKS)


def _handbook_rulebooks() -> Path | None:
    """The team handbook's rulebooks/ beside this repository or one of its parents (CI's clone
    has it beside; a worktree further up)."""
    for parent in Path(__file__).resolve().parents[2].parents:
        if (parent / "shared" / "rulebooks").is_dir():
            return parent / "shared" / "rulebooks"
    return None


def _ids(name: str) -> set[str]:
    """The '<kind>.<id>' of everything the game's data names (what a table and the log show)."""
    data = engine.get(name).module.data.DATA
    if name == "glueckauf":
        return {f"coal.{c}" for c in data["colours"]} | {f"vehicle.{v}" for v in data["vehicles"]}
    if name == "ohmygoods":
        return ({f"resource.{r['id']}" for r in data["resources"]} | {f"good.{g['id']}" for g in data["goods"]}
                | {f"building.{b['id']}" for b in data["building_types"]})
    if name == "quartz":
        return {f"gem.{g['id']}" for g in data["gems"]["kinds"]} | {f"card.{c['id']}" for c in data["cards"]["types"]}
    return {f"colour.{d['colour']}" for d in data["dice"]["list"]} | {f"piece.{d['colour']}" for d in data["dice"]["list"]}


@pytest.mark.parametrize("name", GAMES)
def test_every_named_thing_has_both_names(name):
    names = engine.get(name).names
    assert _ids(name) <= set(names), sorted(_ids(name) - set(names))
    for key, entry in names.items():
        assert entry["en"].strip() and entry["ru"].strip(), key
        assert entry["ru_source"] in ("rulebook", "chosen"), key
        assert any("а" <= ch.lower() <= "я" or ch in "ёЁ" for ch in entry["ru"]), f"{key}: not Russian"


@pytest.mark.parametrize("name", GAMES)
def test_a_russian_name_is_printed_in_the_rulebook_or_recorded_as_chosen(name):
    names = engine.get(name).names
    rulings = (Path(engine.get(name).module.__file__).parent / "RULINGS.md").read_text()
    for key, entry in names.items():
        if entry["ru_source"] == "chosen":
            assert f"| {key} |" in rulings or f"`{key}`" in rulings, f"{key} is chosen but not in RULINGS.md"
    folder = _handbook_rulebooks()
    if folder is None:   # a checkout without the handbook: the sources are checked where it is
        return
    text = (folder / RULEBOOKS[name]).read_text().lower()
    for key, entry in names.items():
        if entry["ru_source"] == "rulebook":
            printed = entry.get("ru_printed", entry["ru"]).lower()
            assert printed in text, f"{key}: {printed!r} is not in {RULEBOOKS[name]}"
        else:
            assert entry["ru"].lower() not in text, f"{key}: {entry['ru']!r} is printed: say rulebook"


def test_the_catalog_names_follow_the_language():
    names = engine.get("quartz").names
    assert engine.names_in(names, "ru")["gem.ruby"] == "рубин"
    assert engine.names_in(names, "en")["gem.ruby"] == "Ruby"
