"""The published bot ladders as one markdown table, kept between markers in the README and the bots guide.

`pithead ladder` rewrites the table after it writes a game's ladder, `pithead ladder --publish`
rewrites it from the published ladders without playing, and `pithead ladder --check` fails when a
page's table is not what the published ladders say. Each cell is a level's mu ± 1.96 sigma.
"""
import graphlib
import re
from pathlib import Path

from shared import bots, engine

START = "<!-- ladder:start: written by `pithead ladder`, do not edit -->"
END = "<!-- ladder:end -->"
PAGES = ("README.md", "docs/guide/bots.md")
ROOT = Path(__file__).resolve().parent.parent


def table(games: list[str] | None = None) -> str:
    """The markdown table of every published ladder: a row per game, a column per level."""
    documents = [d for d in (bots.ladder(g) for g in (games or engine.names())) if d is not None]
    columns = _level_order([[row["name"] for row in d["levels"]] for d in documents])
    lines = ["| game | games | " + " | ".join(columns) + " | ordered |",
             "|---|---|" + "---|" * len(columns) + "---|"]
    for document in documents:
        cells = {row["name"]: f"{row['mu']:.1f} ± {(row['high'] - row['low']) / 2:.1f}"
                 for row in document["levels"]}
        lines.append(f"| {engine.get(document['game']).spec.title} | {_games(document)} | "
                     + " | ".join(cells.get(c, "") for c in columns)
                     + f" | {'yes' if document['ordered'] else 'no'} |")
    return "\n".join(lines) + "\n"


def publish(root: Path = ROOT) -> list[str]:
    """Rewrite the table in every page that has the markers; the pages that changed."""
    changed = []
    for page, text, fresh in _pages(root):
        if fresh != text:
            (root / page).write_text(fresh, encoding="utf-8")
            changed.append(page)
    return changed


def stale(root: Path = ROOT) -> list[str]:
    """The pages whose table is not what the published ladders say."""
    return [page for page, text, fresh in _pages(root) if fresh != text]


def _pages(root: Path):
    block = re.compile(re.escape(START) + r"\n.*?" + re.escape(END), re.S)
    body = f"{START}\n\n{table()}\n{END}"
    for page in PAGES:
        path = root / page
        if not path.exists():           # an installed package has no README beside it
            continue
        text = path.read_text(encoding="utf-8")
        if START in text:
            yield page, text, block.sub(lambda _: body, text)


def _games(document: dict) -> str:
    clock = re.search(r"--clock (\w+)", document["command"])
    done = "" if document.get("complete", True) else f" of {document['planned']}"
    return f"{document['games']}{done} ({clock.group(1) if clock else 'cpu'})"


def _level_order(orders: list[list[str]]) -> list[str]:
    """Every level named, weakest first: each game lists its own levels weakest first."""
    sorter = graphlib.TopologicalSorter()
    for order in orders:
        for i, name in enumerate(order):
            sorter.add(name, *order[:i])
    return list(sorter.static_order())
