"""Webhooks on a real Redis with a real HTTP receiver on loopback: signed deliveries, no double
notification, retries until failed for good, and the failure kept for the player."""
import dataclasses
import hashlib
import hmac

import pytest

from shared import domain
from shared.adapters import outbound
from shared.domain import commands, webhooks
from tests.integration.asyncplay import context, new_game, play_out, run_all
from tests.webhook_receiver import Receiver


@pytest.fixture
def wctx(redis):
    """The receiver listens on loopback: allowed here as with WEBHOOK_ALLOW_PRIVATE=1."""
    return dataclasses.replace(context(redis), webhook_private=True)


def _register(ctx, player, url, events=webhooks.EVENTS):
    return domain.handle(ctx, commands.RegisterWebhook(player, url, tuple(events))).body


def _valid(call, secret) -> bool:
    stamp = call["headers"][webhooks.TIMESTAMP]
    mac = hmac.new(secret.encode(), stamp.encode() + b"." + call["raw"], hashlib.sha256)
    return hmac.compare_digest(call["headers"][webhooks.SIGNATURE], "sha256=" + mac.hexdigest())


def test_a_whole_game_notifies_signed_and_once(wctx, new_player):
    host = new_player(wctx)
    with Receiver() as receiver:
        hook = _register(wctx, host, receiver.url)
        assert hook["secret"].startswith("whsec_")
        gid = new_game(wctx, host)
        play_out(wctx, gid)
        run_all(wctx)
        events = receiver.events()
        assert events[0] == "game_started" and events[-1] == "game_over"
        assert events.count("round_scored") == 3 and events.count("your_turn") > 5
        assert all(_valid(c, hook["secret"]) for c in receiver.calls)
        assert not _valid({**receiver.calls[0], "raw": receiver.calls[0]["raw"] + b" "},
                          hook["secret"])
        ids = [c["headers"]["X-Pithead-Delivery"] for c in receiver.calls]
        assert len(ids) == len(set(ids))
        assert {c["json"]["game_id"] for c in receiver.calls} == {gid}
    assert "secret" not in webhooks.list_webhooks(wctx, host)[0]


def test_only_the_chosen_events_and_players(wctx, new_player):
    host = new_player(wctx)
    with Receiver() as receiver:
        _register(wctx, host, receiver.url, ["game_started"])
        _register(wctx, new_player(wctx, "bob"), receiver.url)  # bob plays no game
        new_game(wctx, host)
        run_all(wctx)
        assert receiver.events() == ["game_started"]


def test_failed_deliveries_retry_then_fail_for_good(wctx, new_player):
    host = new_player(wctx)
    with Receiver() as receiver:
        receiver.status = 500
        _register(wctx, host, receiver.url, ["game_started"])
        new_game(wctx, host)  # runs the delivery task: 6 tries (the default WEBHOOK_TRIES)
        run_all(wctx)
        assert receiver.events() == ["game_started"] * 6
    failures = webhooks.failures(wctx, host)
    assert len(failures) == 1 and len(failures[0]["attempts"]) == 6
    assert failures[0]["attempts"][0]["error"] == "HTTP 500"
    delivery = commands.DeliverWebhook(host, failures[0]["id"], tries=6)
    assert domain.handle(wctx, delivery).body["retry"] is False  # done for good: a rerun is a no-op


def test_unreachable_receiver_is_an_error_not_a_crash(wctx, new_player):
    host = new_player(wctx)
    _register(wctx, host, "http://127.0.0.1:9/nothing-listens", ["game_started"])
    new_game(wctx, host)
    assert "Error" in webhooks.failures(wctx, host)[0]["attempts"][0]["error"]


@pytest.mark.parametrize("url,events,code", [
    ("ftp://x/y", ["your_turn"], "invalid_webhook_url"), ("/relative", ["your_turn"],
                                                          "invalid_webhook_url"),
    ("http://x/y", [], "invalid_webhook_events"), ("http://x/y", ["nope"],
                                                   "invalid_webhook_events")])
def test_bad_registrations(wctx, new_player, url, events, code):
    with pytest.raises(domain.Invalid) as err:
        _register(wctx, new_player(wctx), url, events)
    assert err.value.code == code


def test_delete(wctx, new_player):
    host = new_player(wctx)
    hook = _register(wctx, host, "http://127.0.0.1:9/x")
    domain.handle(wctx, commands.DeleteWebhook(host, hook["id"]))
    assert webhooks.list_webhooks(wctx, host) == []
    with pytest.raises(domain.NotFound):
        domain.handle(wctx, commands.DeleteWebhook(host, hook["id"]))


@pytest.mark.parametrize("url", ["http://127.0.0.1:9/h", "http://localhost/h", "http://[::1]/h",
                                 "https://169.254.169.254/latest", "http://10.0.0.7/h"])
def test_private_addresses_are_refused_at_registration(redis, new_player, url):
    ctx = context(redis)
    with pytest.raises(domain.Invalid) as refused:
        _register(ctx, new_player(ctx), url, ["your_turn"])
    assert refused.value.code == "webhook_url_not_allowed"


def test_a_name_that_resolves_to_a_private_address_is_not_called(redis, new_player, monkeypatch):
    """The name passes registration (no DNS in the request path); the worker resolves it before
    each delivery and does not send to the private address it finds."""
    ctx = context(redis)
    host = new_player(ctx)
    with Receiver() as receiver:
        url = receiver.url.replace("127.0.0.1", "hooks.internal.example")
        _register(ctx, host, url, ["game_started"])
        real = outbound.socket.getaddrinfo
        monkeypatch.setattr(outbound.socket, "getaddrinfo", lambda name, *a, **k: real(
            "127.0.0.1" if name == "hooks.internal.example" else name, *a, **k))
        new_game(ctx, host)
        run_all(ctx)
        assert receiver.calls == []
    failure = webhooks.failures(ctx, host)[0]
    assert all(a["error"].startswith("not sent: hooks.internal.example is a non-public address")
               for a in failure["attempts"])


def test_a_redirect_is_not_followed(wctx, new_player):
    """A 3xx could send the worker anywhere: the delivery fails instead."""
    host = new_player(wctx)
    with Receiver() as first, Receiver() as elsewhere:
        first.status, first.location = 302, elsewhere.url
        _register(wctx, host, first.url, ["game_started"])
        new_game(wctx, host)
        run_all(wctx)
        assert len(first.calls) == 6 and elsewhere.calls == []
    attempt = webhooks.failures(wctx, host)[0]["attempts"][0]
    assert attempt["error"] == "HTTP 302 (redirects are not followed)"
