"""The catalog's `rulebook` of every registered game names a file that exists.

The rulebooks live in the team handbook beside this repository (`../shared/rulebooks`), which a CI
checkout may not have. So the test checks names against a snapshot of that folder's listing, and,
where the folder is present, checks that every name in the snapshot is really there: the same
answer in both places, and nothing is skipped. A game that ships its own rules (a file in its
package) is checked against its package instead; a game whose rules are published elsewhere (the
Goofspiel template names OpenSpiel's description) names an https address, checked for its form only
(the tests do not go online).
"""
from pathlib import Path

from shared import engine

HANDBOOK_RULEBOOKS = Path(__file__).resolve().parents[2].parent / "shared" / "rulebooks"
# The handbook folder's rulebook files when this was written; add a new game's rulebook here.
SNAPSHOT = frozenset({"glueckauf.en.txt", "glueckauf.ru.txt", "ohmygoods.ru.txt", "quartz.ru.txt",
                      "trucks.ru.txt"})


def test_the_snapshot_matches_the_handbook_folder_where_it_is_present():
    if not HANDBOOK_RULEBOOKS.is_dir():
        assert SNAPSHOT, "no handbook folder here: the names are checked against the snapshot alone"
        return
    missing = SNAPSHOT - {p.name for p in HANDBOOK_RULEBOOKS.iterdir()}
    assert not missing, f"the snapshot names files the handbook does not have: {sorted(missing)}"


def test_every_game_names_a_rulebook_that_exists():
    names = engine.names()
    assert "glueckauf" in names                       # an empty registry must not pass unnoticed
    problems = [p for p in map(_rulebook_problem, names) if p]
    assert not problems, "\n".join(problems)


def _rulebook_problem(name: str) -> str | None:
    """Why the game's rulebook name does not resolve, or None."""
    rules = engine.get(name)
    rulebook = rules.spec.rulebook
    if rulebook and rulebook.startswith("https://") and " " not in rulebook:
        return None
    if not rulebook or "/" in rulebook:
        return f"{name}: the rulebook is a file name or an https address, not {rulebook!r}"
    if (Path(rules.module.__file__).parent / rulebook).is_file():
        return None
    if rulebook not in SNAPSHOT:
        return f"{name}: {rulebook!r} is neither in the handbook's rulebooks {sorted(SNAPSHOT)} nor in its package"
    if HANDBOOK_RULEBOOKS.is_dir() and not (HANDBOOK_RULEBOOKS / rulebook).is_file():
        return f"{name}: {rulebook!r} is not in {HANDBOOK_RULEBOOKS}"
    return None


def test_glueckauf_names_its_english_rulebook():
    assert engine.get("glueckauf").spec.rulebook == "glueckauf.en.txt"
