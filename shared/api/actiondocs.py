"""Every game's action shapes in the OpenAPI document: `<Game>Action`, one of the game's action
types told apart by `type`, one `<Game>Action<Type>` component per type (the shapes as the game
declares them, engine.shapes), and `Action`, an action of any registered game: what GET
.../actions lists and POST .../actions takes, so a client sends a legal action back as it got it.
GET /v1/catalog names each game's component."""
from shared import engine

from .schemas import REF

ACTION = "Action"


def component_name(game: str, kind: str = "") -> str:
    """`GlueckaufAction` for a game's actions, `GlueckaufActionMoveCage` for one type."""
    return _camel(game) + ACTION + _camel(kind)


def components() -> dict:
    """The action components of every registered game that declares its shapes, and `Action`."""
    out, games = {}, []
    for name in engine.names():
        rules = engine.get(name)
        if rules.action_shapes:
            out.update(game_components(name, rules.spec.title, rules.action_shapes))
            games.append(component_name(name))
    # anyOf, not oneOf: two games may have an action of the same shape (Quartz's and Glück Auf's
    # `stop`), which is an action of either
    out[ACTION] = {"description": "an action of one of the games: the game's `<Game>Action` "
                                  "(GET /v1/catalog `action_schema`)",
                   "anyOf": [{"$ref": REF + game} for game in games]}
    return out


def game_components(name: str, title: str, shapes: dict) -> dict:
    """The components of one game's action shapes."""
    refs = {kind: REF + component_name(name, kind) for kind in sorted(shapes)}
    # the title is the component's name: client generators name a class by its title
    out = {component_name(name, kind): {**shapes[kind], "title": component_name(name, kind)}
           for kind in refs}
    out[component_name(name)] = {
        "description": f"an action of {title}: `type` names it and each type takes exactly its "
                       "fields (another field, a missing one or a wrong type: 422 invalid_action)",
        "oneOf": [{"$ref": ref} for ref in refs.values()],
        "discriminator": {"propertyName": "type", "mapping": refs}}
    return out


def _camel(text: str) -> str:
    return "".join(part.capitalize() for part in text.split("_"))
