"""What a person reads in a mail or a push message, from a message catalog in English and Russian:
one mail per batch (several games listed), each with links straight to the tables and a one-click
unsubscribe (RFC 8058); and the mail that confirms an address."""
import json
from email.message import EmailMessage
from email.utils import formatdate, make_msgid

from .commands import SendEmailConfirmation
from .messagebus import Result, handles
from .notifysettings import confirmation_link, reading_language, unsubscribe_link

CATALOG = {
    "en": {"your_turn": "It is your turn in {game}", "response_window": "{game} waits for your answer",
           "clock_low": "Your clock in {game} is running out", "invited": "You are invited to {game}",
           "friend_table_opened": "{who} opened a table of {game}",
           "game_over": "{game} is over: you placed {place}", "chat_to_you": "{who} wrote to you at {game}",
           "several": "{count} games wait for you", "open": "Open the table", "a_game": "a game",
           "settings": "Choose what reaches you: {url}",
           "confirm_subject": "Confirm your address for Pithead",
           "confirm_body": "Follow this link to receive Pithead notifications at {address}:\n\n{url}\n\n"
                           "If you did not ask for this, ignore this mail."},
    "ru": {"your_turn": "Ваш ход: {game}", "response_window": "{game}: ждём вашего ответа",
           "clock_low": "{game}: ваше время на исходе", "invited": "Вас пригласили: {game}",
           "friend_table_opened": "{who} открыл стол: {game}",
           "game_over": "{game}: партия окончена, ваше место {place}",
           "chat_to_you": "{who} написал вам: {game}",
           "several": "Вас ждут партии: {count}", "open": "Открыть стол", "a_game": "партия",
           "settings": "Выбрать, какие уведомления получать: {url}",
           "confirm_subject": "Подтвердите адрес для Pithead",
           "confirm_body": "Перейдите по ссылке, чтобы получать уведомления Pithead на {address}:\n\n"
                           "{url}\n\nЕсли вы этого не просили, не обращайте внимания на письмо."},
}


def _words(language: str) -> dict:
    return CATALOG.get(language, CATALOG["en"])


def headline(ctx, note: dict, language: str) -> str:
    """One line saying what a notification is about, the game named by its title in `language`
    (the catalogs' translation, as GET /v1/catalog says it)."""
    words, context = _words(language), note.get("context") or {}
    title = context.get("game_title")
    fields = {"game": ctx.translate(language, title) if title else words["a_game"],
              "who": context.get("who", ""), "place": context.get("place", "?")}
    return words[note["kind"]].format(**fields)


def table_link(ctx, note: dict) -> str | None:
    """The link straight to the note's table, or None when it names no game."""
    game_id = note.get("game_id")
    return f"{ctx.notify.public_url}/#/games/{game_id}" if game_id else None


def batch_mail(ctx, player_id: str, address: str, notes: list[dict], language: str,
               sender: str) -> EmailMessage:
    """One mail listing every notification of a batch, with its tables' links and unsubscribe."""
    words = _words(language)
    subject = headline(ctx, notes[0], language) if len(notes) == 1 else \
        words["several"].format(count=len(notes))
    unsubscribe = unsubscribe_link(ctx, player_id, sorted({n["kind"] for n in notes}))
    lines = []
    for note in notes:
        link = table_link(ctx, note)
        lines.append(f"* {headline(ctx, note, language)}" + (f"\n  {words['open']}: {link}" if link else ""))
    settings = f"{ctx.notify.public_url}/#/notifications"   # the body's link: a page, not a POST
    message = _message(sender, address, subject,
                       "\n\n".join(lines) + "\n\n-- \n" + words["settings"].format(url=settings))
    message["List-Unsubscribe"] = f"<{unsubscribe}>"
    message["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    return message


def push_payload(ctx, notes: list[dict], language: str) -> bytes:
    """The JSON the service worker shows: a title, a body and the table to open on click."""
    words = _words(language)
    title = headline(ctx, notes[0], language) if len(notes) == 1 else \
        words["several"].format(count=len(notes))
    body = "\n".join(headline(ctx, n, language) for n in notes[1:4]) if len(notes) > 1 else ""
    return json.dumps({"title": title, "body": body, "url": table_link(ctx, notes[0]) or
                       f"{ctx.notify.public_url}/#/notifications",
                       "ids": [n["id"] for n in notes], "kinds": [n["kind"] for n in notes]},
                      ensure_ascii=False).encode()


def _message(sender: str, to: str, subject: str, text: str) -> EmailMessage:
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = sender, to, subject
    message["Date"] = formatdate(localtime=False)
    message["Message-ID"] = make_msgid(domain="pithead")
    message["Auto-Submitted"] = "auto-generated"   # RFC 3834: no auto-replies to this
    message.set_content(text)
    return message


def confirmation_mail(ctx, player_id: str, address: str, language: str,
                      sender: str) -> EmailMessage:
    """The mail with the link that verifies `address`."""
    words = _words(language)
    url = confirmation_link(ctx, player_id, address)
    return _message(sender, address, words["confirm_subject"],
                    words["confirm_body"].format(address=address, url=url))


@handles(SendEmailConfirmation)
def send_confirmation(ctx, cmd: SendEmailConfirmation) -> Result:
    """Mail the confirmation link, if the address is still the one waiting for it."""
    stored = ctx.notifications.settings(cmd.player_id)
    email = stored.get("email") or {}
    if email.get("address") != cmd.address or email.get("verified"):
        return Result({"sent": False, "retry": False})
    language = reading_language(ctx, cmd.player_id, stored)
    error = ctx.send_mail(confirmation_mail(ctx, cmd.player_id, cmd.address, language,
                                            ctx.notify.sender))
    return Result({"sent": error is None, "retry": error is not None, "error": error})
