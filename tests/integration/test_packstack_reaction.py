"""Pack & Stack's bots wait a person's reaction time in the real-time race (real Redis, the worker's
handlers run in-process on a test clock that honours every task's countdown, as Celery would):
their turns are delayed by the drawn reaction, an early turn waits, a person claiming 300 ms after
the reveal wins the truck a hard bot wanted, and the bots still claim when the person does nothing."""
from shared import domain
from shared.domain import commands, tasknames
from shared.games.packstack import bots as packstack_bots
from shared.games.packstack.data import REACTION_S
from tests.integration.asyncplay import Clock, TimedRunner, context, game

LEVELS = ("easy", "medium", "hard")


def _start(redis, new_player, levels=LEVELS, seed=11):
    """A real-time game: a person in seat 0, bots of `levels` in the others; returns (ctx, clock, id,
    person, the reveal's time)."""
    clock = Clock()
    ctx = context(redis, clock)
    person = new_player(ctx, "ada")
    gid = domain.handle(ctx, domain.CreateGame(person, "packstack", 1 + len(levels), seed=seed)).body["id"]
    for level in levels:
        domain.handle(ctx, domain.AddBot(person, gid, level))
    domain.handle(ctx, domain.StartGame(person, gid))
    return ctx, clock, gid, person, clock.now


def _first_race_moves(ran):
    """(ms, seat, event type) of each bot seat's first applied turn in the race."""
    first = {}
    for at, name, kwargs, body in ran:
        if name == tasknames.BOT_TURN and body.get("applied") and kwargs["seat"] not in first:
            first[kwargs["seat"]] = (at, kwargs["seat"], body["events"][0]["type"])
    return sorted(first.values(), key=lambda move: move[1])


def test_bot_turns_are_enqueued_for_when_each_bots_reaction_is_up(redis, new_player):
    ctx, clock, gid, _, revealed = _start(redis, new_player)
    g = game(ctx, gid)
    turns = {kw["seat"]: countdown for name, kw, countdown in ctx.enqueue.delayed
             if name == tasknames.BOT_TURN and kw["game_id"] == gid}
    assert sorted(turns) == [1, 2, 3]
    for seat, level in zip((1, 2, 3), LEVELS):
        low, high = REACTION_S[level]
        drawn = packstack_bots.reaction_ms(g.state, seat, level)
        assert low <= turns[seat] <= high and turns[seat] == drawn / 1000


def test_an_early_bot_turn_waits_and_is_enqueued_again_for_its_due_time(redis, new_player):
    ctx, clock, gid, _, revealed = _start(redis, new_player, levels=("medium", "medium", "medium"))
    g = game(ctx, gid)
    drawn = packstack_bots.reaction_ms(g.state, 2, "medium")
    ctx.enqueue.sent.clear()
    ctx.enqueue.delayed.clear()
    clock.now += 200
    early = domain.handle(ctx, domain.PlayBotTurn(gid, 2, g.version)).body
    assert early["applied"] is False and early["due_in_ms"] == drawn - 200
    assert game(ctx, gid).version == g.version                    # nothing was written
    assert [(n, kw["seat"], c) for n, kw, c in ctx.enqueue.delayed] == \
        [(tasknames.BOT_TURN, 2, (drawn - 200) / 1000)]
    clock.now = revealed + drawn
    body = domain.handle(ctx, domain.PlayBotTurn(gid, 2, g.version)).body
    assert body["applied"] and body["events"][0]["type"] in ("TruckClaimed", "TopCardTaken")


def test_the_reconciler_enqueues_a_waiting_bot_for_its_due_time_not_at_once(redis, new_player):
    ctx, clock, gid, _, revealed = _start(redis, new_player, levels=("easy", "easy", "easy"))
    g = game(ctx, gid)
    ctx.enqueue.sent.clear()
    ctx.enqueue.delayed.clear()
    clock.now += 1000                         # the game waits for its bots (easy: 1.5 s or more)
    body = domain.handle(ctx, commands.ReconcileWaitingGames(older_than_ms=500, repeat_ms=0)).body
    assert gid in body["requeued"]
    again = {kw["seat"]: c for n, kw, c in ctx.enqueue.delayed if kw.get("game_id") == gid}
    assert again == {s: (packstack_bots.reaction_ms(g.state, s, "easy") - 1000) / 1000 for s in (1, 2, 3)}


def test_a_person_claiming_300_ms_after_the_reveal_wins_the_truck_a_hard_bot_wanted(redis, new_player):
    ctx, clock, gid, person, revealed = _start(redis, new_player, levels=("hard", "hard", "hard"))
    g = game(ctx, gid)
    plans = {s: packstack_bots.choose(g.rules.view(g.state, s), s, "hard")["actions"][0] for s in (1, 2, 3)}
    wanted = [a["truck"] for a in plans.values() if a["type"] == "claim"
              and next(r["by"] for r in g.state["revealed"] if r["truck"] == a["truck"]) != 0]
    assert wanted, plans
    runner = TimedRunner(ctx, clock)
    runner.run(before=revealed + 300)
    assert all(t is None for t in game(ctx, gid).state["trucks"]) and not game(ctx, gid).state["windows"]
    clock.now = revealed + 300
    claimed = domain.handle(ctx, domain.SubmitActions(person, gid, ({"type": "claim", "truck": wanted[0]},)))
    assert claimed.body["events"][0]["window"] == "opened"
    ran = runner.run(until=lambda ran: game(ctx, gid).state["phase"] != "race")
    after = game(ctx, gid).state
    assert after["trucks"][0] == wanted[0]
    taken = next(body for _, name, _, body in ran if name == tasknames.SYSTEM_STEP and body.get("applied")
                 and any(e.get("truck") == wanted[0] for e in body["events"]))
    assert next(e for e in taken["events"] if e["type"] == "TruckTaken")["claimants"] == [0]
    moves = _first_race_moves(ran)
    assert len(moves) == 3 and all(at >= revealed + 600 for at, _, _ in moves)


def test_the_bots_claim_when_the_person_does_nothing(redis, new_player):
    ctx, clock, gid, person, revealed = _start(redis, new_player)
    ran = TimedRunner(ctx, clock).run(until=lambda ran: game(ctx, gid).state["phase"] != "race")
    state = game(ctx, gid).state
    assert state["phase"] == "loading" and all(state["trucks"])
    moves = _first_race_moves(ran)
    assert [seat for _, seat, _ in moves] == [1, 2, 3]
    assert any(kind == "TruckClaimed" for _, _, kind in moves)
    for at, seat, _ in moves:
        low, high = REACTION_S[LEVELS[seat - 1]]
        assert revealed + low * 1000 <= at <= revealed + high * 1000
    log = [item.entry for item in ctx.games.log(gid)]
    person_top = [e for entry in log for e in entry["events"]
                  if e["type"] == "TopCardTaken" and e["seat"] == 0]
    assert person_top and person_top[0]["automatic"] is True           # the last seat's, ruling 9
