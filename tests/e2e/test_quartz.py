"""Quartz end to end on real gunicorn, Celery and Redis: four seats, two people over HTTP and two
bots, five days to the end. Ada opens with Lend Me a Hand on Bob: Bob learns of his window at once
from his event feed and answers it over HTTP; Bob answers with Lend Me a Hand on Ada, who leaves her
window to the worker's time-out (a timed system step). The day results, the result and a replay of
the log agree with the stored state."""
import json
import threading
import time

import requests

from shared import engine
from shared.store import GameStore, connect

RULES = engine.get("quartz")
SEED = 12                # both people hold Lend Me a Hand in their opening hands (checked below)
TIMEOUT_S = 2
OPTIONS = {"first_player": 0, "response_timeout_s": TIMEOUT_S, "sale_timeout_s": 30}
LEND = "lend_me_a_hand"


def _start(ada, bob) -> str:
    gid = ada.call("POST", "/v1/games", json={"game": "quartz", "seats": 4, "seed": SEED,
                                              "options": OPTIONS}).json()["id"]
    assert bob.call("POST", f"/v1/games/{gid}/seats", json={"accept_chosen_seed": True}).status_code in (200, 201)
    for level in ("greedy", "easy"):
        assert ada.call("POST", f"/v1/games/{gid}/bots", json={"level": level}).ok
    assert ada.call("POST", f"/v1/games/{gid}/start").json()["status"] == "started"
    return gid


def _state(client, gid) -> dict:
    return client.call("GET", f"/v1/games/{gid}/state").json()


def _sse(client, gid, seen: list, stop: threading.Event) -> None:
    """Collect (arrival time, event) from the seat's SSE stream until `stop` (or the stream ends)."""
    try:
        with client.http.get(f"{client.base}/v1/games/{gid}/events?after=0&wait=20", stream=True,
                             headers={"Accept": "text/event-stream"}, timeout=30) as response:
            for line in response.iter_lines(decode_unicode=True):
                if line and line.startswith("data: "):
                    seen.extend((time.monotonic(), e) for e in json.loads(line[6:])["events"])
                if stop.is_set():
                    return
    except requests.RequestException:
        return                                   # the stream ended (its wait ran out, or the stack stops)


def _choose(state: dict, legal: list, plan: dict) -> dict | None:
    """A person's move: the planned openings, then mine to three gems, leave, first of any decision;
    None while leaving a window to its time-out."""
    seat, view = state["seat"], state["view"]
    window = view.get("window")
    if window is not None and seat in window["seats"]:
        if plan.get("let_time_out"):
            return None
        return {"type": "pass"}
    target = 1 - seat
    lend = {"type": "play", "card": LEND, "target": target}
    if plan.get("lend") and lend in legal:
        plan["lend"] = False
        return lend
    cart = view["carts"][seat]
    if {"type": "mine"} in legal and len(cart) < 3 and "coal" not in cart:
        return {"type": "mine"}
    if {"type": "leave"} in legal:
        return {"type": "leave"}
    return legal[0]


def _turn(client, gid: str, plan: dict) -> bool:
    """Act once if the seat may; True if it did."""
    state = _state(client, gid)
    if state["status"] != "started" or state["seat"] not in state["active_seats"]:
        return False
    legal = client.call("GET", f"/v1/games/{gid}/actions").json()["actions"]
    action = _choose(state, legal, plan) if legal else None
    if action is None:
        return False
    answer = client.call("POST", f"/v1/games/{gid}/actions",
                         json={**action, "expected_version": state["version"]})
    assert answer.status_code in (200, 409), answer.text          # 409: a bot or the worker got in first
    return answer.status_code == 200


def _play(ada, bob, gid: str) -> dict:
    plans = {id(ada): {"lend": True, "let_time_out": True}, id(bob): {"lend": True}}
    facts, deadline = {}, time.monotonic() + 240
    while _state(ada, gid)["status"] != "finished":
        assert time.monotonic() < deadline, "the game did not finish"
        for client in (ada, bob):
            state = _state(client, gid)
            window = state["view"].get("window")
            if client is ada and window and 0 in window["seats"] and "ada_window" not in facts:
                facts["ada_window"] = time.monotonic()
            if client is ada and "ada_window" in facts and not window and plans[id(ada)]["let_time_out"]:
                plans[id(ada)]["let_time_out"] = False
                facts["ada_waited"] = time.monotonic() - facts["ada_window"]
            if client is bob and window and 1 in window["seats"] and "bob_window" not in facts:
                facts["bob_window"] = (time.monotonic(), state["version"])
            _turn(client, gid, plans[id(client)])
        time.sleep(0.02)
    return facts


def test_quartz_over_http_with_people_bots_an_answered_and_a_timed_out_window(stack, new_client):
    opening = RULES.setup(OPTIONS, 4, SEED)["hands"]
    assert LEND in opening[0] and LEND in opening[1]
    ada, bob = new_client("ada"), new_client("bob")
    gid = _start(ada, bob)
    seen, stop = [], threading.Event()
    reader = threading.Thread(target=_sse, args=(bob, gid, seen, stop), daemon=True)
    reader.start()
    facts = _play(ada, bob, gid)
    stop.set()

    log = ada.call("GET", f"/v1/games/{gid}/log").json()["entries"]
    closes = [(entry["actor"], e) for entry in log for e in entry["events"] if e["type"] == "WindowClosed"]
    assert ("player", {"type": "WindowClosed", "seats": [1], "answered": [1], "timed_out": False}) in closes
    assert ("system", {"type": "WindowClosed", "seats": [0], "answered": [], "timed_out": True}) in closes
    assert facts["ada_waited"] >= TIMEOUT_S * 0.5                   # the worker closed it, not Ada
    opened = [t for t, e in seen if e["type"] == "WindowOpened" and e["seats"] == [1]]
    assert opened and opened[0] - facts["bob_window"][0] < 5         # Bob's stream told him at once
    assert {e["actor"] for e in log if e["kind"] == "play"} == {"player", "bot", "system"}

    game = ada.call("GET", f"/v1/games/{gid}").json()
    store = GameStore(connect(stack["redis_url"]))
    replayed = RULES.replay(game["options"], 4, game["seed"], store.actions(gid))
    assert engine.canonical_json(replayed) == engine.canonical_json(store.load(gid).state)
    days = ada.call("GET", f"/v1/games/{gid}/rounds").json()
    assert days["round_name"] == "day" and [d["round"] for d in days["rounds"]] == [1, 2, 3, 4, 5]
    result = ada.call("GET", f"/v1/games/{gid}/result").json()
    assert result["finished"] and result["result"] == RULES.outcome(replayed)
