"""Action shapes at the edge of the rules: every action a player or a bot sends is checked against
its game's declared shape (`ACTION_SHAPES`, engine.shapes) before the rules see it.

The shapes are compiled once per game by fastjsonschema (a few microseconds a check). They are
written in the JSON Schema subset OpenAPI 3.0 publishes, so OpenAPI's `nullable` becomes JSON
Schema's null type here, checked as draft-04 (where 1.0 is not an integer). A refusal is a 422
`invalid_action` naming the action's index and the field; an action that passes is kept exactly as
sent, so the log stores what was checked.
"""
import fastjsonschema

from .errors import Invalid

DRAFT = "http://json-schema.org/draft-04/schema#"
_COMPILED: dict[str, tuple] = {}    # game -> (its ACTION_SHAPES, {type: compiled check})


class ActionProblem(Exception):
    """Why an action does not fit its shape: the path of the field (names and indexes) and why."""

    def __init__(self, path: list, message: str):
        super().__init__(message)
        self.path = path
        self.message = message


def check_actions(rules, actions: list) -> None:
    """Raise Invalid("invalid_action") naming the first action and field that do not fit their
    game's shapes; a game that declares none is not checked (the contract suite refuses it)."""
    checks = _checks(rules)
    if checks is None:
        return
    for index, action in enumerate(actions):
        try:
            check_action(checks, action)
        except ActionProblem as problem:
            raise invalid(index, problem) from None


def problem_of(rules, action) -> ActionProblem | None:
    """Why `action` does not fit the shapes of `rules`'s game, or None when it does (or the game
    declares none)."""
    checks = _checks(rules)
    if checks is None:
        return None
    try:
        check_action(checks, action)
    except ActionProblem as problem:
        return problem
    return None


def compile_shapes(rules) -> None:
    """Compile a game's shapes now (tens of ms a game), so that no request pays for it."""
    _checks(rules)


def check_action(checks: dict, action) -> None:
    """Raise ActionProblem unless `action` fits the shape of its type among `checks`."""
    if not isinstance(action, dict):
        raise ActionProblem([], "an action is an object")
    kind = action.get("type")
    if not isinstance(kind, str):
        raise ActionProblem(["type"], "is required: a string naming the action")
    check = checks.get(kind)
    if check is None:
        raise ActionProblem(["type"], f"{kind[:40]!r} is not an action a player sends in this game "
                            f"(one of {', '.join(sorted(checks))})")
    try:
        check(action)
    except fastjsonschema.JsonSchemaValueException as exc:
        raise _problem(exc) from None


def invalid(index: int, problem: ActionProblem) -> Invalid:
    """The 422 refusal of action `index` of a request for `problem`."""
    field = dotted(problem.path)
    errors: object = [problem.message]
    for step in reversed(["actions", str(index), *problem.path]):
        errors = {step: errors}
    where = f"action {index}" + (f", field {field}" if field else "")
    return Invalid("invalid_action", f"{where}: {problem.message}", index=index, field=field,
                   errors=errors)


def dotted(path: list) -> str:
    """A field path as text: `pieces[0].row`."""
    out = ""
    for step in path:
        out += f"[{step}]" if step.isdigit() else (f".{step}" if out else step)
    return out


def json_schema(shape):
    """An OpenAPI 3.0 schema as the JSON Schema it means (`nullable` -> the null type)."""
    if isinstance(shape, list):
        return [json_schema(item) for item in shape]
    if not isinstance(shape, dict):
        return shape
    out = {key: json_schema(value) for key, value in shape.items() if key != "nullable"}
    if shape.get("nullable"):
        out["type"] = [out["type"], "null"]
        if "enum" in out:
            out["enum"] = [*out["enum"], None]
    return out


def _checks(rules) -> dict | None:
    shapes = rules.action_shapes
    if shapes is None:
        return None
    cached = _COMPILED.get(rules.name)
    if cached is None or cached[0] is not shapes:
        compiled = {kind: fastjsonschema.compile({"$schema": DRAFT, **json_schema(shape)},
                                                 use_default=False, use_formats=False)
                    for kind, shape in shapes.items()}
        cached = _COMPILED[rules.name] = (shapes, compiled)
    return cached[1]


def _problem(exc) -> ActionProblem:
    """The field an error of fastjsonschema is about, and why, in the client's words."""
    path, value, rule = exc.path[1:], exc.value, exc.rule
    definition = exc.definition or {}
    if rule == "additionalProperties" and isinstance(value, dict):
        extra = sorted(k for k in value if k not in definition.get("properties", {}))
        return ActionProblem(path + [k[:64] for k in extra[:1]], "is not a field of this action")
    if rule == "required" and isinstance(value, dict):
        lacking = [k for k in definition.get("required", ()) if k not in value]
        return ActionProblem(path + lacking[:1], "is required")
    message = exc.message
    prefix = exc.name + " "
    return ActionProblem(path, message[len(prefix):] if message.startswith(prefix) else message)
