"""Pack & Stack on the platform (real Redis, the worker's handlers run in-process): bots in every
seat through their reaction times and the timed claim windows to the end; simultaneous claims
ordered by arrival."""
from shared import domain, engine
from shared.domain import moves


def _game(ctx, new_player, options, bots=4, people=0, seed=3):
    players = [new_player(ctx, f"p{i}") for i in range(max(people, 1))]
    gid = domain.handle(ctx, domain.CreateGame(players[0], "packstack", 4, options=options, seed=seed,
                                               join=people > 0)).body["id"]
    for player in players[1:people]:
        domain.handle(ctx, domain.JoinGame(player, gid, accept_chosen_seed=True))
    for level in (["easy", "medium", "hard", "easy"] * 2)[:bots]:
        domain.handle(ctx, domain.AddBot(players[0], gid, level))
    domain.handle(ctx, domain.StartGame(players[0], gid))
    return gid, players


def _replays(ctx, gid):
    game = domain.Game.of(ctx.games.load(gid), gid)
    meta = game.meta
    state = game.rules.replay(meta["options"], 4, meta["seed"], ctx.games.actions(gid))
    return game, state


def test_four_bots_play_a_realtime_game_to_the_end(redis, new_player):
    """On a test clock that honours the tasks' countdowns: the bots' reaction times, the windows."""
    from tests.integration.asyncplay import Clock, TimedRunner, context
    clock = Clock()
    ctx = context(redis, clock)
    gid, _ = _game(ctx, new_player, {})
    TimedRunner(ctx, clock).run()
    game, state = _replays(ctx, gid)
    assert game.status == "finished" and game.rules.is_over(game.state)
    assert engine.canonical_json(state) == engine.canonical_json(game.state)
    rounds = game.rules.rounds(game.state)
    assert rounds and all(s["optimal_penalty"] <= s["penalty"] for r in rounds for s in r["seats"])
    log = [item.entry for item in ctx.games.log(gid, 0)]
    assert any(e["type"] == "TruckClaimed" for entry in log for e in entry.get("events", []))


def test_a_claim_that_raced_another_write_is_applied_on_the_newer_state(ctx, new_player, run_tasks,
                                                                        monkeypatch):
    gid, players = _game(ctx, new_player, {}, bots=0, people=4)
    game = domain.Game.of(ctx.games.load(gid), gid)
    seat_of = {p: game.seat_of(p) for p in players}
    owner = game.state["revealed"][0]["by"]
    truck = game.state["revealed"][0]["truck"]
    first, second = [p for p in players if seat_of[p] != owner][:2]
    stale = ctx.games.load(gid)                       # what the second claim read before the first
    domain.handle(ctx, domain.SubmitActions(first, gid, ({"type": "claim", "truck": truck},)))
    calls, real = [], moves.load

    def load_once_stale(context, game_id):
        calls.append(game_id)
        return domain.Game.of(stale, game_id) if len(calls) == 1 else real(context, game_id)
    monkeypatch.setattr(moves, "load", load_once_stale)
    body = domain.handle(ctx, domain.SubmitActions(second, gid, ({"type": "claim", "truck": truck},))).body
    assert len(calls) == 2
    assert [e["window"] for e in body["events"] if e["type"] == "TruckClaimed"] == ["joined"]


def test_the_turn_clock_lets_the_seats_bot_claim_and_load(redis, new_player):
    from shared.domain import commands
    from tests.integration.asyncplay import Clock, context, run_all
    clock = Clock()
    ctx = context(redis, clock)
    host = new_player(ctx)
    gid = domain.handle(ctx, domain.CreateGame(host, "packstack", 3, options={"truck_race": "sealed"},
                                               seed=4, clock={"per_move": 60})).body["id"]
    for level in ("easy", "hard"):
        domain.handle(ctx, domain.AddBot(host, gid, level))
    domain.handle(ctx, domain.StartGame(host, gid))
    phases = []
    for _ in range(2):
        run_all(ctx)
        game = domain.Game.of(ctx.games.load(gid), gid)
        phases.append(game.state["phase"])
        assert 0 in game.rules.active_seats(game.state)
        clock.now += 61_000
        timed_out = domain.handle(ctx, commands.SweepDeadlines()).body["timed_out"]
        # the deadlines index is global: other tests' clocked games may fall due at the same fake time
        assert [t["result"] for t in timed_out if t["game_id"] == gid] == ["autopilot"]
    assert phases == ["race_sealed", "loading"]
    run_all(ctx)
    entries = [item.entry for item in ctx.games.log(gid)]
    autopilot = [e for e in entries if e.get("actor", "").startswith("autopilot:")]
    assert [a["actions"][0]["type"] in ("claim", "take_top") for a in autopilot][:1] == [True]
    assert autopilot[-1]["actions"][0]["type"] == "load"


def test_bots_as_a_service_load_a_posted_view_optimally(ctx, new_player):
    from shared.domain import commands
    from shared.games.packstack import course, placement
    gid, players = _game(ctx, new_player, {}, bots=0, people=4)
    game = domain.Game.of(ctx.games.load(gid), gid)
    for player in sorted(players, key=game.seat_of)[:3]:           # the last seat's truck comes by itself
        domain.handle(ctx, domain.SubmitActions(player, gid, ({"type": "take_top"},)))
    game = domain.Game.of(ctx.games.load(gid), gid)
    assert game.state["phase"] == "loading"
    me = players[0]
    seat = game.seat_of(me)
    view = game.rules.view(game.state, seat)
    asked = domain.handle(ctx, commands.RequestBotMove(me, "packstack", "hard", seat=seat, view=view))
    domain.handle(ctx, commands.ComputeBotMove(asked.body["id"]))
    move = domain.handle(ctx, commands.GetBotMove(me, asked.body["id"])).body
    assert move["status"] == "done" and move["actions"][0]["type"] == "load"
    truck, load = game.state["trucks"][seat], game.state["loads"][seat]
    loaded = placement.check(move["actions"][0]["pieces"], truck, load)
    assert course.assess(truck, load, move["actions"][0]["pieces"])["penalty"] == \
        course.optimal_penalty(truck, course.counts_of(load)) and loaded >= 0
    game.rules.apply_batch(game.state, seat, move["actions"])


def test_overlapping_windows_each_get_their_own_delayed_step_and_due_time(redis, new_player):
    """Two claims on two trucks 100 ms apart: two delayed steps, one per timer; the store holds the
    earliest due time, re-set as each window closes; a lost step is enqueued again when overdue."""
    from shared.domain import commands, tasknames
    from tests.integration.asyncplay import Clock, context
    clock = Clock()
    ctx = context(redis, clock)
    gid, players = _game(ctx, new_player, {"race_time_limit_s": 60}, bots=0, people=4)
    game = domain.Game.of(ctx.games.load(gid), gid)
    revealed_at, seat_of = clock.now, {p: game.seat_of(p) for p in players}
    by_seat = sorted(players, key=seat_of.get)
    trucks = {s: next(r["truck"] for r in game.state["revealed"] if r["by"] == (s + 1) % 4)
              for s in (0, 1)}
    ctx.enqueue.delayed.clear()
    for seat in (0, 1):
        clock.now += 100
        domain.handle(ctx, domain.SubmitActions(by_seat[seat], gid,
                                                ({"type": "claim", "truck": trucks[seat]},)))
    game = domain.Game.of(ctx.games.load(gid), gid)
    limit, first, second = game.rules.timers(game.state)
    assert [t["delay_ms"] for t in (limit, first, second)] == [60_000, 300, 300]
    steps = [(kw["timer_id"], countdown) for name, kw, countdown in ctx.enqueue.delayed
             if name == tasknames.SYSTEM_STEP and kw["game_id"] == gid]
    assert steps == [(first["id"], 0.3), (second["id"], 0.3)]
    assert game.timer_dues() == {limit["id"]: revealed_at + 60_000,          # from the reveal
                                 first["id"]: revealed_at + 400, second["id"]: revealed_at + 500}

    def recorded_due():
        return next(t for t in range(revealed_at, revealed_at + 70_000, 100)
                    if gid in ctx.timers.overdue(t, 10_000))
    assert recorded_due() == revealed_at + 400                       # the first window's
    clock.now = revealed_at + 400
    body = domain.handle(ctx, domain.ApplySystemAction(gid, game.version, first["id"])).body
    assert body["applied"] and [e["truck"] for e in body["events"]] == [trucks[0]]
    assert recorded_due() == revealed_at + 500                       # now the second window's
    clock.now = revealed_at + 500 + 3001                             # its delayed step was lost
    ctx.enqueue.sent.clear()
    reconcile = commands.ReconcileWaitingGames(older_than_ms=3000, repeat_ms=30_000)
    assert gid in domain.handle(ctx, reconcile).body["timers"]
    again = [kw for name, kw in ctx.enqueue.sent
             if name == tasknames.SYSTEM_STEP and kw["game_id"] == gid]
    assert [kw["timer_id"] for kw in again] == [second["id"]]          # not the race limit's
    domain.handle(ctx, domain.ApplySystemAction(**again[0]))
    game = domain.Game.of(ctx.games.load(gid), gid)
    assert game.state["trucks"][0] == trucks[0] and game.state["trucks"][1] == trucks[1]
    assert game.rules.timers(game.state) == [limit] and recorded_due() == revealed_at + 60_000
    assert game.timer_dues() == {limit["id"]: revealed_at + 60_000}


def test_a_claim_that_arrives_after_the_window_closed_does_not_join_it(redis, new_player):
    """The window's own task may run late (a loaded worker): a claim that arrives after the window's
    due time finds it closed (its step applied first), not still open."""
    from tests.integration.asyncplay import Clock, context
    clock = Clock()
    ctx = context(redis, clock)
    gid, players = _game(ctx, new_player, {}, bots=0, people=4)
    game = domain.Game.of(ctx.games.load(gid), gid)
    seat_of = {p: game.seat_of(p) for p in players}
    owner, truck = game.state["revealed"][0]["by"], game.state["revealed"][0]["truck"]
    first, late = [p for p in players if seat_of[p] != owner][:2]
    opened = domain.handle(ctx, domain.SubmitActions(first, gid, ({"type": "claim", "truck": truck},)))
    assert [e["window"] for e in opened.body["events"] if e["type"] == "TruckClaimed"] == ["opened"]
    clock.now += game.state["options"]["claim_window_ms"] + 1       # its close_claims task not run yet
    try:
        domain.handle(ctx, domain.SubmitActions(late, gid, ({"type": "claim", "truck": truck},)))
        refused = None
    except domain.Invalid as exc:
        refused = exc.code
    after = domain.Game.of(ctx.games.load(gid), gid)
    assert refused is not None
    assert after.state["trucks"][seat_of[first]] == truck and after.state["trucks"][seat_of[late]] is None
    closes = [e for item in ctx.games.log(gid) for e in item.entry["events"] if e["type"] == "TruckTaken"]
    assert [e["claimants"] for e in closes] == [[seat_of[first]]]
