"""Quartz on the platform (real Redis, the worker's handlers run in-process): bots in every seat to
the end with response windows and day results; an experience token used by a seat that is not the
active one; a response window left to an asynchronous game's turn clock, which answers it with a pass."""
import pytest

from shared import domain, engine
from shared.domain import commands
from tests.integration.asyncplay import Clock, context, game, run_all

LEND_SEED = 12         # seat 0's opening hand holds Lend Me a Hand (checked below)


def _game(ctx, new_player, options, people=1, bots=("greedy", "easy", "random"), seed=3, clock=None):
    players = [new_player(ctx, f"p{i}") for i in range(max(people, 1))]
    gid = domain.handle(ctx, domain.CreateGame(players[0], "quartz", people + len(bots), options=options,
                                               seed=seed, clock=clock, join=people > 0)).body["id"]
    for player in players[1:people]:
        domain.handle(ctx, domain.JoinGame(player, gid, accept_chosen_seed=True))
    for level in bots:
        domain.handle(ctx, domain.AddBot(players[0], gid, level))
    domain.handle(ctx, domain.StartGame(players[0], gid))
    return gid, players


def _act(ctx, player, gid, action):
    return domain.handle(ctx, domain.SubmitActions(player, gid, (action,)))


def test_four_bots_play_to_the_end_with_windows_and_five_day_results(ctx, new_player, run_tasks):
    gid, _ = _game(ctx, new_player, {"response_timeout_s": 1}, people=0,
                   bots=("hard", "medium", "greedy", "random"))
    for _ in range(5000):
        if not run_tasks(ctx):
            break
    g = game(ctx, gid)
    assert g.status == "finished"
    replayed = g.rules.replay(g.meta["options"], 4, g.meta["seed"], ctx.games.actions(gid))
    assert engine.canonical_json(replayed) == engine.canonical_json(g.state)
    days = g.rules.rounds(g.state)
    assert [d["round"] for d in days] == [1, 2, 3, 4, 5] and g.rules.spec.round_name == "day"
    events = [e for item in ctx.games.log(gid, 0) for e in item.entry.get("events", [])]
    assert any(e["type"] == "WindowOpened" for e in events)


def test_a_token_is_used_out_of_turn_by_a_seat_that_is_not_active(ctx, new_player):
    gid, (ada, bob) = _game(ctx, new_player, {"first_player": 0}, people=2, bots=("greedy", "greedy"), seed=8)
    used = None
    for _ in range(3000):
        run_all(ctx)
        g = game(ctx, gid)
        if g.status == "finished":
            break
        active = g.rules.active_seats(g.state)
        if 1 not in active and {"type": "use_token"} in g.rules.legal_actions(g.state, 1):
            before = g.version
            body = _act(ctx, bob, gid, {"type": "use_token"}).body
            after = game(ctx, gid)
            used = (body["events"], before, after.version, active, after.rules.active_seats(after.state))
            break
        seat = min(active)
        _act(ctx, (ada, bob)[seat], gid, _human(g, seat))
    assert used is not None, "no moment for an out-of-turn token in this game"
    events, before, version, active, now = used
    assert events == [{"type": "TokenUsed", "seat": 1}] and version == before + 1 and now == active


def _human(g, seat: int) -> dict:
    """Ada (seat 0) mines until she has a coal, then leaves; Bob mines on and keeps his token."""
    legal = g.rules.legal_actions(g.state, seat)
    cart = g.state["carts"][seat]
    for wanted in ({"type": "pass"}, {"type": "scandal"}):
        if wanted in legal:
            return wanted
    if {"type": "mine"} in legal and (seat == 1 or "coal" not in cart):
        return {"type": "mine"}
    if {"type": "leave"} in legal:
        return {"type": "leave"}
    return legal[0]


@pytest.fixture
def clock():
    return Clock()


def test_a_window_left_to_the_turn_clock_is_answered_with_a_pass(redis, clock, new_player):
    ctx = context(redis, clock)
    rules = engine.get("quartz")
    assert "lend_me_a_hand" in rules.setup({"first_player": 0}, 4, LEND_SEED)["hands"][0]
    gid, (ada, bob) = _game(ctx, new_player, {"first_player": 0, "response_timeout_s": 0}, people=2,
                            bots=("greedy", "greedy"), seed=LEND_SEED, clock={"per_move": 60})
    _act(ctx, ada, gid, {"type": "play", "card": "lend_me_a_hand", "target": 1})
    g = game(ctx, gid)
    assert g.rules.window(g.state)["seats"] == [1] and g.rules.timer(g.state) is None
    clock.now += 61_000
    timed_out = domain.handle(ctx, commands.SweepDeadlines()).body["timed_out"]
    assert {"game_id": gid, "seat": 1, "result": "autopilot"} in timed_out
    entry = [item.entry for item in ctx.games.log(gid, 0) if item.entry.get("seat") == 1][-1]
    assert entry["actions"] == [{"type": "pass"}] and entry["events"][:2] == [
        {"type": "TurnTimedOut", "seat": 1}, {"type": "Passed", "seat": 1}]
    after = game(ctx, gid)
    assert after.rules.window(after.state) is None and after.state["attack"] is None


def test_bots_as_a_service_answer_a_window_from_the_targets_view(ctx, new_player):
    gid, (ada, bob) = _game(ctx, new_player, {"first_player": 0}, people=2, bots=("greedy", "greedy"),
                            seed=LEND_SEED)
    _act(ctx, ada, gid, {"type": "play", "card": "lend_me_a_hand", "target": 1})
    g = game(ctx, gid)
    for ask in (dict(game_id=gid), dict(seat=1, view=g.rules.view(g.state, 1))):
        asked = domain.handle(ctx, commands.RequestBotMove(bob, "quartz", "hard", 0.05, **ask))
        domain.handle(ctx, commands.ComputeBotMove(asked.body["id"]))
        move = domain.handle(ctx, commands.GetBotMove(bob, asked.body["id"])).body
        assert move["status"] == "done" and move["actions"][0] in g.rules.legal_actions(g.state, 1)
