"""Notifications to people on a real Redis and a real SMTP server on loopback (aiosmtpd), the tasks
run through their handlers as the worker runs them: verified addresses only, one mail per batch,
quiet hours, settings, history, and a batch sent once however often its task runs."""
import dataclasses
import re

import pytest

from shared import domain
from shared.adapters.mail import SmtpSender
from shared.domain import commands, inbox, mails, tasknames
from shared.domain.notifysettings import quiet_until
from shared.domain.ports import NotifySettings
from shared.mailsink import MailSink
from tests.integration.asyncplay import Clock, context, new_game, play_out, run_all

BATCH_MS = 60_000


@pytest.fixture
def sink():
    with MailSink() as running:
        yield running


@pytest.fixture
def nctx(redis, sink):
    clock = Clock(1_800_000_000_000)   # 2027-01-15 08:00 UTC
    return dataclasses.replace(context(redis, clock), send_mail=SmtpSender("127.0.0.1", sink.port),
                               notify=NotifySettings(public_url="https://pithead.test",
                                                     batch_ms=BATCH_MS, secret="s3cret"))


def deliver(ctx) -> list[dict]:
    """Run the recorded notification tasks due now (on the test clock) as the worker would."""
    ran, keep = [], []
    for name, kwargs in ctx.enqueue.sent:
        if name == tasknames.DELIVER_NOTIFICATIONS:
            ran.append(domain.handle(ctx, commands.DeliverNotifications(**kwargs)).body)
        elif name == tasknames.CONFIRM_EMAIL:
            ran.append(domain.handle(ctx, commands.SendEmailConfirmation(**kwargs)).body)
        else:
            keep.append((name, kwargs))
    ctx.enqueue.sent[:] = keep
    ctx.enqueue.delayed.clear()
    return ran


def released(ctx, player: str) -> bool:
    """True if the beat's pass now enqueues the player's delivery (other tests' players may be
    due too, on the one Redis: their tasks are dropped)."""
    ctx.enqueue.sent.clear()
    domain.handle(ctx, commands.ReleaseDueNotifications())
    ctx.enqueue.sent[:] = [(n, k) for n, k in ctx.enqueue.sent if k["player_id"] == player]
    return bool(ctx.enqueue.sent)


def verified_player(ctx, sink, new_player, name="ada") -> str:
    """A player whose address is confirmed by following the link mailed to it."""
    player = new_player(ctx, name)
    address = f"{name}@example.org"
    assert domain.handle(ctx, commands.SetEmail(player, address)).status == 202
    before = len(sink.messages)
    deliver(ctx)
    mail = sink.wait(before + 1)[-1]
    assert mail["To"] == address
    token = re.search(r"/v1/email-confirmations/(\S+)", mail.get_content()).group(1)
    assert domain.handle(ctx, commands.ConfirmEmail(token)).body == {"address": address,
                                                                     "verified": True}
    return player


def test_an_unverified_address_gets_nothing_but_the_history_keeps_it(nctx, sink, new_player):
    host = new_player(nctx)
    domain.handle(nctx, commands.SetEmail(host, "ada@example.org"))
    nctx.enqueue.sent.clear()           # the confirmation mail is never sent
    new_game(nctx, host)
    assert nctx.notifications.first_due(host, "email") is None   # nothing queued to send
    history = inbox.history(nctx, host, 10)
    assert [n["kind"] for n in history["notifications"]] == ["your_turn"]
    assert history["unread"] == 1 and sink.messages == []


def test_two_games_within_the_window_go_in_one_mail_sent_once(nctx, sink, new_player):
    host = verified_player(nctx, sink, new_player)
    first = new_game(nctx, host)
    nctx.clock.now += 10_000
    second = new_game(nctx, host)
    early = domain.handle(nctx, commands.DeliverNotifications(host, "email")).body
    assert early["sent"] == 0                       # not due: the window is open
    nctx.clock.now += BATCH_MS
    bodies = [domain.handle(nctx, commands.DeliverNotifications(host, "email")).body
              for _ in range(2)]                   # the task twice: one mail
    assert bodies[0]["sent"] == 2 and bodies[1]["sent"] == 0
    mails = sink.wait(2)
    assert len(mails) == 2   # the confirmation, then the one mail listing both games
    text = mails[1].get_content()
    assert f"https://pithead.test/#/games/{first}" in text and f"/#/games/{second}" in text
    assert mails[1]["List-Unsubscribe"].startswith("<https://pithead.test/v1/unsubscribe/")
    assert mails[1]["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    retry = commands.DeliverNotifications(host, "email", bodies[0]["batch_id"])
    assert domain.handle(nctx, retry).body["sent"] == 0   # a retried batch that was sent: no-op


def test_quiet_hours_hold_mail_until_they_end(nctx, sink, new_player):
    host = verified_player(nctx, sink, new_player)
    quiet = {"enabled": True, "start": "07:00", "end": "10:30", "time_zone": "Europe/Berlin"}
    domain.handle(nctx, commands.UpdateNotificationSettings(host, {"quiet_hours": quiet}))
    end = quiet_until({"quiet_hours": quiet}, nctx.clock.now)
    assert end == nctx.clock.now + 90 * 60_000
    new_game(nctx, host)
    nctx.clock.now += BATCH_MS
    held = domain.handle(nctx, commands.DeliverNotifications(host, "email")).body
    assert held["sent"] == 0 and len(sink.messages) == 1   # held; 90 minutes: the beat's, no task
    assert not [n for n, _ in nctx.enqueue.sent if n == tasknames.DELIVER_NOTIFICATIONS]
    nctx.clock.now = end - 1
    assert not released(nctx, host)
    nctx.clock.now = end
    assert released(nctx, host)
    assert [body["sent"] for body in deliver(nctx)] == [1]
    assert "Glück Auf" in sink.wait(2)[1]["Subject"]


def test_a_person_who_moved_meanwhile_gets_no_mail(nctx, sink, new_player):
    host = verified_player(nctx, sink, new_player)
    gid = new_game(nctx, host)
    game = domain.Game.of(nctx.games.load(gid), gid)
    action = game.rules.legal_actions(game.state, 0)[0]
    domain.handle(nctx, domain.SubmitActions(host, gid, (action,)))
    nctx.clock.now += BATCH_MS
    body = domain.handle(nctx, commands.DeliverNotifications(host, "email")).body
    assert body["sent"] == 0 and body["status"] == "dropped" and len(sink.messages) == 1


def test_settings_refuse_what_is_not_a_setting(nctx, new_player):
    host = new_player(nctx)
    bad = [{"kinds": {"nothing": {"email": True}}},
           {"quiet_hours": {"enabled": True, "start": "25:00", "end": "07:00", "time_zone": "UTC"}},
           {"quiet_hours": {"enabled": True, "start": "22:00", "end": "07:00",
                            "time_zone": "Mars/Olympus"}},
           {"quiet_hours": {"start": "22:00", "end": "07:00", "time_zone": "UTC"}}]
    for changes in bad:
        with pytest.raises(domain.Invalid):
            domain.handle(nctx, commands.UpdateNotificationSettings(host, changes))
    with pytest.raises(domain.Invalid):
        domain.handle(nctx, commands.SetEmail(host, "not an address"))
    with pytest.raises(domain.NotFound):
        domain.handle(nctx, commands.ConfirmEmail("e30.forged"))


def test_history_newest_first_and_marked_read(nctx, new_player):
    host = new_player(nctx)
    for n in range(3):
        nctx.clock.now += 1
        inbox.record_notification(nctx, host, "invited", f"inv-{n}", {"game_id": f"g{n}"})
    assert not inbox.record_notification(nctx, host, "invited", "inv-1", {"game_id": "g1"})
    history = inbox.history(nctx, host, 10)
    assert [n["key"] for n in history["notifications"]] == ["inv-2", "inv-1", "inv-0"]
    first = history["notifications"][0]["id"]
    assert domain.handle(nctx, commands.MarkNotificationsRead(host, (first,))).body["unread"] == 2
    assert inbox.history(nctx, host, 10)["notifications"][0]["read"] is True
    assert domain.handle(nctx, commands.MarkNotificationsRead(host)).body["unread"] == 0
    run_all(nctx)


def test_a_batch_whose_worker_died_is_sent_by_the_next_run(nctx, sink, new_player):
    host = verified_player(nctx, sink, new_player)
    new_game(nctx, host)
    nctx.clock.now += BATCH_MS
    batch = {"id": "stranded", "channel": "email", "created_at": nctx.clock.now,
             "status": "pending"}
    assert len(nctx.notifications.claim(host, "email", batch)) == 1   # claimed, then the crash
    assert domain.handle(nctx, commands.DeliverNotifications(host, "email")).body["sent"] == 0
    nctx.clock.now += 121_000
    body = domain.handle(nctx, commands.DeliverNotifications(host, "email")).body
    assert body == {"sent": 1, "status": "sent", "retry": False, "batch_id": "stranded",
                    "attempts": 1}
    assert len(sink.wait(2)) == 2


def test_a_refusing_server_is_retried_then_given_up(nctx, sink, new_player):
    host = verified_player(nctx, sink, new_player)
    down = dataclasses.replace(nctx, send_mail=SmtpSender("127.0.0.1", 9))   # nothing listens
    new_game(down, host)
    down.clock.now += BATCH_MS
    bodies = [domain.handle(down, commands.DeliverNotifications(host, "email", tries=3)).body]
    while bodies[-1]["retry"]:
        bodies.append(domain.handle(down, commands.DeliverNotifications(
            host, "email", bodies[-1]["batch_id"], tries=3)).body)
    assert [b["status"] for b in bodies] == ["pending", "pending", "failed"]
    assert len(sink.messages) == 1   # the confirmation only


def test_a_clock_about_to_run_out_is_told_once(nctx, new_player):
    host = new_player(nctx)
    gid = new_game(nctx, host, clock={"per_move": 400})   # warned in its last 100 s (a quarter)
    warn = commands.WarnClocks()
    nctx.clock.now += 299_000
    domain.handle(nctx, warn)
    assert [n["kind"] for n in inbox.history(nctx, host, 10)["notifications"]] == ["your_turn"]
    nctx.clock.now += 2_000
    domain.handle(nctx, warn)
    domain.handle(nctx, warn)
    notes = inbox.history(nctx, host, 10)["notifications"]
    assert [n["kind"] for n in notes] == ["clock_low", "your_turn"]
    assert notes[0]["game_id"] == gid and 0 < notes[0]["context"]["seconds_left"] <= 100


def test_game_over_tells_the_place(nctx, new_player):
    host = new_player(nctx)
    gid = new_game(nctx, host)
    finished = play_out(nctx, gid)
    place = next(p["place"] for p in finished.rules.outcome(finished.state)["ranking"]
                 if p["seat"] == 0)
    over = [n for n in inbox.history(nctx, host, 200)["notifications"] if n["kind"] == "game_over"]
    assert len(over) == 1 and over[0]["context"]["place"] == place


def test_a_response_window_is_told_as_one(nctx, new_player):
    """Quartz: Ada's Lend Me a Hand opens a response window for Bob (seat 1; the seed puts the
    card in her opening hand, as tests/integration/test_quartz_platform.py checks)."""
    ada, bob = new_player(nctx, "ada"), new_player(nctx, "bob")
    gid = domain.handle(nctx, domain.CreateGame(ada, "quartz", 4, options={
        "first_player": 0, "response_timeout_s": 0}, seed=12)).body["id"]
    domain.handle(nctx, domain.JoinGame(bob, gid, accept_chosen_seed=True))
    for _ in range(2):
        domain.handle(nctx, domain.AddBot(ada, gid, "greedy"))
    domain.handle(nctx, domain.StartGame(ada, gid))
    play = {"type": "play", "card": "lend_me_a_hand", "target": 1}
    domain.handle(nctx, domain.SubmitActions(ada, gid, (play,)))
    notes = inbox.history(nctx, bob, 10)["notifications"]
    assert notes[0]["kind"] == "response_window" and notes[0]["context"]["seat"] == 1
    assert "waits for your answer" in mails.headline(nctx, notes[0], "en")


def test_a_removed_address_gets_no_mail(nctx, sink, new_player):
    host = verified_player(nctx, sink, new_player)
    assert domain.handle(nctx, commands.RemoveEmail(host)).status == 204
    new_game(nctx, host)
    assert nctx.notifications.first_due(host, "email") is None
    assert inbox.history(nctx, host, 10)["unread"] == 1
    with pytest.raises(domain.NotFound):
        domain.handle(nctx, commands.RemoveEmail(host))
