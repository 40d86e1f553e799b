"""What the SDK tests share: the games to play, each against bots at its fastest level at its
smallest seat count, with a seed; and the "play a move" example's code blocks from a README."""
import re
from pathlib import Path

from shared import bots, engine

ROOT = Path(__file__).resolve().parents[2]
CLIENTS = ROOT / "clients"
GUIDE = ROOT / "docs" / "guide" / "sdks.md"
DEADLINE_S = 120      # one whole game; a few seconds each on a quiet machine


def tables() -> list[dict]:
    """Every registered game as the SDK tests play it: name, seats, bot level, seed."""
    out = []
    for seed, name in enumerate(engine.names(), start=7):
        rules = engine.get(name)
        levels = bots.levels(name)
        out.append({"game": name, "seats": rules.spec.min_seats, "seed": seed,
                    "level": "random" if "random" in levels else levels[0]})
    return out


def code_blocks(readme: Path, language: str) -> list[str]:
    """The fenced `language` code blocks of a README, in order."""
    return re.findall(rf"```{language}\n(.*?)```", readme.read_text(), flags=re.S)


def example(readme: Path, language: str) -> tuple[str, str]:
    """A client README's "play a move" example and its imports (its first two blocks), which the
    SDK guide shows as they are."""
    found = code_blocks(readme, language)[:2]
    guide = code_blocks(GUIDE, language)
    assert all(block in guide for block in found), f"{GUIDE} shows another example than {readme}"
    return found[0], found[1]
