"""The OpenAPI document generates idiomatic clients (issue 33): every operation has an operationId
named as a person names the method, all unique; every request and response body is a named
component; the create body is one component per game, told apart by `game`; a legal action is an
`Action`, which the POST body takes back as it is."""
import json
import re

import pytest

from services import gateway, openapi
from shared import bots, engine
from shared.api.conformance import Document

CAMEL = re.compile(r"[a-z]+(?:[A-Z][a-z0-9]*)*")
REF = "#/components/schemas/"
SPEC = gateway.docs_app.test_client().get("/v1/openapi.json").get_json()


def _operations():
    for path, operations in SPEC["paths"].items():
        for method, operation in operations.items():
            if isinstance(operation, dict) and method in ("get", "post", "put", "patch", "delete"):
                yield method, path, operation


def test_every_operation_has_a_unique_camel_case_operation_id():
    ids = [operation.get("operationId") for _, _, operation in _operations()]
    assert len(ids) >= 37 and None not in ids
    assert [i for i in ids if not CAMEL.fullmatch(i)] == []
    assert sorted(i for i in set(ids) if ids.count(i) > 1) == []


def test_the_play_operations_have_the_names_a_client_author_expects():
    named = {(method, path): operation["operationId"] for method, path, operation in _operations()}
    assert named[("post", "/v1/games")] == "createGame"
    assert named[("get", "/v1/games")] == "listGames"
    assert named[("post", "/v1/games/{game_id}/seats")] == "joinSeat"
    assert named[("get", "/v1/games/{game_id}/actions")] == "listLegalActions"
    assert named[("post", "/v1/games/{game_id}/actions")] == "submitActions"
    assert named[("get", "/v1/games/{game_id}/state")] == "getState"
    assert named[("get", "/v1/games/{game_id}/events")] == "streamEvents"


def test_every_json_body_is_a_named_component():
    inline = []
    for method, path, operation in _operations():
        bodies = [("request", operation.get("requestBody", {}).get("content", {}))]
        bodies += [(status, answer.get("content", {}))
                   for status, answer in operation["responses"].items()]
        for where, content in bodies:
            for media, schema in content.items():
                if "json" in media and "$ref" not in schema.get("schema", {}):
                    inline.append((method, path, where, media))
    assert inline == []
    components = SPEC["components"]["schemas"]
    for name in ("GameCreate", "Game", "Action", "ActionsSubmit", "LegalActions", "State",
                 "Problem", "BotMoveRequest"):
        assert name in components, name


def test_the_create_body_is_one_component_per_game_told_apart_by_game():
    schemas = SPEC["components"]["schemas"]
    body = SPEC["paths"]["/v1/games"]["post"]["requestBody"]["content"]["application/json"]
    assert body["schema"] == {"$ref": REF + "GameCreate"}
    create = schemas["GameCreate"]
    mapping = create["discriminator"]["mapping"]
    assert create["discriminator"]["propertyName"] == "game"
    assert set(mapping) == set(engine.names())
    assert mapping["glueckauf"] == REF + "GlueckaufGameCreate"
    assert create["oneOf"] == [{"$ref": ref} for ref in mapping.values()]
    for name, ref in mapping.items():
        game = schemas[ref.removeprefix(REF)]
        assert game["properties"]["game"]["enum"] == [name]
        assert ("clock" in game["properties"]) == (bots.declared(name) is not None)
    assert not [name for name in schemas if re.search(r"\d", name)]   # nothing per seat count


def test_a_legal_action_is_what_the_post_body_takes():
    schemas = SPEC["components"]["schemas"]
    action = {"$ref": REF + "Action"}
    assert schemas["LegalActions"]["properties"]["actions"]["items"] == action
    assert schemas["BotMove"]["properties"]["actions"]["items"] == action
    assert schemas["ActionBatch"]["properties"]["actions"]["items"] == action
    assert {"$ref": REF + "ActionBatch"} in schemas["ActionsSubmit"]["oneOf"]


@pytest.mark.parametrize("body, valid", [
    ({"game": "glueckauf", "seats": 2}, True),
    ({"game": "glueckauf", "seats": 2, "options": {"starting_player": 1}}, True),
    ({"game": "glueckauf", "seats": 2, "options": {"starting_player": None}}, True),
    ({"game": "glueckauf", "seats": 2, "options": {"starting_player": 2}}, False),
    ({"game": "glueckauf", "seats": 3, "options": {"starting_player": 2}}, True),
    ({"game": "quartz", "seats": 3, "options": {"first_player": 3}}, False),
    ({"game": "goofspiel", "seats": 2, "clock": {"per_move": 60, "bot_level": "greedy"}}, True),
    ({"game": "goofspiel", "seats": 2, "clock": {"per_move": 60, "bot_level": "hard"}}, False),
    ({"game": "goofspiel", "seats": 2, "clock": {"per_move": 60, "bank": 60}}, False),
    ({"game": "packstack", "seats": 2}, False),
    ({"game": "glueckauf", "seats": 2, "options": {"first_player": 0}}, False),
])
def test_the_create_body_says_what_the_lobby_checks(body, valid):
    """What ties one field to another (a seat option below the seat count, a clock's bot level
    of the game) is in the document too, where a validator reads it."""
    document = Document(SPEC)
    assert document.validator({"$ref": REF + "GameCreate"}).is_valid(body) is valid


def test_the_dump_is_the_served_document_as_stable_text():
    text = openapi.dumps(openapi.document())
    assert json.loads(text) == SPEC and text == openapi.dumps(json.loads(text))
    assert text.endswith("}\n")
