"""The JSON text the store writes and reads (one writer: the same text as engine.canonical_json)."""
import json

import orjson


def dumps(value) -> str:
    """Compact, key-sorted JSON (the exact text stored: the same as engine.canonical_json).

    orjson writes it about ten times faster than json; its text is the same for ASCII text with
    string keys, else (or for integers beyond 64 bits) json writes it."""
    try:
        text = orjson.dumps(value, option=orjson.OPT_SORT_KEYS).decode()
    except TypeError:
        return json.dumps(value, sort_keys=True, separators=(",", ":"))
    return text if text.isascii() else json.dumps(value, sort_keys=True, separators=(",", ":"))


def loads(raw):
    """The value of stored JSON text."""
    return json.loads(raw)


def loads_state(raw) -> dict:
    """An engine state from its stored text, by orjson (about three times faster than json).

    orjson reads an integer beyond 64 bits as a float; engine states keep theirs within 64 bits
    (the PRNG is SplitMix64), while metadata (a chosen seed may be any integer), log entries and
    recorded answers are read by json."""
    return orjson.loads(raw)
