"""The one strict reader of request bodies: every route's JSON is parsed here once, before any view.

Strict where Python's json module is lenient, so what is logged is what was sent: `NaN`,
`Infinity` and `-Infinity` (not JSON), numbers that overflow to infinity (`1e999`), integers
longer than Python converts (4,300 digits), duplicate keys (RFC 8259 §4 leaves their meaning
open), strings holding a lone UTF-16 surrogate (no UTF-8 can store them) and bytes that are not
UTF-8 are all malformed JSON."""
import json
import math
import sys

from flask import request

from shared.domain import Invalid

ABSENT = object()          # no body at all: each schema loads it as `{}`, as before
_CACHE = "pithead.json"    # environ key of the parsed body (one parse per request)


class MalformedJson(ValueError):
    """A request body that is not strict JSON; the message says why."""


def _refuse_constant(name: str):
    raise MalformedJson(f"{name} is not a JSON number")


def _finite(text: str) -> float:
    number = float(text)
    if math.isinf(number):
        raise MalformedJson(f"the number {text[:20]} is out of range")
    return number


def _unique(pairs: list) -> dict:
    obj = dict(pairs)
    if len(obj) != len(pairs):   # the rare case: find the key to name it
        seen = set()
        for key, _ in pairs:
            if key in seen:
                raise MalformedJson(f"the key {key[:40]!r} appears twice in one object")
            seen.add(key)
    return obj


_DECODER = json.JSONDecoder(parse_float=_finite, parse_constant=_refuse_constant,
                            object_pairs_hook=_unique)


def loads(raw: bytes):
    """The JSON value of `raw`, strictly; raises MalformedJson saying what is wrong."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise MalformedJson(f"the body is not UTF-8 (byte {exc.start})") from None
    try:
        value = _DECODER.decode(text)
    except MalformedJson:
        raise
    except json.JSONDecodeError as exc:
        raise MalformedJson(f"{exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except ValueError:   # int(): "Exceeds the limit (4300 digits) for integer string conversion"
        raise MalformedJson("an integer has more digits than this server reads (at most "
                            f"{sys.get_int_max_str_digits()})") from None
    if b"\\u" in raw:    # only an escape can make a lone surrogate
        _check_surrogates(value)
    return value


def _check_surrogates(value) -> None:
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise MalformedJson("a string holds a lone UTF-16 surrogate (\\ud800-\\udfff)") from None


def parse_request() -> None:
    """Parse the request's body once (raises MalformedJson); the views' loaders read `body()`."""
    raw = request.get_data(cache=True)
    request.environ[_CACHE] = loads(raw) if raw else ABSENT


def body():
    """The request's parsed JSON body, ABSENT without one (parsed here if the request checks did
    not: a 400 malformed_json if it is not strict JSON)."""
    if _CACHE not in request.environ:
        try:
            parse_request()
        except MalformedJson as exc:
            raise Invalid("malformed_json", f"the request body is not valid JSON: {exc}",
                          status=400) from None
    return request.environ[_CACHE]
