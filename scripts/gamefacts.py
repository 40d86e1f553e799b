"""A game's facts as markdown for its page of the documentation site (scripts/docs_hooks.py): read
from the registered package, as GET /v1/catalog publishes them, so the page cannot drift from it."""
import json

from shared import bots, engine

LISTED = 12   # an enum longer than this shows its first and last values and its size (card ids)


def render(name: str) -> str:
    """Seats, options, phases, bot levels and every action shape of the game `name`."""
    rules = engine.get(name)
    spec = rules.spec.to_json()
    parts = [_summary(name, spec), _options(spec["options"]), _phases(spec["phases"]),
             _bots(name), _actions(rules.action_shapes or {})]
    return "\n\n".join(part for part in parts if part)


def _summary(name: str, spec: dict) -> str:
    seats = spec["seats"]
    return "\n".join([
        "| the game | |", "|---|---|",
        f"| name in the API | `{name}` |",
        f"| seats | {seats['min']} to {seats['max']} |",
        f"| simultaneous phases | {'yes' if spec['simultaneous'] else 'no'} |",
        f"| hidden information | {'yes' if spec['hidden_information'] else 'no'} |",
        f"| a round is called | `{engine.get(name).spec.round_name}` |"])


def _options(options: list) -> str:
    if not options:
        return "**Options**: none."
    rows = [f"| `{o['name']}` | {o['type']} | `{json.dumps(o.get('default'))}` | {_bounds(o)} | {o.get('description', '')} |"
            for o in options]
    return "\n".join(["**Options** (`POST /v1/games`, `options`):", "",
                      "| option | type | default | values | meaning |", "|---|---|---|---|---|", *rows])


def _bounds(option: dict) -> str:
    if "choices" in option:
        return ", ".join(f"`{choice}`" for choice in option["choices"])
    if "minimum" in option or "maximum" in option:
        return f"{option.get('minimum', '')} to {option.get('maximum', '')}"
    return ""


def _phases(phases: list) -> str:
    rows = [f"| `{p['name']}` | {p['kind']} | {_flags(p)} |" for p in phases]
    return "\n".join(["**Phases**:", "", "| phase | kind | |", "|---|---|---|", *rows])


def _flags(phase: dict) -> str:
    flags = [flag.replace("_", " ") for flag in ("sealed", "out_of_turn") if phase.get(flag)]
    return ", ".join(flags)


def _bots(name: str) -> str:
    declared = bots.declared(name)
    if declared is None:
        return "**Bots**: none (a bot seat is refused with `no_bots_for_game`)."
    levels = ", ".join(f"`{level}`" for level in declared.levels)
    text = f"**Bots**: levels {levels}, weakest first; the default is `{declared.default_level}`."
    reaction = bots.reaction_document(name)
    if reaction:
        ranges = "; ".join(f"`{level}` {r['min']} to {r['max']} s" for level, r in reaction["reaction_s"].items())
        phases = ", ".join(f"`{phase}`" for phase in reaction["phases"])
        text += f" In {phases} they wait a person's reaction time first: {ranges}."
    return text


def _actions(shapes: dict) -> str:
    if not shapes:
        return ""
    lines = ["**Actions** (the shapes `POST /v1/games/{id}/actions` checks each action against; "
             "a field too many, missing or of another type is a `422 invalid_action`):", ""]
    for kind, shape in shapes.items():
        lines.append(f"- `{kind}`: {shape.get('description', '')}")
        lines += [f"    - `{field}`{'' if field in shape['required'] else ' (optional)'}: {_type(prop)}"
                  for field, prop in shape["properties"].items() if field != "type"]
    return "\n".join(lines)


def _choices(values: list) -> str:
    """The values of an enum, in full unless it is long (card ids: the rest is in the catalog)."""
    shown = [f"`{value}`" for value in values]
    if len(shown) <= LISTED:
        return ", ".join(shown)
    return f"{len(shown)} values: {', '.join(shown[:3])}, ... {shown[-1]} (all in `GET /v1/catalog`)"


def _type(prop: dict) -> str:
    """A property's JSON type in words, with its range or choices and description."""
    if "enum" in prop:
        kind = "one of " + _choices(prop["enum"])
    elif prop.get("type") == "array":
        items = prop.get("items", {})
        kind = f"array of {_type(items) if items else 'values'}"
        if "minItems" in prop or "maxItems" in prop:
            kind += f" ({prop.get('minItems', 0)} to {prop.get('maxItems', 'any')} items)"
    elif prop.get("type") == "object":
        fields = ", ".join(f"`{field}`: {_type(sub)}" for field, sub in prop.get("properties", {}).items())
        kind = f"object {{{fields}}}"
    else:
        kind = str(prop.get("type", "value"))
        if "minimum" in prop or "maximum" in prop:
            kind += f" {prop.get('minimum', '')} to {prop.get('maximum', '')}"
    return kind + (f" ({prop['description']})" if prop.get("description") else "")
