"""The JSON text the store writes and reads (one writer: the same text as engine.canonical_json),
and the packed form of log entries and recorded answers."""
import json
import zlib
from pathlib import Path

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


# -- what a game's log entries and recorded answers are stored as --------------------------------
# Each is a short JSON text that repeats the same field names and values from game to game; raw
# deflate primed with a preset dictionary of such texts (zdict.json, version 1) stores it in about
# half the bytes or less (tests/bench/sizes.py). The first byte tells the form: "{" plain JSON
# (written before the dictionary existed; still read), 0x01 version 1. A compressor primed with the
# dictionary once is copied per text (about 10 us, against 25 us priming a new one each time); its
# 8 KiB window holds the whole dictionary, and memLevel 4 costs nothing in size on texts this short.
_ZDICT_V1 = "".join(json.loads((Path(__file__).parent / "zdict.json").read_text())).encode()
_V1 = b"\x01"
_PRIMED_V1 = zlib.compressobj(6, zlib.DEFLATED, -13, 4, zlib.Z_DEFAULT_STRATEGY, _ZDICT_V1)


def pack(text: str) -> bytes:
    """The stored form of a log entry's or a recorded answer's JSON text."""
    squeeze = _PRIMED_V1.copy()
    return _V1 + squeeze.compress(text.encode()) + squeeze.flush()


def unpack(raw: bytes) -> bytes:
    """The JSON text of a stored log entry or recorded answer (either form)."""
    if raw[:1] != _V1:
        return raw
    return zlib.decompressobj(-15, _ZDICT_V1).decompress(raw[1:])


def loads_packed(raw: bytes):
    """The value of a stored log entry or recorded answer."""
    return json.loads(unpack(raw))


# -- recorded answers: version 2 --------------------------------------------------------------
# An answer to a write on a game repeats the game's id (32 random hex digits, about 20 bytes once
# deflated: a sixth of the answer). Version 2 is version 1 over the text with each occurrence of
# the id replaced by a NUL, which canonical JSON never holds raw (it writes \u0000), so the
# reader that knows the game puts back exactly the text that was written.
_V2 = b"\x02"


def pack_answer(text: str, game_id: str) -> bytes:
    """The stored form of a recorded answer on game `game_id`."""
    return _V2 + pack(text.replace(game_id, "\x00"))[1:]


def loads_answer(raw: bytes, game_id: str):
    """The value of a recorded answer on game `game_id` (either version)."""
    if raw[:1] != _V2:
        return loads_packed(raw)
    return json.loads(unpack(_V1 + raw[1:]).replace(b"\x00", game_id.encode()))
