"""GET /v1/games/{id}/rounds: routed to scoring, documented, its answer dumped through a schema that
keeps each game's own round fields; /shifts is the same route under Glück Auf's name."""
from services import gateway, routing
from services.scoring.schemas import RoundsSchema


def test_rounds_and_the_shifts_alias_are_routed_to_scoring():
    assert routing.service_for("/v1/games/abc/rounds") == "scoring"
    assert routing.service_for("/v1/games/abc/shifts") == "scoring"


def test_a_dump_keeps_the_round_number_and_the_games_own_fields():
    rounds = [{"round": 1, "shift": 1, "vp": [3, 0], "elements": [{"element": 2, "awards": [3, 0]}]},
              {"round": 2, "prize": 13, "bids": {"0": 5}}]
    body = {"game_id": "g1", "version": 7, "round_name": "shift", "rounds": rounds}
    assert RoundsSchema().dump(body) == body
    assert RoundsSchema().dump({**body, "rounds": []})["rounds"] == []


def test_both_routes_are_documented_with_the_rounds_schema():
    spec = gateway.docs_app.test_client().get("/v1/openapi.json").get_json()
    answers = [spec["paths"][f"/v1/games/{{game_id}}/{name}"]["get"]["responses"]["200"]
               for name in ("rounds", "shifts")]
    refs = {a["content"]["application/json"]["schema"]["$ref"] for a in answers}
    assert len(refs) == 1
    schemas = spec["components"]["schemas"]
    rounds = schemas[refs.pop().rsplit("/", 1)[-1]]
    assert {"game_id", "version", "round_name", "rounds"} <= set(rounds["properties"])
    item = schemas[rounds["properties"]["rounds"]["items"]["$ref"].rsplit("/", 1)[-1]]
    assert item["properties"]["round"]["type"] == "integer"
    assert item["additionalProperties"] is True          # the game's own fields follow
