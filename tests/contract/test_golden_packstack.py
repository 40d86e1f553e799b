"""Pack & Stack's real-time race in a golden playthrough: the generic one (test_golden.py) plays
every option at its far end, which is the sealed race, so the claim windows, the last seat
(rulings 7, 7a, 9) and the race limit show here, with the default options and 3 seats.

Regenerate after an intended rules change with `PITHEAD_UPDATE_GOLDEN=1`, then read the diff.
"""
import os
from pathlib import Path

from tests.contract.test_golden import SEED, playthrough

GOLDEN = Path(__file__).parent / "golden" / "packstack-realtime-3p-seed7.txt"


def test_the_realtime_race_playthrough_is_unchanged():
    """The recorded game replays to the same text; a rules change must update the file on purpose."""
    text = playthrough("packstack", 3, {"truck_race": "realtime"})
    if os.environ.get("PITHEAD_UPDATE_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert GOLDEN.exists(), f"{GOLDEN.name} is missing: generate it with PITHEAD_UPDATE_GOLDEN=1"
    assert text == GOLDEN.read_text(encoding="utf-8"), \
        f"{GOLDEN.name} changed: if the rules change is intended, regenerate it and review the diff"
