"""Actions checked against their game's shapes over HTTP (gateway app, real Redis): issue 28's
defect 3 (a Pack & Stack claim whose `truck` is not a string answered 500), a legal move padded with
an unknown field (it was stored whole in the log), batches, bots' answers, and the shapes published
in the catalog and the OpenAPI document."""
import dataclasses

import pytest
from werkzeug.test import Client

from shared import domain, engine
from shared.api.schemas import null_in_enums
from shared.domain import commands
from tests.integration.asyncplay import context

PROBLEM = "application/problem+json"


@pytest.fixture
def setup(redis, monkeypatch):
    monkeypatch.setenv("RATE_LIMITS", "0")
    from services.gateway import create_gateway
    ctx = context(redis)
    return ctx, Client(create_gateway(ctx))


def _table(ctx, http, name: str, seats: int, seed: int = 5):
    """A started game of people in every seat: (game id, [(player id, auth header)] by seat)."""
    people = []
    for i in range(seats):
        body = http.post("/v1/players", json={"name": f"p{i}"}).json
        people.append((body["id"], {"Authorization": f"Bearer {body['token']}"}))
    gid = domain.handle(ctx, domain.CreateGame(people[0][0], name, seats, seed=seed)).body["id"]
    for pid, _ in people[1:]:
        domain.handle(ctx, domain.JoinGame(pid, gid, accept_chosen_seed=True))
    domain.handle(ctx, domain.StartGame(people[0][0], gid))
    game = domain.Game.of(ctx.games.load(gid), gid)
    return gid, sorted(people, key=lambda p: game.seat_of(p[0]))


def _snapshot(ctx, http, gid, people):
    """The version, the log's length and every seat's view, as the API gives them."""
    views = [http.get(f"/v1/games/{gid}/state", headers=auth).json["view"] for _, auth in people]
    return ctx.games.load(gid).version, len(list(ctx.games.log(gid, 0))), views


def _refused(response, field: str, index: int = 0) -> dict:
    assert response.status_code == 422 and response.mimetype == PROBLEM, response.get_data()
    body = response.json
    assert (body["code"], body["field"], body["index"]) == ("invalid_action", field, index), body
    return body


NOT_A_STRING = [["T07"], {}, [], 7, None, True, 1.5, "[" * 0 + "x" * 5000]
DEEP: list = []
for _ in range(26):
    DEEP = [DEEP]          # 30 levels with the body's own three: within the reader's 32


@pytest.mark.parametrize("truck", NOT_A_STRING + [DEEP], ids=lambda t: f"{type(t).__name__}{len(str(t))}")
def test_defect_3_a_packstack_claim_with_a_truck_that_is_not_a_truck_id_is_422_naming_truck(
        setup, truck):
    ctx, http = setup
    gid, people = _table(ctx, http, "packstack", 3)
    before = _snapshot(ctx, http, gid, people)
    assert ctx.games.load(gid).state["phase"] == "race"
    for body in ({"actions": [{"type": "claim", "truck": truck}]}, {"type": "claim", "truck": truck}):
        body = _refused(http.post(f"/v1/games/{gid}/actions", json=body, headers=people[1][1]),
                        "truck")
        assert body["errors"] == {"actions": {"0": {"truck": [body["detail"].split(": ", 1)[1]]}}}
    assert _snapshot(ctx, http, gid, people) == before


def test_a_legal_move_padded_with_an_unknown_field_is_refused_and_the_log_keeps_what_was_sent(setup):
    ctx, http = setup
    gid, people = _table(ctx, http, "goofspiel", 2)
    before = _snapshot(ctx, http, gid, people)
    padded = {"type": "bid", "card": 3, "note": "x" * 60_000}
    _refused(http.post(f"/v1/games/{gid}/actions", json=padded, headers=people[0][1]), "note")
    assert _snapshot(ctx, http, gid, people) == before
    sent = {"type": "bid", "card": 3}
    assert http.post(f"/v1/games/{gid}/actions", json=sent, headers=people[0][1]).status_code == 200
    assert [a for _, a in ctx.games.actions(gid)] == [sent]


def test_a_batch_is_refused_whole_naming_the_step_that_does_not_fit(setup):
    ctx, http = setup
    gid, people = _table(ctx, http, "glueckauf", 2)
    game = domain.Game.of(ctx.games.load(gid), gid)
    seat = min(game.rules.active_seats(game.state))
    legal = game.rules.legal_actions(game.state, seat)[0]
    before = _snapshot(ctx, http, gid, people)
    cases = [([legal, {**legal, "type": "fill", "order": 1, "spot": 9, "colour": "gray",
                        "from": "cage"}], "spot", 1),
             ([legal, {"type": "move_cage"}], "level", 1),
             ([{"type": "score_shift"}], "type", 0),
             ([legal, {**legal, "pad": 1}], "pad", 1)]
    for actions, field, index in cases:
        response = http.post(f"/v1/games/{gid}/actions", json={"actions": actions},
                             headers=people[seat][1])
        _refused(response, field, index)
    response = http.post(f"/v1/games/{gid}/actions", json={"actions": [legal, "place"]},
                         headers=people[seat][1])   # not an object: the body's own schema says so
    assert response.status_code == 422 and list(response.json["errors"]["actions"]) == ["1"]
    assert _snapshot(ctx, http, gid, people) == before


def test_the_catalog_and_the_openapi_document_publish_every_games_shapes(setup):
    _, http = setup
    catalog = {g["name"]: g for g in http.get("/v1/catalog").json["games"]}
    schemas = http.get("/v1/openapi.json").json["components"]["schemas"]
    assert set(catalog) == set(engine.names())
    for name, entry in catalog.items():
        shapes = engine.get(name).action_shapes
        assert entry["actions"] == shapes and shapes
        component = schemas[entry["action_schema"].rsplit("/", 1)[1]]
        mapping = component["discriminator"]["mapping"]
        assert component["discriminator"]["propertyName"] == "type" and set(mapping) == set(shapes)
        assert [{"$ref": ref} for ref in mapping.values()] == component["oneOf"]
        for kind, ref in mapping.items():
            name = ref.rsplit("/", 1)[1]   # titled by its name: a client generator's class name
            assert schemas[name] == {**null_in_enums(shapes[kind]), "title": name}
    assert "GlueckaufAction" in schemas and "GoofspielActionBid" in schemas
    # an action of any game: what the legal actions list and the POST body takes
    assert schemas["Action"]["anyOf"] == [{"$ref": entry["action_schema"]}
                                          for entry in catalog.values()]


@pytest.fixture
def padding_bots(monkeypatch):
    """Glück Auf's bots answer their usual move with a field its shape does not have (a bot's bug)."""
    rules = engine.get("glueckauf")
    real = rules.bots.choose

    def choose(view, seat, level, budget_s, seed):
        answer = real(view, seat, level, budget_s, seed)
        return {**answer, "actions": [{**a, "note": "x"} for a in answer["actions"]]}
    monkeypatch.setattr(rules, "bots", dataclasses.replace(rules.bots, choose=choose))


def test_a_bot_step_outside_its_games_shapes_is_never_written(setup, padding_bots):
    ctx, http = setup
    host = http.post("/v1/players", json={"name": "host"}).json["id"]
    gid = domain.handle(ctx, domain.CreateGame(host, "glueckauf", 2, seed=4)).body["id"]
    domain.handle(ctx, domain.AddBot(host, gid, "easy"))
    domain.handle(ctx, domain.StartGame(host, gid))
    game = domain.Game.of(ctx.games.load(gid), gid)
    while 1 not in game.rules.active_seats(game.state):     # the host plays up to the bot's turn
        move = game.rules.legal_actions(game.state, 0)[0]
        domain.handle(ctx, domain.SubmitActions(host, gid, (move,)))
        game = domain.Game.of(ctx.games.load(gid), gid)
    version = game.version
    played = domain.handle(ctx, commands.PlayBotTurn(gid, 1, version)).body
    assert not played["applied"] and ctx.games.load(gid).version == version


def test_the_bot_service_fails_a_move_outside_its_games_shapes(setup, padding_bots):
    ctx, http = setup
    gid, people = _table(ctx, http, "glueckauf", 2)
    game = domain.Game.of(ctx.games.load(gid), gid)
    mover = people[min(game.rules.active_seats(game.state))][0]
    asked = domain.handle(ctx, commands.RequestBotMove(mover, "glueckauf", "easy", game_id=gid))
    domain.handle(ctx, commands.ComputeBotMove(asked.body["id"]))
    move = domain.handle(ctx, commands.GetBotMove(mover, asked.body["id"])).body
    assert move["status"] == "failed" and "outside glueckauf's shapes" in move["error"]
