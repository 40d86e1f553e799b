"""Oh My Goods! on the platform with a real Redis: sealed choices from several seats, the turn clock
in a simultaneous phase (a seat that times out is decided by its bot, and its plan stays sealed),
the reveal as a system step, and the log as each seat may see it."""
import pytest

from shared import domain
from shared.domain import commands
from shared.domain.presenting import present

from tests.integration.asyncplay import Clock, context, game, run_all


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def cctx(redis, clock):
    return context(redis, clock)


def _start(ctx, host: str) -> str:
    cmd = domain.CreateGame(host, "ohmygoods", 2, options={}, clock={"per_move": 60, "max_timeouts": 3})
    gid = domain.handle(ctx, cmd).body["id"]
    domain.handle(ctx, domain.AddBot(host, gid, "greedy"))
    domain.handle(ctx, domain.StartGame(host, gid))
    run_all(ctx)
    return gid


def test_a_seat_timing_out_in_the_plans_phase_is_decided_by_its_bot_and_stays_sealed(cctx, clock,
                                                                                        new_player):
    host = new_player(cctx)
    gid = _start(cctx, host)
    g = game(cctx, gid)
    assert g.state["phase"] == "new_cards" and g.rules.active_seats(g.state) == {0}
    assert g.rules.view(g.state, 0)["sealed"] == {"1": None}          # the bot chose, sealed
    domain.handle(cctx, domain.SubmitActions(host, gid, ({"type": "keep_hand"},)))
    run_all(cctx)                                                     # the reveal, then the bot's plan
    g = game(cctx, gid)
    assert g.state["phase"] == "plans" and g.rules.active_seats(g.state) == {0}

    clock.now += 61_000
    swept = domain.handle(cctx, commands.SweepDeadlines()).body["timed_out"]
    # the deadlines index is global: other tests' clocked games may fall due at the same fake time
    assert [t for t in swept if t["game_id"] == gid] == [{"game_id": gid, "seat": 0, "result": "autopilot"}]
    entries = cctx.games.log(gid)
    timed = entries[-1]
    assert timed.entry["actor"].startswith("autopilot:") and timed.entry["seat"] == 0
    assert [a["type"] for a in timed.entry["actions"]][-1] == "plan_building"
    shown = present(g, timed.entry, timed.version, 1)
    assert shown["actions"] == [] and all("secret" not in e for e in shown["events"])
    run_all(cctx)
    g = game(cctx, gid)
    assert g.state["phase"] not in ("plans", "reveal")
    reveal = next(e for e in cctx.games.log(gid) if e.entry.get("actor") == "system"
                  and e.entry["events"][0]["type"] == "PlansRevealed")
    assert len(reveal.entry["events"][0]["plans"]) == 2


def test_two_people_submit_plans_in_any_order_and_one_reveal_follows(cctx, new_player):
    host, guest = new_player(cctx, "ada"), new_player(cctx, "bob")
    gid = domain.handle(cctx, domain.CreateGame(host, "ohmygoods", 2, options={})).body["id"]
    domain.handle(cctx, domain.JoinGame(guest, gid))
    domain.handle(cctx, domain.StartGame(host, gid))
    for player in (guest, host):
        domain.handle(cctx, domain.SubmitActions(player, gid, ({"type": "keep_hand"},)))
    run_all(cctx)
    g = game(cctx, gid)
    assert g.state["phase"] == "plans"
    plan = ({"type": "place_master", "building": 0, "side": "sloppy"}, {"type": "plan_building", "card": None})
    domain.handle(cctx, domain.SubmitActions(guest, gid, plan))
    g = game(cctx, gid)
    seat = g.seat_of(guest)
    assert g.rules.view(g.state, 1 - seat)["sealed"] == {str(seat): None}
    domain.handle(cctx, domain.SubmitActions(host, gid, plan))
    run_all(cctx)
    g = game(cctx, gid)
    assert g.state["phase"] == "production" and g.state["masters"] == [{"building": 0, "side": "sloppy"}] * 2
