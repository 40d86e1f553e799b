"""pytest imports test modules of folders without __init__.py by their basename: two test files of
the same name in two such folders stop the whole run at collection. Caught here, by name."""
from collections import Counter
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]


def test_no_two_test_files_share_a_basename():
    names = Counter(p.name for p in TESTS.rglob("test_*.py"))
    assert [n for n, count in names.items() if count > 1] == []
