"""Every game's action shapes in the OpenAPI document: `<Game>Action`, one of the game's action
types told apart by `type`, and one `<Game>Action<Type>` component per type (the shapes as the
game declares them, engine.shapes). GET /v1/catalog names each game's component."""
from shared import engine

REF = "#/components/schemas/"


def component_name(game: str, kind: str = "") -> str:
    """`GlueckaufAction` for a game's actions, `GlueckaufActionMoveCage` for one type."""
    return _camel(game) + "Action" + _camel(kind)


def components() -> dict:
    """The action components of every registered game that declares its shapes."""
    out = {}
    for name in engine.names():
        rules = engine.get(name)
        if rules.action_shapes:
            out.update(game_components(name, rules.spec.title, rules.action_shapes))
    return out


def game_components(name: str, title: str, shapes: dict) -> dict:
    """The components of one game's action shapes."""
    refs = {kind: REF + component_name(name, kind) for kind in sorted(shapes)}
    out = {component_name(name, kind): shapes[kind] for kind in refs}
    out[component_name(name)] = {
        "description": f"an action of {title}: `type` names it and each type takes exactly its "
                       "fields (another field, a missing one or a wrong type: 422 invalid_action)",
        "oneOf": [{"$ref": ref} for ref in refs.values()],
        "discriminator": {"propertyName": "type", "mapping": refs}}
    return out


def publish(spec) -> None:
    """Add the action components to an apispec document."""
    for name, schema in components().items():
        spec.components.schema(name, schema)


def _camel(text: str) -> str:
    return "".join(part.capitalize() for part in text.split("_"))
