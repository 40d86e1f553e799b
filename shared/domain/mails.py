"""What a person reads in a mail or a push message, from the gettext catalogs in English and Russian:
one mail per batch (several games listed), each with links straight to the tables and a one-click
unsubscribe (RFC 8058); and the mail that confirms an address."""
import json
from email.message import EmailMessage
from email.utils import formatdate, make_msgid

from .commands import SendEmailConfirmation
from .messagebus import Result, handles
from .notifysettings import confirmation_link, reading_language, unsubscribe_link

def N_(text: str) -> str:
    """Mark `text` as a message of the gettext catalogs for `make i18n`; translated when sent."""
    return text


# Each mail's and push's sentences, in English (their gettext ids); ctx.translate says them in the
# recipient's language, with the catalogs the API answers with (shared/api/translations).
WORDS = {"your_turn": N_("It is your turn in {game}"), "response_window": N_("{game} waits for your answer"),
         "clock_low": N_("Your clock in {game} is running out"), "invited": N_("You are invited to {game}"),
         "friend_table_opened": N_("{who} opened a table of {game}"),
         "game_over": N_("{game} is over: you placed {place}"),
         "chat_to_you": N_("{who} wrote to you at {game}"),
         "several": N_("{count} games wait for you"), "open": N_("Open the table"), "a_game": N_("a game"),
         "settings": N_("Choose what reaches you: {url}"),
         "confirm_subject": N_("Confirm your address for Pithead"),
         "confirm_body": N_("Follow this link to receive Pithead notifications at {address}:\n\n{url}\n\n"
                            "If you did not ask for this, ignore this mail.")}
PLACES = {1: N_("1st"), 2: N_("2nd"), 3: N_("3rd"), 4: N_("4th"), 5: N_("5th"), 6: N_("6th")}


def _words(ctx, language: str) -> dict:
    return {key: ctx.translate(language, text) for key, text in WORDS.items()}


def headline(ctx, note: dict, language: str) -> str:
    """One line saying what a notification is about, the game named by its title in `language`
    (the catalogs' translation, as GET /v1/catalog says it)."""
    words, context = _words(ctx, language), note.get("context") or {}
    title = context.get("game_title")
    fields = {"game": ctx.translate(language, title) if title else words["a_game"],
              "who": context.get("who", ""), "place": _ordinal(ctx, language, context.get("place"))}
    return words[note["kind"]].format(**fields)


def _ordinal(ctx, language: str, place) -> str:
    """A finishing place as the language says it ("2nd", «2-е»); the number itself past the table."""
    return ctx.translate(language, PLACES[place]) if place in PLACES else str(place or "?")


def table_link(ctx, note: dict) -> str | None:
    """The link straight to the note's table, or None when it names no game."""
    game_id = note.get("game_id")
    return f"{ctx.notify.public_url}/#/games/{game_id}" if game_id else None


def batch_mail(ctx, player_id: str, address: str, notes: list[dict], language: str,
               sender: str) -> EmailMessage:
    """One mail listing every notification of a batch, with its tables' links and unsubscribe."""
    words = _words(ctx, language)
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
    words = _words(ctx, language)
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
    words = _words(ctx, language)
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
