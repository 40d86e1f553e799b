"""Action shapes: the JSON a player may send for each action type of a game, as pure data.

A game declares `ACTION_SHAPES = {type: schema}` next to its rules, one JSON Schema object per
action type a player sends (system steps are the platform's own and have none). The schemas use the
subset of JSON Schema that OpenAPI 3.0 publishes as is: `type`, `enum`, `minimum`/`maximum`,
`minLength`/`maxLength`, `pattern`, `items`, `minItems`/`maxItems`, `uniqueItems`, `properties`,
`required`, `additionalProperties: false` and OpenAPI's `nullable`. The helpers below build them;
the platform compiles and checks them before the rules see an action (shared/domain/shapes.py).
"""

NAME_LENGTH = 64          # the longest identifier any game uses (card, space, gem ids)


def action(kind: str, description: str, required: dict | None = None,
           optional: dict | None = None) -> dict:
    """The shape of one action type: `type` equal to `kind`, the `required` fields, the
    `optional` ones, and nothing else."""
    properties = {"type": {"type": "string", "enum": [kind]}, **(required or {}), **(optional or {})}
    return {"type": "object", "title": kind, "description": description,
            "required": ["type", *(required or {})], "properties": properties,
            "additionalProperties": False}


def integer(minimum: int, maximum: int, description: str = "", nullable: bool = False) -> dict:
    """A whole number in [minimum, maximum]."""
    return _described({"type": "integer", "minimum": minimum, "maximum": maximum},
                      description, nullable)


def choice(values, description: str = "", nullable: bool = False) -> dict:
    """One of `values` (strings)."""
    return _described({"type": "string", "enum": list(values)}, description, nullable)


def name(description: str = "", nullable: bool = False, max_length: int = NAME_LENGTH) -> dict:
    """An identifier the rules look up (an open set, such as a card id)."""
    return _described({"type": "string", "minLength": 1, "maxLength": max_length},
                      description, nullable)


def array(items: dict, max_items: int, description: str = "", min_items: int = 0,
          unique: bool = False) -> dict:
    """A list of up to `max_items` items of one shape."""
    out = {"type": "array", "items": items, "minItems": min_items, "maxItems": max_items}
    if unique:
        out["uniqueItems"] = True
    return _described(out, description, False)


def record(description: str, required: dict, optional: dict | None = None) -> dict:
    """An object with exactly these fields (the `optional` ones may be left out)."""
    return {"type": "object", "description": description, "required": list(required),
            "properties": {**required, **(optional or {})}, "additionalProperties": False}


def document(shapes: dict) -> dict:
    """Every action type of a game in one schema: one of the shapes, told apart by `type`."""
    return {"oneOf": [shapes[kind] for kind in sorted(shapes)],
            "description": "one action: `type` names it; each type takes exactly its fields"}


def _described(schema: dict, description: str, nullable: bool) -> dict:
    if description:
        schema["description"] = description
    if nullable:
        schema["nullable"] = True
    return schema
