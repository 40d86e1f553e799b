"""Bots in the running platform: bots as a service over HTTP, and hard bots in every seat playing a whole game."""
from shared import engine
from shared.store import GameStore, connect
from tests.e2e.conftest import wait_until


def test_bot_as_a_service_answers_a_legal_move_for_my_seat(client):
    game = client.call("POST", "/v1/games", json={"game": "glueckauf", "seats": 2, "seed": 5}).json()
    gid = game["id"]
    assert client.call("POST", f"/v1/games/{gid}/bots", json={"level": "random"}).ok
    assert client.call("POST", f"/v1/games/{gid}/start").ok
    state = wait_until(lambda: (s := client.call("GET", f"/v1/games/{gid}/state").json())["seat"]
                  in s["active_seats"] and s, 30, "my turn")
    asked = client.call("POST", "/v1/bots/glueckauf/move", json={"level": "easy", "game_id": gid})
    assert asked.status_code == 202 and asked.json()["status"] == "pending", asked.text
    move = wait_until(lambda: (m := client.call("GET", f"/v1/bots/moves/{asked.json()['id']}").json())
                 ["status"] != "pending" and m, 30, "the bot's move")
    assert move["status"] == "done" and move["version"] == state["version"]
    assert "simulations" in move and isinstance(move["evaluation"], dict)
    played = client.call("POST", f"/v1/games/{gid}/actions",
                         json={"actions": move["actions"], "expected_version": state["version"]})
    assert played.status_code == 200, played.text

    by_view = client.call("POST", "/v1/bots/glueckauf/move",
                          json={"level": "greedy", "seat": 0, "view": {"not": "a view"}})
    assert by_view.status_code == 422 and by_view.json()["code"] == "invalid_view"
    other = client.call("GET", "/v1/bots/moves/bm_0123456789abcdef0123456789abcdef")
    assert other.status_code == 404


def test_hard_bots_in_every_seat_play_a_whole_game(stack, client):
    # two seats: a hard decision takes up to its 1 s budget, and a 2-seat game has the fewest
    game = client.call("POST", "/v1/games", json={"game": "glueckauf", "seats": 2, "seed": 9,
                                                  "join": False}).json()
    gid = game["id"]
    for _ in range(2):
        assert client.call("POST", f"/v1/games/{gid}/bots", json={"level": "hard"}).ok
    assert client.call("POST", f"/v1/games/{gid}/start").ok
    wait_until(lambda: client.call("GET", f"/v1/games/{gid}").json()["status"] == "finished", 600,
          "the hard bots to finish")
    log = client.call("GET", f"/v1/games/{gid}/log").json()["entries"]
    assert {e["actor"] for e in log if e["kind"] == "play"} == {"bot", "system"}
    assert len([e for e in log if e["actor"] == "system"]) == 3
    store = GameStore(connect(stack["redis_url"]))
    game = client.call("GET", f"/v1/games/{gid}").json()
    replayed = engine.get("glueckauf").replay(game["options"], 2, game["seed"], store.actions(gid))
    assert engine.canonical_json(replayed) == engine.canonical_json(store.load(gid).state)
