"""The strict JSON reader of request bodies (shared/api/jsonbody.py): what it refuses, and that what
it takes is exactly what json would read."""
import json

import pytest

from shared.api.jsonbody import MalformedJson, loads


@pytest.mark.parametrize("raw, says", [
    (b"NaN", "NaN"), (b'{"a": [Infinity]}', "Infinity"), (b'{"a": -Infinity}', "-Infinity"),
    (b'{"a": 1e999}', "out of range"), (b'{"a": -1e999}', "out of range"),
    (b"1" * 4_301, "4300"), (b'{"a": [' + b"9" * 10_000 + b"]}", "4300"),
    (b'{"a": 1, "b": {"c": 1, "c": 2}}', "'c' appears twice"),
    (b'{"a": "\xff"}', "not UTF-8"), (b'"\\ud800"', "surrogate"), (b'["\\udc00\\ud800"]', "surrogate"),
    (b'{"a": ', "line 1"), (b"hello", "line 1"), (b"\xef\xbb\xbf{}", "line 1 column 1"),
])
def test_refused(raw, says):
    with pytest.raises(MalformedJson) as refused:
        loads(raw)
    assert says in str(refused.value)


@pytest.mark.parametrize("raw", [
    b'{"actions": [{"type": "place", "n": 3}], "expected_version": 17}',
    b"1" * 4_300, b'{"a": 1.5e300, "b": -0.0, "c": 1E-5}', b'"\\ud83d\\ude00 \\u00e9"',
    b'"\\\\ud800"', "\"caf\u00e9 \u65e5\"".encode(), b'{"a": {}, "b": [], "c": null}', b"[]",
    b'{"A": 1, "a": 2}',
])
def test_taken_as_json_reads_it(raw):
    assert loads(raw) == json.loads(raw)
