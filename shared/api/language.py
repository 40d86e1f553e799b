"""The language a person reads: `Accept-Language` (q-values honoured) picks Russian or English,
English by default; the gettext catalogs are shared/api/translations (`make i18n`), and every answer
says which language it chose (`Content-Language`) and that it depends on the header (`Vary`)."""
from flask import has_request_context, request
from flask_babel import Babel, gettext

from shared.adapters.texts import DOMAIN, TRANSLATIONS

from .vary import vary_on

LANGUAGES = ("en", "ru")
DEFAULT = "en"


CHOICES_KEPT = 1024   # distinct Accept-Language values remembered (browsers send a handful)
_chosen: dict[str, str] = {}


def select() -> str:
    """The request's language: the best of LANGUAGES that Accept-Language asks for, else English
    (each distinct header's choice made once: parsing it cost as much as the rest of the headers)."""
    if not has_request_context():
        return DEFAULT
    raw = request.environ.get("HTTP_ACCEPT_LANGUAGE")
    if not raw:
        return DEFAULT
    chosen = _chosen.get(raw)
    if chosen is None:
        chosen = request.accept_languages.best_match(LANGUAGES, default=DEFAULT)
        if len(_chosen) < CHOICES_KEPT:
            _chosen[raw] = chosen
    return chosen


def current() -> str:
    """The language of the answer being made ("en" outside a request): Babel's locale is
    `select()`'s, so its code is asked of `select` (making Babel's Locale object cost more than
    the rest of the answer's headers)."""
    return select()


def translate(text: str | None) -> str | None:
    """A message of the catalogs in the request's language (English text is the message id)."""
    return gettext(text) if text else text


def _mark(response):
    response.headers["Content-Language"] = current()
    vary_on(response, "Accept-Language")
    return response


def install(app) -> None:
    """Flask-Babel on `app`, with the language chosen per request and announced in the answer."""
    app.config.update(BABEL_DEFAULT_LOCALE=DEFAULT, BABEL_TRANSLATION_DIRECTORIES=TRANSLATIONS,
                      BABEL_DOMAIN=DOMAIN)
    Babel(app, locale_selector=select)
    app.after_request(_mark)


def spec_for_people(spec: dict) -> dict:
    """A game's catalog entry with its title and its option and phase descriptions translated."""
    return {**spec, "title": translate(spec["title"]),
            "options": [{**o, "description": translate(o.get("description"))} for o in spec["options"]],
            "phases": [{**p, "description": translate(p.get("description"))} for p in spec["phases"]]}


def notes_for_people(history: dict) -> dict:
    """A person's notifications with each game's title (`context.game_title`) translated."""
    return {**history, "notifications": [
        {**n, "context": {**n["context"], "game_title": translate(n["context"].get("game_title"))}}
        if (n.get("context") or {}).get("game_title") else n for n in history["notifications"]]}
