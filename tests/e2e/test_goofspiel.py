"""The template game end to end: Goofspiel over HTTP with two people and two bots, on real gunicorn,
Celery and Redis. Bids are sealed until the worker's reveal; one round is left to the bid timer,
a timed system step the worker fires; the result, the rounds and a replay of the log agree."""
import time

from shared import engine
from shared.store import GameStore, connect

# The bid clock is real time: every round, not only the timed one, must be bid within it, and a
# loaded test machine can take seconds between a round opening and a person's bid (a late bid is
# rightly timed out: the timer's step is applied before a move that arrives after its due time).
TIMER_S = 6
TIMED_ROUND = 3        # the round the two people leave to the bid timer


def _new_game(alice, bob) -> str:
    game = alice.call("POST", "/v1/games", json={"game": "goofspiel", "seats": 4, "seed": 11,
                                                 "options": {"bid_timer_s": TIMER_S}}).json()
    gid = game["id"]
    assert bob.call("POST", f"/v1/games/{gid}/seats", json={"accept_chosen_seed": True}).status_code in (200, 201)
    for level in ("greedy", "random"):
        assert alice.call("POST", f"/v1/games/{gid}/bots", json={"level": level}).ok
    assert alice.call("POST", f"/v1/games/{gid}/start").json()["status"] == "started"
    return gid


def _bidding(client, gid: str, round_no: int, deadline: float) -> dict:
    """The client's state once round `round_no` takes bids (and it may bid) or the game is over."""
    while time.monotonic() < deadline:
        state = client.call("GET", f"/v1/games/{gid}/state").json()
        if state["status"] == "finished" or (state["view"]["round"] == round_no
                                              and state["phase"] == "bid"):
            return state
        time.sleep(0.02)
    raise AssertionError(f"round {round_no} never opened")


def _bid(client, gid: str, state: dict) -> int:
    """Bid the card nearest the prize; return it."""
    seat = state["seat"]
    card = min(state["view"]["hands"][seat], key=lambda c: (abs(c - state["view"]["prize"]), c))
    answer = client.call("POST", f"/v1/games/{gid}/actions", json={
        "type": "bid", "card": card, "expected_version": state["version"]})
    if answer.status_code == 409:   # a bot's bid got in first: bid again at the new version
        return _bid(client, gid, _bidding(client, gid, state["view"]["round"], time.monotonic() + 5))
    assert answer.status_code == 200, answer.text
    return card


def _assert_hidden_from(client, gid: str, seat: int, card: int) -> None:
    """`client` sees that `seat` has bid, never what: in the state, the log and the event feed."""
    state = client.call("GET", f"/v1/games/{gid}/state").json()
    if state["phase"] != "bid":
        return                                   # revealed already: nothing left to hide
    assert state["view"]["sealed"].get(str(seat), "absent") is None, state["view"]["sealed"]
    entries = client.call("GET", f"/v1/games/{gid}/log").json()["entries"]
    feed = client.call("GET", f"/v1/games/{gid}/events?after=0&wait=0").json()["entries"]
    for entry in entries + feed:
        if entry["kind"] == "play" and entry["seat"] == seat and entry["version"] > 0:
            assert entry["actions"] == []
            sealed = [e for e in entry["events"] if e["type"] == "ChoiceSealed"]
            assert all("secret" not in e and "choice" not in e for e in sealed), entry


def _play(alice, bob, gid: str) -> dict:
    deadline, timed = time.monotonic() + 120, None
    for round_no in range(1, 14):
        _bidding(alice, gid, round_no, deadline)
        if round_no == TIMED_ROUND:
            started = time.monotonic()
            after = _bidding(alice, gid, round_no + 1, deadline)
            timed = (time.monotonic() - started, after)
            continue
        b_state = _bidding(bob, gid, round_no, deadline)
        card = _bid(bob, gid, b_state)
        _assert_hidden_from(alice, gid, b_state["seat"], card)
        _bid(alice, gid, _bidding(alice, gid, round_no, deadline))
    return {"timed": timed}


def test_goofspiel_over_http_with_people_bots_sealed_bids_and_a_bid_timer(stack, new_client):
    alice, bob = new_client("alice"), new_client("bob")
    gid = _new_game(alice, bob)
    seen = _play(alice, bob, gid)

    waited, _ = seen["timed"]
    assert waited >= TIMER_S * 0.5, waited       # the worker fired the timer, not a bid
    deadline = time.monotonic() + 30
    while alice.call("GET", f"/v1/games/{gid}").json()["status"] != "finished":
        assert time.monotonic() < deadline, "the last reveal never came"
        time.sleep(0.05)
    rounds = alice.call("GET", f"/v1/games/{gid}/rounds").json()
    assert rounds["round_name"] == "round" and len(rounds["rounds"]) == 13
    assert rounds["rounds"][TIMED_ROUND - 1]["timed_out"] == [0, 1]
    assert all(r["timed_out"] == [] for i, r in enumerate(rounds["rounds"]) if i != TIMED_ROUND - 1)

    log = alice.call("GET", f"/v1/games/{gid}/log").json()["entries"]
    reveals = [e for e in log if e["actor"] == "system"]
    assert len(reveals) == 13 and all(e["events"][0]["type"] == "BidsRevealed" for e in reveals)
    assert {e["actor"] for e in log if e["kind"] == "play"} == {"player", "bot", "system"}
    worker_log = (stack["logs"] / "worker.log").read_text(errors="replace")
    assert worker_log.count("pithead.system_step[") >= 13

    game = alice.call("GET", f"/v1/games/{gid}").json()
    store = GameStore(connect(stack["redis_url"]))
    rules = engine.get("goofspiel")
    replayed = rules.replay(game["options"], 4, game["seed"], store.actions(gid))
    assert engine.canonical_json(replayed) == engine.canonical_json(store.load(gid).state)
    result = alice.call("GET", f"/v1/games/{gid}/result").json()
    assert result["finished"] and result["result"] == rules.outcome(replayed)
