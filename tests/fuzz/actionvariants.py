"""Hypothesis strategies for the action fuzz suite: actions drawn from a game's published shapes,
and malformed and adversarial variants of them (wrong types, fields left out or added, huge strings
and numbers, deep nesting, values out of range, another phase's legal actions, arbitrary JSON)."""
from hypothesis import strategies as st

LEAF = (st.none() | st.booleans() | st.integers(-10**6, 10**6)
        | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12))
ANY_JSON = st.recursive(LEAF, lambda inner: st.lists(inner, max_size=4)
                        | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=10)
HUGE = st.sampled_from([10**30, -10**30, 2**63, -2**63 - 1, 10**4000, 1e308, -1e308, 0.5,
                        "x" * 60_000, "é" * 20_000, "\u0000", ""])
JSON_TYPES = {"string": str, "integer": int, "array": list, "object": dict, "boolean": bool}


def deep(levels: int, leaf=None):
    """`leaf` inside `levels` nested lists (the body reader refuses more than 32 levels)."""
    value = leaf
    for _ in range(levels):
        value = [value]
    return value


DEEP = st.integers(1, 28).map(deep) | st.integers(1, 13).map(lambda n: deep(n, {"a": deep(n)}))
ADVERSARIAL = ANY_JSON | HUGE | DEEP


def valid(shape: dict):
    """Values that fit `shape` (an engine.shapes schema), small lists included."""
    nullable = st.none() if shape.get("nullable") else st.nothing()
    if "enum" in shape:
        return st.sampled_from(shape["enum"]) | nullable
    kind = shape.get("type")
    if kind == "integer":
        return st.integers(shape.get("minimum"), shape.get("maximum")) | nullable
    if kind == "string":
        return st.text(min_size=shape.get("minLength", 0),
                       max_size=min(shape.get("maxLength", 20), 20)) | nullable
    if kind == "array":
        return st.lists(valid(shape["items"]), min_size=shape.get("minItems", 0),
                        max_size=min(shape.get("maxItems", 4), 4)) | nullable
    if kind == "object":
        optional = {k: valid(v) for k, v in shape["properties"].items()
                    if k not in shape["required"]}
        return st.fixed_dictionaries({k: valid(shape["properties"][k]) for k in shape["required"]},
                                     optional=optional) | nullable
    return ANY_JSON


def invalid(shape: dict):
    """Values that do not fit `shape`: another JSON type, out of range, too long, or adversarial."""
    wrong = ADVERSARIAL.filter(lambda v: not _fits_type(v, shape))
    kind = shape.get("type")
    if "enum" in shape:
        return wrong | st.text(max_size=70).filter(lambda v: v not in shape["enum"])
    if kind == "integer":
        low, high = shape.get("minimum", 0), shape.get("maximum", 0)
        return wrong | st.sampled_from([low - 1, high + 1, high + 10**9, low - 10**20, True])
    if kind == "string":
        return wrong | st.just("y" * (shape.get("maxLength", 64) + 1))
    if kind == "array":
        too_many = shape.get("maxItems", 0) + 1
        return (wrong | st.lists(invalid(shape["items"]), min_size=1, max_size=3)
                | st.just([None] * too_many))
    return wrong


def variant(shapes: dict, others: list, legal: list):
    """One malformed or adversarial action of a game with `shapes`: most often a variant of an
    action legal now (`legal`: what reaches the rules' handlers), else of any shape, or another
    moment's legal action (`others`), or any JSON at all."""
    kinds = sorted(shapes)
    shaped = st.sampled_from(kinds).flatmap(lambda k: valid(shapes[k]))
    base = st.sampled_from(legal) | shaped if legal else shaped
    mutated = st.tuples(base, st.data()).map(lambda pair: _mutate(pair[0], shapes, pair[1]))
    choices = [mutated, mutated, mutated, shaped,
               st.fixed_dictionaries({"type": ADVERSARIAL | st.text(max_size=30)}), ANY_JSON]
    if others:
        choices.append(st.sampled_from(others))
    return st.one_of(choices)


def _mutate(action: dict, shapes: dict, data) -> dict:
    """`action` with one field left out, added, or given a value its shape refuses."""
    shape = shapes.get(action.get("type")) if isinstance(action, dict) else None
    if shape is None:
        return action
    how = data.draw(st.sampled_from(["drop", "add", "break", "break", "retype"]))
    fields = [k for k in shape["properties"] if k != "type"]
    if how == "drop" and any(f in action for f in fields):
        gone = data.draw(st.sampled_from([f for f in fields if f in action]))
        return {k: v for k, v in action.items() if k != gone}
    if how == "break" and fields:
        field = data.draw(st.sampled_from(fields))
        return {**action, field: data.draw(invalid(shape["properties"][field]))}
    if how == "retype":
        return {**action, "type": data.draw(st.sampled_from(sorted(shapes)) | st.text(max_size=20))}
    name = data.draw(st.text(min_size=1, max_size=70).filter(lambda k: k not in shape["properties"]))
    return {**action, name: data.draw(ADVERSARIAL)}


def _fits_type(value, shape: dict) -> bool:
    if value is None:
        return bool(shape.get("nullable"))
    expected = JSON_TYPES.get(shape.get("type"))
    if expected is None:
        return True
    if expected is int:
        return type(value) is int
    return isinstance(value, expected) and not (expected is not bool and isinstance(value, bool))
