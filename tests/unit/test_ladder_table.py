"""The table of the published bot ladders in the README and the bots guide (issue 32): written by
`pithead ladder` from each game's ladder.json, never edited by hand, and checked to be current."""
import shutil

from shared import bots, engine, laddertable

LADDERED = [name for name in engine.names() if bots.ladder(name) is not None]


def test_the_readme_and_the_bots_guide_show_the_published_ladders():
    assert laddertable.stale() == []
    for page in laddertable.PAGES:
        text = (laddertable.ROOT / page).read_text(encoding="utf-8")
        assert laddertable.START in text and laddertable.END in text.split(laddertable.START)[1]


def test_every_published_level_has_its_interval_in_its_games_row():
    rows = {line.split(" | ")[0].lstrip("| "): line for line in laddertable.table().splitlines()[2:]}
    for name in LADDERED:
        document = bots.ladder(name)
        row = rows[engine.get(name).spec.title]
        for level in document["levels"]:
            assert f"{level['mu']:.1f} ± {(level['high'] - level['low']) / 2:.1f}" in row
        assert row.endswith("| yes |" if document["ordered"] else "| no |")
        if not document["complete"]:
            assert f"{document['games']} of {document['planned']} (" in row


def test_the_columns_put_every_games_levels_weakest_first():
    header = laddertable.table().splitlines()[0].strip("| ").split(" | ")[2:-1]
    for name in LADDERED:
        named = [level for level in bots.levels(name) if level in header]
        assert named == sorted(named, key=header.index)


def test_publish_rewrites_only_between_the_markers_and_stale_finds_a_hand_edit(tmp_path):
    for page in laddertable.PAGES:
        (tmp_path / page).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(laddertable.ROOT / page, tmp_path / page)
    readme = tmp_path / "README.md"
    text = readme.read_text(encoding="utf-8")
    start = text.index(laddertable.START)
    edited = text[:start] + text[start:].replace("|---|", "|--|", 1)
    readme.write_text(edited, encoding="utf-8")
    assert laddertable.stale(tmp_path) == ["README.md"]
    assert laddertable.publish(tmp_path) == ["README.md"]
    assert readme.read_text(encoding="utf-8") == text and laddertable.stale(tmp_path) == []
    assert laddertable.publish(tmp_path) == []
