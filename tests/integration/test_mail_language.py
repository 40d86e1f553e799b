"""Mails and pushes in the recipient's language (issue 34), on a real Redis and a real SMTP server
on loopback (aiosmtpd): a player whose own language is Russian (PATCH /v1/players/me) gets the
confirmation and the turn mail in Russian, the game named by its Russian title from the same
gettext catalogs as GET /v1/catalog; an English player's stay English; the notification settings'
own language, when chosen, wins over the player's; the inbox names the game in the reader's
language (Accept-Language)."""
import re

from werkzeug.test import Client

from shared import domain
from shared.adapters.texts import translate
from shared.domain import commands, inbox, mails
from shared.domain.notifysettings import describe
from tests.integration.asyncplay import run_all
from tests.integration.test_notify_inbox import BATCH_MS, deliver, nctx, sink  # noqa: F401  (fixtures)

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def confirmed(ctx, sink, player: str, name: str):  # noqa: F811
    """Set and confirm the player's address; the confirmation mail."""
    assert domain.handle(ctx, commands.SetEmail(player, f"{name}@example.org")).status == 202
    before = len(sink.messages)
    deliver(ctx)
    mail = sink.wait(before + 1)[-1]
    token = re.search(r"/v1/email-confirmations/(\S+)", mail.get_content()).group(1)
    assert domain.handle(ctx, commands.ConfirmEmail(token)).body["verified"]
    return mail


def quartz_turn(ctx, host: str) -> str:
    """A started Quartz game of `host`'s against bots, run up to the host's first turn."""
    gid = domain.handle(ctx, domain.CreateGame(host, "quartz", 3, options={"first_player": 0})
                        ).body["id"]
    for _ in range(2):
        domain.handle(ctx, domain.AddBot(host, gid, "easy"))
    domain.handle(ctx, domain.StartGame(host, gid))
    run_all(ctx)
    return gid


def turn_mail(ctx, sink, player: str):  # noqa: F811
    """The mail of the player's turn, sent once the batch window closed."""
    before = len(sink.messages)
    ctx.clock.now += BATCH_MS
    assert domain.handle(ctx, commands.DeliverNotifications(player, "email")).body["sent"] == 1
    return sink.wait(before + 1)[-1]


def test_a_russian_players_mail_is_russian_with_the_russian_title(nctx, sink, new_player):  # noqa: F811
    masha = new_player(nctx, "masha")
    domain.handle(nctx, commands.SetLanguage(masha, "ru"))
    confirmation = confirmed(nctx, sink, masha, "masha")
    assert confirmation["Subject"] == "Подтвердите адрес для Pithead"
    assert describe(nctx, masha)["language"] == "ru"          # the settings show whom they follow
    gid = quartz_turn(nctx, masha)
    mail = turn_mail(nctx, sink, masha)
    title = translate("ru", "Quartz")
    assert title == "Кварц" and mail["Subject"] == f"Ваш ход: {title}"
    body = mail.get_content()
    assert f"* Ваш ход: {title}" in body and f"Открыть стол: https://pithead.test/#/games/{gid}" in body
    assert "Quartz" not in body and CYRILLIC.search(body.split("-- ")[-1])
    notes = inbox.history(nctx, masha, 10)["notifications"]
    push = mails.push_payload(nctx, notes[:1], "ru").decode()
    assert '"title": "Ваш ход: Кварц"' in push


def test_an_english_players_mail_stays_english(nctx, sink, new_player):  # noqa: F811
    ada = new_player(nctx, "ada")
    confirmation = confirmed(nctx, sink, ada, "ada")
    assert confirmation["Subject"] == "Confirm your address for Pithead"
    quartz_turn(nctx, ada)
    mail = turn_mail(nctx, sink, ada)
    assert mail["Subject"] == "It is your turn in Quartz"
    assert not CYRILLIC.search(mail.get_content())


def test_the_settings_own_language_wins_over_the_players(nctx, sink, new_player):  # noqa: F811
    ivan = new_player(nctx, "ivan")
    domain.handle(nctx, commands.SetLanguage(ivan, "ru"))
    domain.handle(nctx, commands.UpdateNotificationSettings(ivan, {"language": "en"}))
    assert describe(nctx, ivan)["language"] == "en"
    confirmed(nctx, sink, ivan, "ivan")
    quartz_turn(nctx, ivan)
    assert turn_mail(nctx, sink, ivan)["Subject"] == "It is your turn in Quartz"
    domain.handle(nctx, commands.UpdateNotificationSettings(ivan, {"batch_email": False}))
    assert describe(nctx, ivan)["language"] == "en"       # another change keeps the choice
    domain.handle(nctx, commands.UpdateNotificationSettings(ivan, {"language": None}))
    assert describe(nctx, ivan)["language"] == "ru"       # null: the player's own again


def test_the_inbox_names_the_game_in_the_readers_language(nctx):  # noqa: F811
    from services.gateway import create_gateway   # when the test asks: the app reads its settings
    http = Client(create_gateway(nctx))
    player = http.post("/v1/players", json={"name": "olga"}).json
    quartz_turn(nctx, player["id"])
    me = {"Authorization": f"Bearer {player['token']}"}
    titles = {lang: [n["context"]["game_title"] for n in http.get(
        "/v1/players/me/notifications", headers={**me, "Accept-Language": lang}).json["notifications"]]
        for lang in ("ru", "en")}
    assert titles == {"ru": ["Кварц"], "en": ["Quartz"]}
